package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Timing;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the DAG canvas shows, toolkit-free: every task as a box in the column of its depth (longest chain of
 * predecessors) with its timing, the precedence edges, which edges lie on the critical path, and a pick for hover.
 *
 * @param nodes     one per task, in task order
 * @param edges     the precedences
 * @param makespan  the schedule's makespan (slack is shaded relative to it)
 * @param width     world width
 * @param height    world height
 */
public record GraphData(List<Node> nodes, List<Edge> edges, double makespan, double width, double height) {

    static final double COL = 150;
    static final double ROW = 40;
    static final double BOX_W = 110;
    static final double BOX_H = 26;
    static final double MARGIN = 20;

    /** A task box (top-left corner x, y) and its timing in ms. */
    public record Node(String id, String pair, double x, double y, double start, double end, double totalSlack,
                       double freeSlack, boolean critical) {

        /** The hover read-out: id, pair, start, end, total and free slack. */
        public String describe() {
            return String.format(Locale.ROOT, "%s  %s  start %.4f ms  end %.4f ms  total slack %.4f ms  "
                    + "free slack %.4f ms%s", id, pair, start, end, totalSlack, freeSlack, critical ? "  (critical)" : "");
        }
    }

    /** A precedence between task indices, with its delay; {@code critical} when it links consecutive path tasks. */
    public record Edge(int from, int to, double delayMs, boolean critical) {
    }

    public static GraphData of(TaskDag dag, DagSolution s, Timing timing) {
        int n = dag.tasks().size();
        int[] depth = depths(dag);
        int[] rowInColumn = new int[n + 1];
        List<Node> nodes = new ArrayList<>();
        int columns = 0;
        int rows = 0;
        for (int t = 0; t < n; t++) {
            var task = dag.tasks().get(t);
            int row = rowInColumn[depth[t]]++;
            columns = Math.max(columns, depth[t] + 1);
            rows = Math.max(rows, row + 1);
            String pair = dag.pods().get(task.src()).name() + " \u2192 " + dag.pods().get(task.dst()).name();
            nodes.add(new Node(task.id(), pair, MARGIN + depth[t] * COL, MARGIN + row * ROW,
                    s.schedule().start()[t], s.schedule().end()[t], timing.totalSlack()[t], timing.freeSlack()[t],
                    timing.critical()[t]));
        }
        int[] next = new int[n];
        java.util.Arrays.fill(next, -1);
        for (int i = 0; i + 1 < timing.path().length; i++) {
            next[timing.path()[i]] = timing.path()[i + 1];
        }
        List<Edge> edges = new ArrayList<>();
        for (Dependency d : dag.edges()) {
            edges.add(new Edge(d.from(), d.to(), d.delayMs(), next[d.from()] == d.to()));
        }
        return new GraphData(nodes, edges, s.schedule().makespan(), 2 * MARGIN + (columns - 1) * COL + BOX_W,
                2 * MARGIN + (rows - 1) * ROW + BOX_H);
    }

    /** Longest chain of predecessors per task (Kahn's order; the validator has refused cycles). */
    static int[] depths(TaskDag dag) {
        int n = dag.tasks().size();
        int[] indegree = new int[n];
        List<List<Integer>> out = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            out.add(new ArrayList<>());
        }
        for (Dependency d : dag.edges()) {
            out.get(d.from()).add(d.to());
            indegree[d.to()]++;
        }
        int[] depth = new int[n];
        java.util.ArrayDeque<Integer> ready = new java.util.ArrayDeque<>();
        for (int t = 0; t < n; t++) {
            if (indegree[t] == 0) {
                ready.add(t);
            }
        }
        while (!ready.isEmpty()) {
            int t = ready.poll();
            for (int s : out.get(t)) {
                depth[s] = Math.max(depth[s], depth[t] + 1);
                if (--indegree[s] == 0) {
                    ready.add(s);
                }
            }
        }
        return depth;
    }

    /** The task index whose box contains world point (x, y), or -1. */
    public int pick(double x, double y) {
        for (int t = 0; t < nodes.size(); t++) {
            Node node = nodes.get(t);
            if (x >= node.x() && x <= node.x() + BOX_W && y >= node.y() && y <= node.y() + BOX_H) {
                return t;
            }
        }
        return -1;
    }
}
