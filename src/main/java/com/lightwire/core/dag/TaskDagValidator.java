package com.lightwire.core.dag;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedAcyclicGraph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The rules of a task DAG (DELTA §1.3-1.4): positive bandwidth, pods with ports at least 0, tasks between two
 * different existing pods with a positive volume, at least one flow, each GPU in exactly one pod, releases, tails and
 * delays at least 0, unique ids and edges, and no cycle (JGraphT's {@link DirectedAcyclicGraph} names the edge that
 * closes one). O(V + E) plus JGraphT's incremental cycle check.
 */
public final class TaskDagValidator {

    /** The most tasks a DAG may hold (files refuse more before reading them). */
    public static final int MAX_TASKS = 2_000_000;

    private TaskDagValidator() {
    }

    /** Errors of {@code dag}, the first being the root cause; empty when valid. */
    public static List<Diagnostic> validate(TaskDag dag) {
        List<Diagnostic> out = new ArrayList<>();
        if (!(dag.bandwidthGbps() > 0) || Double.isInfinite(dag.bandwidthGbps())) {
            out.add(error("bandwidth", "bandwidthGbps must be a positive number, got " + dag.bandwidthGbps()));
        }
        if (dag.pods().isEmpty()) {
            out.add(error("pods", "a DAG needs at least one pod"));
        }
        for (int p = 0; p < dag.pods().size(); p++) {
            if (dag.pods().get(p).ports() < 0) {
                out.add(error("ports", "pod " + dag.pods().get(p).name() + " has negative ports"));
            }
        }
        if (dag.tasks().size() > MAX_TASKS) {
            out.add(error("size", "a DAG holds at most " + MAX_TASKS + " tasks"));
            return out;
        }
        tasks(dag, out);
        if (out.isEmpty()) {
            edges(dag, out);
        }
        return out;
    }

    private static void tasks(TaskDag dag, List<Diagnostic> out) {
        Set<String> ids = new HashSet<>();
        Map<Integer, Integer> podOfGpu = new HashMap<>();
        int pods = dag.pods().size();
        for (DagTask t : dag.tasks()) {
            String name = "task " + t.id();
            if (!ids.add(t.id())) {
                out.add(error("duplicate-id", name + " appears twice"));
            }
            if (t.src() < 0 || t.src() >= pods || t.dst() < 0 || t.dst() >= pods || t.src() == t.dst()) {
                out.add(error("pods", name + " must go between two different pods 0.." + (pods - 1)));
                continue;
            }
            if (!(t.volumeMB() > 0) || Double.isInfinite(t.volumeMB())) {
                out.add(error("volume", name + " needs a positive volume, got " + t.volumeMB()));
            }
            if (!(t.releaseMs() >= 0) || !(t.tailMs() >= 0) || Double.isInfinite(t.releaseMs() + t.tailMs())) {
                out.add(error("time", name + " needs a release and a tail of at least 0 ms"));
            }
            if (t.flows().isEmpty()) {
                out.add(error("flows", name + " has no flow"));
            }
            for (Flow f : t.flows()) {
                place(podOfGpu, f.srcGpu(), t.src(), name, out);
                place(podOfGpu, f.dstGpu(), t.dst(), name, out);
            }
        }
    }

    private static void place(Map<Integer, Integer> podOfGpu, int gpu, int pod, String task, List<Diagnostic> out) {
        Integer before = podOfGpu.putIfAbsent(gpu, pod);
        if (gpu < 0) {
            out.add(error("gpu", task + " names GPU " + gpu + "; GPU indices start at 0"));
        } else if (before != null && before != pod) {
            out.add(error("gpu-pods", "GPU " + gpu + " is in pod " + before + " and in pod " + pod + " (" + task
                    + ")"));
        }
    }

    private static void edges(TaskDag dag, List<Diagnostic> out) {
        int n = dag.tasks().size();
        DirectedAcyclicGraph<Integer, DefaultEdge> graph = new DirectedAcyclicGraph<>(DefaultEdge.class);
        for (int t = 0; t < n; t++) {
            graph.addVertex(t);
        }
        for (Dependency e : dag.edges()) {
            if (e.from() < 0 || e.from() >= n || e.to() < 0 || e.to() >= n) {
                out.add(error("edge", "an edge names a task outside 0.." + (n - 1)));
                return;
            }
            String label = dag.tasks().get(e.from()).id() + " -> " + dag.tasks().get(e.to()).id();
            if (!(e.delayMs() >= 0) || Double.isInfinite(e.delayMs())) {
                out.add(error("delay", "edge " + label + " needs a delay of at least 0 ms"));
                return;
            }
            if (graph.containsEdge(e.from(), e.to())) {
                out.add(error("duplicate-edge", "edge " + label + " appears twice"));
                return;
            }
            try {
                graph.addEdge(e.from(), e.to());
            } catch (IllegalArgumentException cycle) {
                out.add(error("cycle", "edge " + label + " closes a cycle"));
                return;
            }
        }
    }

    /**
     * The index of the first edge (in list order) that closes a cycle when the edges are added one by one, or -1
     * when the graph is acyclic (JGraphT's {@link DirectedAcyclicGraph}).
     */
    public static int firstCycleEdge(int tasks, int[] from, int[] to) {
        DirectedAcyclicGraph<Integer, DefaultEdge> graph = new DirectedAcyclicGraph<>(DefaultEdge.class);
        for (int t = 0; t < tasks; t++) {
            graph.addVertex(t);
        }
        for (int e = 0; e < from.length; e++) {
            try {
                graph.addEdge(from[e], to[e]);
            } catch (IllegalArgumentException cycle) {
                return e;
            }
        }
        return -1;
    }

    private static Diagnostic error(String rule, String message) {
        return Diagnostic.error(DAG, rule, message);
    }

    static final SubjectRef DAG = new SubjectRef("DAG");
}
