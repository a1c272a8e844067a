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

    /**
     * A box (top-left corner x, y): one task, or a collapsed group of {@code members} tasks (then the times span the
     * group, the slacks are its members' least, and it is critical when a member is).
     *
     * @param id      the task id, or the group's key
     * @param group   the group of the task (null when it has none), or of the collapsed group
     * @param members 1 for a task, the number of tasks of a collapsed group
     * @param task    the task index, or -1 for a collapsed group
     */
    public record Node(String id, String pair, double x, double y, double start, double end, double totalSlack,
                       double freeSlack, boolean critical, String group, int members, int task) {

        /** Whether this box stands for a collapsed group. */
        public boolean collapsed() {
            return task < 0;
        }

        /** The hover read-out: id, pair, start, end, total and free slack (least over a group's tasks). */
        public String describe() {
            if (collapsed()) {
                return String.format(Locale.ROOT, "%s  %d tasks  from %.4f ms  to %.4f ms  least total slack "
                        + "%.4f ms%s  (click to expand)", id, members, start, end, totalSlack,
                        critical ? "  (holds critical tasks)" : "");
            }
            return String.format(Locale.ROOT, "%s  %s  start %.4f ms  end %.4f ms  total slack %.4f ms  "
                    + "free slack %.4f ms%s", id, pair, start, end, totalSlack, freeSlack, critical ? "  (critical)" : "");
        }
    }

    /** A precedence between task indices, with its delay; {@code critical} when it links consecutive path tasks. */
    public record Edge(int from, int to, double delayMs, boolean critical) {
    }

    public static GraphData of(TaskDag dag, DagSolution s, Timing timing) {
        return of(dag, s, timing, Grouping.NONE, java.util.Set.of());
    }

    /**
     * The layout with tasks collapsed by {@code grouping} except the groups in {@code expanded}: a group box sits in
     * the column of its shallowest task; edges between boxes are merged (least delay kept).
     */
    public static GraphData of(TaskDag dag, DagSolution s, Timing timing, Grouping grouping,
                               java.util.Set<String> expanded) {
        return of(dag, s, timing, grouping, expanded, t -> true);
    }

    /**
     * As above, with only the tasks {@code shown} accepts (a filter by stage or pod pair): the others and their edges
     * are left out and the columns left empty close up.
     */
    public static GraphData of(TaskDag dag, DagSolution s, Timing timing, Grouping grouping,
                               java.util.Set<String> expanded, java.util.function.IntPredicate shown) {
        int n = dag.tasks().size();
        int[] depth = depths(dag);
        int[] box = new int[n];
        List<Node> nodes = new ArrayList<>();
        java.util.Map<String, Integer> groupBox = new java.util.HashMap<>();
        for (int t = 0; t < n; t++) {
            if (!shown.test(t)) {
                box[t] = -1;
                continue;
            }
            var task = dag.tasks().get(t);
            String key = grouping.key(dag, task);
            String pair = dag.pods().get(task.src()).name() + " \u2192 " + dag.pods().get(task.dst()).name();
            if (key == null || expanded.contains(key)) {
                box[t] = nodes.size();
                nodes.add(new Node(task.id(), pair, depth[t], 0, s.schedule().start()[t], s.schedule().end()[t],
                        timing.totalSlack()[t], timing.freeSlack()[t], timing.critical()[t], key, 1, t));
                continue;
            }
            Integer at = groupBox.get(key);
            if (at == null) {
                groupBox.put(key, at = nodes.size());
                nodes.add(new Node(key, "", depth[t], 0, s.schedule().start()[t], s.schedule().end()[t],
                        timing.totalSlack()[t], timing.freeSlack()[t], timing.critical()[t], key, 0, -1));
            }
            box[t] = at;
            Node g = nodes.get(at);
            nodes.set(at, new Node(key, "", Math.min(g.x(), depth[t]), 0, Math.min(g.start(), s.schedule().start()[t]),
                    Math.max(g.end(), s.schedule().end()[t]), Math.min(g.totalSlack(), timing.totalSlack()[t]),
                    Math.min(g.freeSlack(), timing.freeSlack()[t]), g.critical() || timing.critical()[t], key,
                    g.members() + 1, -1));
        }
        return place(nodes, box, dag, s, timing);
    }

    /** Columns by depth (kept in a node's x until here), rows in node order; edges merged between boxes. */
    private static GraphData place(List<Node> nodes, int[] box, TaskDag dag, DagSolution s, Timing timing) {
        int[] rowInColumn = new int[dag.tasks().size() + 1];
        int columns = 0;
        int rows = 0;
        List<Node> placed = new ArrayList<>();
        int[] column = closedUp(nodes, dag.tasks().size() + 1);
        for (Node node : nodes) {
            int col = column[(int) node.x()];
            int row = rowInColumn[col]++;
            columns = Math.max(columns, col + 1);
            rows = Math.max(rows, row + 1);
            placed.add(new Node(node.id(), node.pair(), MARGIN + col * COL, MARGIN + row * ROW, node.start(),
                    node.end(), node.totalSlack(), node.freeSlack(), node.critical(), node.group(), node.members(),
                    node.task()));
        }
        java.util.Set<Long> criticalLinks = new java.util.HashSet<>();
        for (int i = 0; i + 1 < timing.path().length; i++) {
            if (box[timing.path()[i]] < 0 || box[timing.path()[i + 1]] < 0) {
                continue;
            }
            criticalLinks.add(((long) box[timing.path()[i]] << 32) | box[timing.path()[i + 1]]);
        }
        java.util.Map<Long, Edge> merged = new java.util.LinkedHashMap<>();
        for (Dependency d : dag.edges()) {
            int a = box[d.from()];
            int b = box[d.to()];
            if (a == b || a < 0 || b < 0) {
                continue;
            }
            long key = ((long) a << 32) | b;
            Edge e = new Edge(a, b, d.delayMs(), criticalLinks.contains(key));
            merged.merge(key, e, (x, y) -> x.delayMs() <= y.delayMs() ? x : y);
        }
        return new GraphData(placed, List.copyOf(merged.values()), s.schedule().makespan(),
                2 * MARGIN + Math.max(0, columns - 1) * COL + BOX_W, 2 * MARGIN + Math.max(0, rows - 1) * ROW + BOX_H);
    }

    /** Per depth, its column once the depths no node uses are dropped. */
    private static int[] closedUp(List<Node> nodes, int depths) {
        boolean[] used = new boolean[depths];
        for (Node node : nodes) {
            used[(int) node.x()] = true;
        }
        int[] column = new int[depths];
        int next = 0;
        for (int d = 0; d < depths; d++) {
            column[d] = next;
            next += used[d] ? 1 : 0;
        }
        return column;
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

    /** The smallest scale at which the DAG canvas draws box labels (level of detail, as {@code DagGraph}). */
    public static final double LABEL_SCALE = 9 / BOX_H;

    /**
     * A framing a reader can read, from {@code fit} (the whole graph fitted in the canvas): {@code fit} itself when the
     * box labels show at its scale; otherwise the larger of the label scale and the height fit (at most 1), with the
     * graph's left edge (the first columns: the first stages and micro-batches) at the canvas's left and the graph
     * centred vertically when it fits, else its top at the top; the rest is a pan or a zoom out away.
     */
    public com.lightwire.figure.Viewport readableFrame(com.lightwire.figure.Viewport fit) {
        if (fit.scale() >= LABEL_SCALE) {
            return fit;
        }
        double pad = 8;
        double heightFit = (fit.height() - 2 * pad) / Math.max(1e-9, height);
        double scale = Math.min(1, Math.max(LABEL_SCALE, heightFit));
        double top = height * scale <= fit.height() - 2 * pad ? (fit.height() - height * scale) / 2 : pad;
        return new com.lightwire.figure.Viewport(scale, pad, top, fit.width(), fit.height());
    }

    /** The box index (a task's index when nothing is collapsed) whose box contains world point (x, y), or -1. */
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
