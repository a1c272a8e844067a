package com.lightwire.io;

import com.lightwire.io.Dtos.CircuitDto;
import com.lightwire.io.Dtos.ConfigurationDto;
import com.lightwire.model.Cluster;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/**
 * Maps an OCS configuration to and from its circuit form {@code {"scheme", "groups", "ocsPerGroup", "ports",
 * "circuits"}}, shared by configuration files and project files. Shape fields absent from a file are taken from the
 * cluster when one is given; present ones must agree with it. Each circuit must be in range and use an ingress port
 * of its OCS only once. O(circuits + groups · ocsPerGroup · ports).
 */
final class ConfigurationCodec {

    private ConfigurationCodec() {
    }

    /** The shape a cluster expects of its configurations. */
    record Shape(WiringScheme scheme, int groups, int ocsPerGroup, int ports) {
        static Shape of(Cluster cluster) {
            WiringScheme scheme = cluster.scheme();
            return new Shape(scheme, cluster.params().spinesPerPod(), scheme.ocsPerGroup(cluster.params().kSpine()),
                    cluster.podCount() * scheme.portsPerPodOnOcs());
        }
    }

    /** Maps a configuration; {@code expected} is null when no cluster is known. */
    static OcsConfiguration fromDto(ConfigurationDto dto, String base, FieldChecks checks, Shape expected)
            throws LightwireFileException {
        checkScheme(dto.scheme(), base + ".scheme", checks, expected);
        int groups = size(dto.groups(), base + ".groups", checks, expected == null ? null : expected.groups());
        int ocs = size(dto.ocsPerGroup(), base + ".ocsPerGroup", checks,
                expected == null ? null : expected.ocsPerGroup());
        int ports = size(dto.ports(), base + ".ports", checks, expected == null ? null : expected.ports());
        if ((long) groups * ocs * ports > TopologyCodec.MAX_ENTRIES) {
            throw checks.error(base, "too large: " + groups + " × " + ocs + " OCSes × " + ports + " ports");
        }
        List<CircuitDto> circuits = checks.list(dto.circuits(), base + ".circuits");
        int[][][] target = new int[groups][ocs][ports];
        for (int[][] group : target) {
            for (int[] map : group) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
        }
        for (int i = 0; i < circuits.size(); i++) {
            String at = base + ".circuits[" + i + "]";
            addCircuit(target, checks.require(circuits.get(i), at), at, checks);
        }
        OcsConfiguration.Builder builder = OcsConfiguration.builder(groups, ocs, ports);
        for (int h = 0; h < groups; h++) {
            for (int k = 0; k < ocs; k++) {
                builder.setOcs(h, k, target[h][k]);
            }
        }
        return builder.build();
    }

    private static void checkScheme(String text, String path, FieldChecks checks, Shape expected)
            throws LightwireFileException {
        if (text == null) {
            return;
        }
        WiringScheme scheme = WiringScheme.parse(text).orElseThrow(() -> checks.error(path, "unknown wiring scheme \""
                + text + "\"; expected uniform, cross (or interleaved) or two-link"));
        if (expected != null && scheme != expected.scheme()) {
            throw checks.error(path, "the configuration is for " + scheme.key() + " wiring but the cluster uses "
                    + expected.scheme().key());
        }
    }

    private static int size(Integer value, String path, FieldChecks checks, Integer expected)
            throws LightwireFileException {
        if (value == null && expected != null) {
            return expected;
        }
        if (value == null) {
            throw checks.error(path, "missing; needed to know the configuration's shape when no cluster is given");
        }
        int v = checks.integer(value, path, 1, Integer.MAX_VALUE);
        if (expected != null && v != expected) {
            throw checks.error(path, "is " + v + " but the cluster needs " + expected);
        }
        return v;
    }

    private static void addCircuit(int[][][] target, CircuitDto c, String at, FieldChecks checks)
            throws LightwireFileException {
        int h = checks.integer(c.h(), at + ".h", 0, target.length - 1);
        int k = checks.integer(c.ocs(), at + ".ocs", 0, target[h].length - 1);
        int ports = target[h][k].length;
        int in = checks.integer(c.in(), at + ".in", 0, ports - 1);
        int out = checks.integer(c.out(), at + ".out", 0, ports - 1);
        if (target[h][k][in] != OcsConfiguration.NONE) {
            throw checks.error(at + ".in", "ingress port " + in + " of OCS " + k + " in group " + h
                    + " already has a circuit (to egress port " + target[h][k][in] + ")");
        }
        target[h][k][in] = out;
    }

    /** Writes the shape fields and the circuits (one per line) into the open object; scheme may be null. */
    static void writeBody(JsonWriter w, OcsConfiguration config, WiringScheme scheme) throws IOException {
        if (scheme != null) {
            w.field("scheme", scheme.key());
        }
        w.field("groups", config.groups()).field("ocsPerGroup", config.ocsPerGroup()).field("ports", config.ports());
        w.name("circuits").beginArray();
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                for (int in = 0; in < config.ports(); in++) {
                    int out = config.egressOf(h, k, in);
                    if (out != OcsConfiguration.NONE) {
                        w.beginInlineObject().field("h", h).field("ocs", k).field("in", in).field("out", out)
                                .endObject();
                    }
                }
            }
        }
        w.endArray();
    }
}
