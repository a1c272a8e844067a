package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.Timing;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * Result files of the DAG commands (docs/file-format.md, "Result"): method, status, makespan, ideal makespan, NCT,
 * circuits, ports, port ratio, the allocation, the critical path, per task its times, slack and rate segments, and
 * the solver's figures. Byte-stable; without tasks for the commands' {@code --json}. {@link #read} takes back what
 * {@code dag verify} checks: the allocation and the schedule.
 */
public final class ResultFiles {

    /** What a result file holds for verification. */
    public record Stored(String method, Allocation allocation, Schedule schedule) {
    }

    private ResultFiles() {
    }

    public static void write(DagReport report, TaskDag dag, Path file) throws IOException {
        AtomicFiles.writeText(file, out -> write(report, dag, true, out));
    }

    /** The result as JSON text; {@code tasks} false leaves out the per-task list. */
    public static String toJson(DagReport report, TaskDag dag, boolean tasks) {
        StringWriter out = new StringWriter();
        try {
            write(report, dag, tasks, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(DagReport r, TaskDag dag, boolean tasks, Writer out) throws IOException {
        DagSolution s = r.solution();
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).field("method", s.method() == null ? "simulate" : s.method().key())
                .field("title", s.method() == null ? "Simulation" : s.method().title()).field("status", r.status().label())
                .field("makespanMs", Numbers.round(s.schedule().makespan()))
                .field("idealMakespanMs", Numbers.round(r.idealMakespan())).field("nct", Numbers.round(r.nct()))
                .field("circuits", s.allocation().totalCircuits()).field("ports", s.allocation().ports())
                .field("portRatio", Numbers.round(r.portRatio())).field("scheduleBy", s.scheduleBy());
        w.name("allocation").beginObject();
        AllocationFiles.writeBody(w, s.allocation());
        w.endObject().name("criticalPath").beginInlineArray();
        for (int t : r.timing().path()) {
            w.value(dag.tasks().get(t).id());
        }
        w.endArray();
        if (tasks) {
            tasks(w, dag, s.schedule(), r.timing());
        }
        solver(w, s.solver(), r.millis());
        w.endObject().finish();
    }

    private static void tasks(JsonWriter w, TaskDag dag, Schedule s, Timing timing) throws IOException {
        w.name("tasks").beginArray();
        for (int t = 0; t < dag.tasks().size(); t++) {
            w.beginInlineObject().field("id", dag.tasks().get(t).id()).field("start", Numbers.round(s.start()[t]))
                    .field("end", Numbers.round(s.end()[t]))
                    .field("totalSlack", Numbers.round(timing.totalSlack()[t]))
                    .field("freeSlack", Numbers.round(timing.freeSlack()[t]))
                    .field("critical", timing.critical()[t]).name("segments").beginInlineArray();
            double[] seg = s.segments()[t];
            for (int i = 0; i < seg.length; i += 3) {
                w.beginInlineArray().value(Numbers.round(seg[i])).value(Numbers.round(seg[i + 1]))
                        .value(Numbers.round(seg[i + 2])).endArray();
            }
            w.endArray().endObject();
        }
        w.endArray();
    }

    private static void solver(JsonWriter w, DagSolution.SolverInfo info, long millis) throws IOException {
        w.name("solver").beginObject().field("name", info.name()).field("intervals", info.intervals())
                .name("sizes").beginInlineObject().field("variables", info.variables())
                .field("constraints", info.constraints()).endObject().name("gap");
        if (Double.isNaN(info.gap())) {
            w.nullValue();
        } else {
            w.value(Numbers.round(info.gap()));
        }
        w.field("millis", millis).name("notes").beginArray();
        for (String n : info.notes()) {
            w.value(n);
        }
        w.endArray().endObject();
    }

    public static Stored read(Path file, TaskDag dag) throws LightwireFileException {
        String source = file.toString();
        JsonNode root = JsonReading.parse(JsonReading.readText(file), JsonNode.class, source);
        JsonTree t = new JsonTree(source);
        t.version(root);
        String method = t.text(root, "method", "$", true);
        Allocation x = AllocationFiles.body(t, t.object(root, "allocation", "$", true), "$.allocation");
        JsonNode list = t.array(root, "tasks", "$", true);
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < dag.tasks().size(); i++) {
            index.put(dag.tasks().get(i).id(), i);
        }
        int n = dag.tasks().size();
        double[] start = new double[n];
        double[] end = new double[n];
        double[][] seg = new double[n][];
        TreeSet<Double> events = new TreeSet<>();
        for (int i = 0; i < list.size(); i++) {
            String path = "$.tasks[" + i + "]";
            JsonNode node = list.get(i);
            Integer k = index.get(t.text(node, "id", path, true));
            if (k == null || seg[k] != null) {
                throw t.error(path + ".id", k == null ? "no task of the DAG has this id" : "this task appears twice");
            }
            start[k] = t.number(node, "start", path, 0, Double.NEGATIVE_INFINITY, true);
            end[k] = t.number(node, "end", path, 0, Double.NEGATIVE_INFINITY, true);
            seg[k] = segments(t, t.array(node, "segments", path, true), path);
            events.add(start[k]);
            events.add(end[k]);
        }
        for (int k = 0; k < n; k++) {
            if (seg[k] == null) {
                throw t.error("$.tasks", "task " + dag.tasks().get(k).id() + " of the DAG is missing");
            }
        }
        double makespan = t.number(root, "makespanMs", "$", 0, 0, true);
        return new Stored(method, x, new Schedule(start, end, seg, makespan,
                events.stream().mapToDouble(Double::doubleValue).toArray()));
    }

    private static double[] segments(JsonTree t, JsonNode list, String path) throws LightwireFileException {
        double[] out = new double[list.size() * 3];
        for (int i = 0; i < list.size(); i++) {
            JsonNode s = list.get(i);
            String p = path + ".segments[" + i + "]";
            if (!s.isArray() || s.size() != 3) {
                throw t.error(p, "a segment is [from ms, to ms, MB per ms]");
            }
            for (int j = 0; j < 3; j++) {
                out[3 * i + j] = t.number(s.get(j), p + "[" + j + "]", Double.NEGATIVE_INFINITY);
            }
        }
        return out;
    }
}
