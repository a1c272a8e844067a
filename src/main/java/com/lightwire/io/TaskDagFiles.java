package com.lightwire.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.core.dag.TaskDagValidator;
import com.lightwire.model.dag.DagPod;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and writes task DAG files (docs/file-format.md, "Task DAG"): pods with ports, tasks with flows as
 * (source GPU, destination GPU) pairs, edges by task id with delays. Reading refuses, naming the JSON path: more than
 * {@link TaskDagValidator#MAX_TASKS} tasks (counted by streaming, before anything is built), wrong types, duplicate
 * ids, unknown ids, a GPU in two pods, a volume at most 0, a negative delay or release, a duplicate edge and the edge
 * that closes a cycle. Writing is byte-stable: one task or edge per line.
 */
public final class TaskDagFiles {

    private TaskDagFiles() {
    }

    public static TaskDag read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static TaskDag fromJson(String json, String source) throws LightwireFileException {
        long count = countTasks(json);
        if (count > TaskDagValidator.MAX_TASKS) {
            throw new LightwireFileException(source, "$.tasks", "holds " + count + " tasks; Lightwire reads at most "
                    + TaskDagValidator.MAX_TASKS);
        }
        JsonNode root = JsonReading.parse(json, JsonNode.class, source);
        JsonTree t = new JsonTree(source);
        t.version(root);
        double gbps = t.number(root, "bandwidthGbps", "$", 400, 0, true);
        if (!(gbps > 0)) {
            throw t.error("$.bandwidthGbps", "must be positive");
        }
        List<DagPod> pods = pods(t, t.array(root, "pods", "$", true));
        Map<String, Integer> ids = new HashMap<>();
        List<DagTask> tasks = tasks(t, t.array(root, "tasks", "$", true), pods.size(), ids);
        List<Dependency> edges = edges(t, t.array(root, "edges", "$", false), ids);
        return new TaskDag(gbps, pods, tasks, edges);
    }

    private static long countTasks(String json) {
        try (JsonParser p = new JsonFactory().createParser(FileText.withoutByteOrderMark(json))) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return 0;
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (name.equals("tasks") && v == JsonToken.START_ARRAY) {
                    long n = 0;
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        p.skipChildren();
                        n++;
                    }
                    return n;
                }
                p.skipChildren();
            }
            return 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static List<DagPod> pods(JsonTree t, JsonNode list) throws LightwireFileException {
        List<DagPod> pods = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String path = "$.pods[" + i + "]";
            JsonNode p = list.get(i);
            if (!p.isObject()) {
                throw t.error(path, "expected an object, found " + JsonTree.kind(p));
            }
            String name = t.text(p, "name", path, false);
            pods.add(new DagPod(name == null ? "P" + i : name, t.integer(p, "ports", path, 0, 0, 1 << 20)));
        }
        if (pods.isEmpty()) {
            throw t.error("$.pods", "a DAG needs at least one pod");
        }
        return pods;
    }

    private static List<DagTask> tasks(JsonTree t, JsonNode list, int pods, Map<String, Integer> ids)
            throws LightwireFileException {
        List<DagTask> tasks = new ArrayList<>(list.size());
        Map<Integer, Integer> podOfGpu = new HashMap<>();
        for (int i = 0; i < list.size(); i++) {
            String path = "$.tasks[" + i + "]";
            JsonNode n = list.get(i);
            if (!n.isObject()) {
                throw t.error(path, "expected an object, found " + JsonTree.kind(n));
            }
            String id = t.text(n, "id", path, true);
            if (ids.putIfAbsent(id, i) != null) {
                throw t.error(path + ".id", "task id \"" + id + "\" appears twice");
            }
            int src = t.integer(n, "src", path, 0, 0, pods - 1);
            int dst = t.integer(n, "dst", path, 0, 0, pods - 1);
            t.field(n, "src", path, true);
            t.field(n, "dst", path, true);
            if (src == dst) {
                throw t.error(path + ".dst", "a task goes between two different pods; both are " + src);
            }
            double volume = t.number(n, "volumeMB", path, 0, 0, true);
            if (!(volume > 0)) {
                throw t.error(path + ".volumeMB", "must be positive; it is " + volume);
            }
            List<Flow> flows = flows(t, t.array(n, "flows", path, true), path, src, dst, podOfGpu);
            tasks.add(new DagTask(id, src, dst, volume, flows, t.number(n, "releaseMs", path, 0, 0, false),
                    t.number(n, "tailMs", path, 0, 0, false)));
        }
        return tasks;
    }

    private static List<Flow> flows(JsonTree t, JsonNode list, String path, int src, int dst,
                                    Map<Integer, Integer> podOfGpu) throws LightwireFileException {
        List<Flow> flows = new ArrayList<>();
        for (int k = 0; k < list.size(); k++) {
            String fp = path + ".flows[" + k + "]";
            JsonNode f = list.get(k);
            if (!f.isArray() || f.size() != 2) {
                throw t.error(fp, "a flow is [source GPU, destination GPU]");
            }
            int a = t.integer(f.get(0), fp + "[0]", 0, Integer.MAX_VALUE);
            int b = t.integer(f.get(1), fp + "[1]", 0, Integer.MAX_VALUE);
            place(t, podOfGpu, a, src, fp + "[0]");
            place(t, podOfGpu, b, dst, fp + "[1]");
            flows.add(new Flow(a, b));
        }
        if (flows.isEmpty()) {
            throw t.error(path + ".flows", "a task needs at least one flow");
        }
        return flows;
    }

    private static void place(JsonTree t, Map<Integer, Integer> podOfGpu, int gpu, int pod, String path)
            throws LightwireFileException {
        Integer before = podOfGpu.putIfAbsent(gpu, pod);
        if (before != null && before != pod) {
            throw t.error(path, "GPU " + gpu + " is in pod " + before + " and here in pod " + pod
                    + "; a GPU lives in one pod");
        }
    }

    private static List<Dependency> edges(JsonTree t, JsonNode list, Map<String, Integer> ids)
            throws LightwireFileException {
        List<Dependency> edges = new ArrayList<>();
        if (list == null) {
            return edges;
        }
        Set<Long> seen = new HashSet<>();
        int[] from = new int[list.size()];
        int[] to = new int[list.size()];
        for (int i = 0; i < list.size(); i++) {
            String path = "$.edges[" + i + "]";
            JsonNode e = list.get(i);
            if (!e.isObject()) {
                throw t.error(path, "expected an object, found " + JsonTree.kind(e));
            }
            from[i] = id(t, ids, t.text(e, "from", path, true), path + ".from");
            to[i] = id(t, ids, t.text(e, "to", path, true), path + ".to");
            if (!seen.add(((long) from[i] << 32) | to[i])) {
                throw t.error(path, "the edge " + e.get("from").textValue() + " -> " + e.get("to").textValue()
                        + " appears twice");
            }
            edges.add(new Dependency(from[i], to[i], t.number(e, "delayMs", path, 0, 0, false)));
        }
        int cycle = TaskDagValidator.firstCycleEdge(ids.size(), from, to);
        if (cycle >= 0) {
            JsonNode e = list.get(cycle);
            throw t.error("$.edges[" + cycle + "]", "the edge " + e.get("from").textValue() + " -> "
                    + e.get("to").textValue() + " closes a cycle; dependencies must form a DAG");
        }
        return edges;
    }

    private static int id(JsonTree t, Map<String, Integer> ids, String id, String path)
            throws LightwireFileException {
        Integer i = ids.get(id);
        if (i == null) {
            throw t.error(path, "no task has the id \"" + id + "\"");
        }
        return i;
    }

    public static void write(TaskDag dag, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(dag, out));
    }

    public static void write(TaskDag dag, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("bandwidthGbps", dag.bandwidthGbps());
        w.name("pods").beginArray();
        for (DagPod p : dag.pods()) {
            w.beginInlineObject().field("name", p.name()).field("ports", p.ports()).endObject();
        }
        w.endArray().name("tasks").beginArray();
        for (DagTask task : dag.tasks()) {
            w.beginInlineObject().field("id", task.id()).field("src", task.src()).field("dst", task.dst())
                    .field("volumeMB", Numbers.round(task.volumeMB())).name("flows").beginInlineArray();
            for (Flow f : task.flows()) {
                w.beginInlineArray().value(f.srcGpu()).value(f.dstGpu()).endArray();
            }
            w.endArray().field("releaseMs", Numbers.round(task.releaseMs()))
                    .field("tailMs", Numbers.round(task.tailMs())).endObject();
        }
        w.endArray().name("edges").beginArray();
        for (Dependency e : dag.edges()) {
            w.beginInlineObject().field("from", dag.tasks().get(e.from()).id())
                    .field("to", dag.tasks().get(e.to()).id()).field("delayMs", Numbers.round(e.delayMs()))
                    .endObject();
        }
        w.endArray().endObject().finish();
    }
}
