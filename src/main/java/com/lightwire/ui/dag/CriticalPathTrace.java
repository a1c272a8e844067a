package com.lightwire.ui.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.dag.DagGraph;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.ui.common.Animated;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * A DAG's critical path traced task by task, for a deck step (issue 15): the DAG canvas with no path marked, then
 * the critical boxes in time order, each phase marking one more box (several on long paths: at most
 * {@value #MAX_PHASES} phases) and the critical edges between the boxes marked so far, the newest box outlined; the
 * last phase is the canvas as the view draws it. Drawn from the layout the view already holds.
 */
final class CriticalPathTrace implements Animated.Animation {

    /** Most phases a path is traced in. */
    static final int MAX_PHASES = 48;

    private final GraphData data;
    private final Palette palette;
    private final double cursor;
    private final int[] path;
    private final int[] rank;
    private final int per;
    private final int steps;

    private CriticalPathTrace(GraphData data, Palette palette, double cursor, int[] path) {
        this.data = data;
        this.palette = palette;
        this.cursor = cursor;
        this.path = path;
        this.rank = new int[data.nodes().size()];
        java.util.Arrays.fill(rank, Integer.MAX_VALUE);
        for (int k = 0; k < path.length; k++) {
            rank[path[k]] = k;
        }
        this.per = (path.length + MAX_PHASES - 1) / MAX_PHASES;
        this.steps = (path.length + per - 1) / per;
    }

    /**
     * The trace of the critical boxes of {@code data}, ending at the canvas with its time {@code cursor} (NaN: none);
     * empty when it has none (or no layout yet).
     */
    static Optional<Animated.Animation> of(GraphData data, Palette palette, double cursor) {
        if (data == null) {
            return Optional.empty();
        }
        int[] path = IntStream.range(0, data.nodes().size()).filter(t -> data.nodes().get(t).critical()).boxed()
                .sorted(Comparator.comparingDouble((Integer t) -> data.nodes().get(t).start())
                        .thenComparingDouble(t -> data.nodes().get(t).end()))
                .mapToInt(Integer::intValue).toArray();
        return path.length == 0 ? Optional.empty() : Optional.of(new CriticalPathTrace(data, palette, cursor, path));
    }

    @Override
    public int phases() {
        return steps + 2;
    }

    /** Critical boxes marked at phase {@code phase}. */
    int tracedAt(int phase) {
        return Math.min(path.length, phase * per);
    }

    @Override
    public Figure frame(int phase) {
        if (phase >= phases() - 1) {
            return new DagGraph(data, palette, -1, cursor);
        }
        int traced = tracedAt(phase);
        return new DagGraph(traced(traced), palette, traced == 0 ? -1 : path[traced - 1]);
    }

    /** The layout with only the first {@code count} critical boxes, and the critical edges between them, marked. */
    private GraphData traced(int count) {
        List<GraphData.Node> nodes = new ArrayList<>(data.nodes().size());
        for (int t = 0; t < data.nodes().size(); t++) {
            GraphData.Node n = data.nodes().get(t);
            nodes.add(new GraphData.Node(n.id(), n.pair(), n.x(), n.y(), n.start(), n.end(), n.totalSlack(),
                    n.freeSlack(), rank[t] < count, n.group(), n.members(), n.task()));
        }
        List<GraphData.Edge> edges = data.edges().stream().map(e -> new GraphData.Edge(e.from(), e.to(), e.delayMs(),
                e.critical() && rank[e.from()] < count && rank[e.to()] < count)).toList();
        return new GraphData(nodes, edges, data.makespan(), data.width(), data.height());
    }

    @Override
    public String describe(int phase) {
        if (phase == 0) {
            return String.format(Locale.ROOT, "The task DAG: %d boxes, makespan %.4g ms; its critical path has %d",
                    data.nodes().size(), data.makespan(), path.length);
        }
        if (phase >= phases() - 1) {
            return String.format(Locale.ROOT, "The critical path: %d boxes with no slack, makespan %.4g ms",
                    path.length, data.makespan());
        }
        int traced = tracedAt(phase);
        GraphData.Node n = data.nodes().get(path[traced - 1]);
        return String.format(Locale.ROOT, "Critical %d of %d: %s%s, %.4g to %.4g ms", traced, path.length, n.id(),
                n.pair() == null || n.pair().isEmpty() ? "" : " on " + n.pair(), n.start(), n.end());
    }
}
