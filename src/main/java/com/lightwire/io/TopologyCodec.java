package com.lightwire.io;

import com.lightwire.io.Dtos.LinkDto;
import com.lightwire.io.Dtos.TopologyDto;
import com.lightwire.model.LogicalTopology;

import java.io.IOException;
import java.util.List;

/**
 * Maps a logical topology to and from its interchange link form {@code {"pods", "spines", "links"}}, shared by
 * topology files and project files. Reading checks sizes, index ranges, {@code a ≠ b}, {@code count ≥ 1} and that
 * each unordered pod pair appears at most once per group: O(links + H·P²).
 */
final class TopologyCodec {

    /** Largest {@code H · P²} accepted, so a typo in a size cannot exhaust memory (64M entries, 256 MB). */
    static final long MAX_ENTRIES = 1L << 26;

    private TopologyCodec() {
    }

    static LogicalTopology fromDto(TopologyDto dto, String base, FieldChecks checks) throws LightwireFileException {
        int pods = checks.integer(dto.pods(), base + ".pods", 1, Integer.MAX_VALUE);
        int spines = checks.integer(dto.spines(), base + ".spines", 1, Integer.MAX_VALUE);
        if ((long) spines * pods * pods > MAX_ENTRIES) {
            throw checks.error(base, "too large: " + spines + " spines × " + pods + "² pods exceeds " + MAX_ENTRIES
                    + " matrix entries");
        }
        List<LinkDto> links = checks.list(dto.links(), base + ".links");
        int[][][] counts = new int[spines][pods][pods];
        for (int i = 0; i < links.size(); i++) {
            addLink(counts, checks.require(links.get(i), base + ".links[" + i + "]"), base + ".links[" + i + "]",
                    checks);
        }
        return LogicalTopology.of(counts);
    }

    private static void addLink(int[][][] counts, LinkDto link, String at, FieldChecks checks)
            throws LightwireFileException {
        int pods = counts[0].length;
        int h = checks.integer(link.h(), at + ".h", 0, counts.length - 1);
        int a = checks.integer(link.a(), at + ".a", 0, pods - 1);
        int b = checks.integer(link.b(), at + ".b", 0, pods - 1);
        int count = checks.integer(link.count(), at + ".count", 1, Integer.MAX_VALUE);
        if (a == b) {
            throw checks.error(at, "a link joins two different pods, but a and b are both " + a);
        }
        if (counts[h][a][b] != 0) {
            throw checks.error(at, "pods " + Math.min(a, b) + " and " + Math.max(a, b) + " of group " + h
                    + " are listed twice; list each unordered pair once per group with its total count");
        }
        counts[h][a][b] = count;
        counts[h][b][a] = count;
    }

    /** Writes {@code "pods"}, {@code "spines"} and {@code "links"} (one link per line) into the open object. */
    static void writeBody(JsonWriter w, LogicalTopology topology) throws IOException {
        requireSymmetric(topology);
        w.field("pods", topology.pods()).field("spines", topology.groups());
        w.name("links").beginArray();
        for (LogicalTopology.Link link : topology.links()) {
            w.beginInlineObject().field("h", link.h()).field("a", link.a()).field("b", link.b())
                    .field("count", link.count()).endObject();
        }
        w.endArray();
    }

    /** The link form holds each unordered pair once, so only symmetric topologies with a zero diagonal fit. */
    private static void requireSymmetric(LogicalTopology t) {
        for (int h = 0; h < t.groups(); h++) {
            for (int i = 0; i < t.pods(); i++) {
                if (t.count(h, i, i) != 0) {
                    throw new IllegalArgumentException("C[" + h + "][" + i + "][" + i + "] is not 0");
                }
                for (int j = i + 1; j < t.pods(); j++) {
                    if (t.count(h, i, j) != t.count(h, j, i) || t.count(h, i, j) < 0) {
                        throw new IllegalArgumentException("group " + h + " is not symmetric and non-negative at ("
                                + i + ", " + j + "); the link form cannot hold it");
                    }
                }
            }
        }
    }
}
