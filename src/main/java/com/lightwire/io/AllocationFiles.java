package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.Circuit;
import com.lightwire.model.dag.TaskDag;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Allocation files (docs/file-format.md, "Allocation"): {@code {"formatVersion": 1, "pods": P, "circuits":
 * [{"a": 0, "b": 1, "count": 2}]}}, each unordered pair at most once. {@link #checkAgainst} refuses an allocation
 * that does not fit a DAG (pod count, ports, an active pair without a circuit), naming the JSON path.
 */
public final class AllocationFiles {

    private AllocationFiles() {
    }

    public static Allocation read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static Allocation fromJson(String json, String source) throws LightwireFileException {
        JsonNode root = JsonReading.parse(json, JsonNode.class, source);
        JsonTree t = new JsonTree(source);
        t.version(root);
        return body(t, root, "$");
    }

    /** The allocation object at {@code path} (also used inside result files). */
    static Allocation body(JsonTree t, JsonNode node, String path) throws LightwireFileException {
        t.field(node, "pods", path, true);
        int pods = t.integer(node, "pods", path, 0, 1, 1 << 20);
        JsonNode list = t.array(node, "circuits", path, true);
        List<Circuit> circuits = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String p = path + ".circuits[" + i + "]";
            JsonNode c = list.get(i);
            if (!c.isObject()) {
                throw t.error(p, "expected an object, found " + JsonTree.kind(c));
            }
            t.field(c, "a", p, true);
            t.field(c, "b", p, true);
            int a = t.integer(c, "a", p, 0, 0, pods - 1);
            int b = t.integer(c, "b", p, 0, 0, pods - 1);
            if (a == b) {
                throw t.error(p + ".b", "a circuit joins two different pods; both are " + a);
            }
            if (!seen.add(((long) Math.min(a, b) << 32) | Math.max(a, b))) {
                throw t.error(p, "pods " + a + " and " + b + " are listed twice");
            }
            t.field(c, "count", p, true);
            circuits.add(new Circuit(Math.min(a, b), Math.max(a, b), t.integer(c, "count", p, 0, 0, 1 << 20)));
        }
        return Allocation.of(pods, circuits);
    }

    /** Refuses {@code x} when it does not fit {@code dag}: pod count, ports per pod, a circuit per active pair. */
    public static void checkAgainst(Allocation x, TaskDag dag, String source) throws LightwireFileException {
        if (x.pods() != dag.pods().size()) {
            throw new LightwireFileException(source, "$.pods", "the allocation has " + x.pods()
                    + " pods but the DAG has " + dag.pods().size());
        }
        for (int p = 0; p < x.pods(); p++) {
            if (x.portsAt(p) > dag.pods().get(p).ports()) {
                throw new LightwireFileException(source, "$.circuits", "pod " + dag.pods().get(p).name() + " uses "
                        + x.portsAt(p) + " ports but has " + dag.pods().get(p).ports());
            }
        }
        for (var task : dag.tasks()) {
            if (x.count(task.src(), task.dst()) == 0) {
                throw new LightwireFileException(source, "$.circuits", "pods " + task.src() + " and " + task.dst()
                        + " carry task " + task.id() + " but have no circuit");
            }
        }
    }

    public static void write(Allocation x, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(x, out));
    }

    public static void write(Allocation x, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
        writeBody(w, x);
        w.endObject().finish();
    }

    static void writeBody(JsonWriter w, Allocation x) throws IOException {
        w.field("pods", x.pods()).name("circuits").beginArray();
        for (Circuit c : x.circuits()) {
            w.beginInlineObject().field("a", c.a()).field("b", c.b()).field("count", c.count()).endObject();
        }
        w.endArray();
    }
}
