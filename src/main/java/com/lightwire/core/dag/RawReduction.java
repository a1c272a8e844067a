package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Arrays;

/**
 * The raw step of {@link DagReduction}: sorted (source, distance) sets flow forward in topological order; a set is
 * dropped once all its node's successors have read it.
 */
final class RawReduction {

    private static final int M0 = DagReduction.SOURCE;

    private final FullDag dag;
    private final int[] taskOf;
    private final int tasks;
    private final boolean skipImplied;
    private final int[][] setIds;
    private final double[][] setDist;
    private int[] from = new int[16];
    private int[] to = new int[16];
    private double[] delay = new double[16];
    private int edges;
    /** The longest intra-pod path from m0 to a sink that meets no inter-pod task. */
    double sourceTail;

    RawReduction(FullDag dag, int[] taskOf, int tasks, boolean skipImplied) {
        this.dag = dag;
        this.taskOf = taskOf;
        this.tasks = tasks;
        this.skipImplied = skipImplied;
        this.setIds = new int[dag.nodeCount()][];
        this.setDist = new double[dag.nodeCount()][];
    }

    DagReduction.Raw run(SolveMonitor monitor) {
        int n = dag.nodeCount();
        int[][] preds = predecessors();
        int[] remaining = new int[n];
        for (int[] ps : preds) {
            for (int p : ps) {
                remaining[p]++;
            }
        }
        double[] tail = new double[tasks];
        int[] order = dag.topologicalOrder();
        for (int k = 0; k < order.length; k++) {
            if ((k & 0xFFFF) == 0) {
                monitor.checkCancelled();
                monitor.progress((double) k / order.length, "reducing the DAG");
            }
            int v = order[k];
            Merge merged = merge(v, preds[v]);
            if (dag.inter[v]) {
                for (int i = 0; i < merged.size; i++) {
                    addEdge(merged.ids[i], taskOf[v], merged.dist[i]);
                }
                setIds[v] = new int[] {taskOf[v]};
                setDist[v] = new double[] {0};
            } else {
                for (int i = 0; i < merged.size; i++) {
                    merged.dist[i] += dag.duration[v];
                }
                setIds[v] = Arrays.copyOf(merged.ids, merged.size);
                setDist[v] = Arrays.copyOf(merged.dist, merged.size);
                if (remaining[v] == 0) {
                    for (int i = 0; i < merged.size; i++) {
                        if (merged.ids[i] != M0) {
                            tail[merged.ids[i]] = Math.max(tail[merged.ids[i]], merged.dist[i]);
                        } else {
                            sourceTail = Math.max(sourceTail, merged.dist[i]);
                        }
                    }
                }
            }
            for (int p : preds[v]) {
                if (--remaining[p] == 0) {
                    setIds[p] = null;
                    setDist[p] = null;
                }
            }
        }
        return DagReduction.sorted(Arrays.copyOf(from, edges), Arrays.copyOf(to, edges), Arrays.copyOf(delay, edges),
                tail);
    }

    /** Predecessor lists over the edges the reduction follows. */
    private int[][] predecessors() {
        int n = dag.nodeCount();
        int[] deg = new int[n];
        for (int e = 0; e < dag.edgeCount(); e++) {
            if (!(skipImplied && dag.implied[e])) {
                deg[dag.edgeTo[e]]++;
            }
        }
        int[][] preds = new int[n][];
        for (int v = 0; v < n; v++) {
            preds[v] = new int[deg[v]];
        }
        Arrays.fill(deg, 0);
        for (int e = 0; e < dag.edgeCount(); e++) {
            if (!(skipImplied && dag.implied[e])) {
                int t = dag.edgeTo[e];
                preds[t][deg[t]++] = dag.edgeFrom[e];
            }
        }
        return preds;
    }

    /** A merged set: ids ascending, max distance per id. */
    private static final class Merge {
        int[] ids;
        double[] dist;
        int size;
    }

    private Merge merge(int v, int[] preds) {
        Merge m = new Merge();
        if (preds.length == 0) {
            m.ids = new int[] {M0};
            m.dist = new double[] {0};
            m.size = 1;
            return m;
        }
        int total = 0;
        for (int p : preds) {
            total += setIds[p].length;
        }
        m.ids = new int[total];
        m.dist = new double[total];
        for (int p : preds) {
            for (int i = 0; i < setIds[p].length; i++) {
                m.ids[m.size] = setIds[p][i];
                m.dist[m.size++] = setDist[p][i];
            }
        }
        if (preds.length > 1) {
            dedupe(m);
        }
        return m;
    }

    /** Sorts by id and keeps the largest distance per id. */
    private static void dedupe(Merge m) {
        long[] keyed = new long[m.size];
        for (int i = 0; i < m.size; i++) {
            keyed[i] = ((long) m.ids[i] << 32) | i;
        }
        Arrays.sort(keyed);
        int[] ids = new int[m.size];
        double[] dist = new double[m.size];
        int k = -1;
        for (long key : keyed) {
            int id = (int) (key >> 32);
            double d = m.dist[(int) key];
            if (k >= 0 && ids[k] == id) {
                dist[k] = Math.max(dist[k], d);
            } else {
                ids[++k] = id;
                dist[k] = d;
            }
        }
        m.ids = ids;
        m.dist = dist;
        m.size = k + 1;
    }

    private void addEdge(int u, int v, double d) {
        if (edges == from.length) {
            from = Arrays.copyOf(from, edges * 2);
            to = Arrays.copyOf(to, edges * 2);
            delay = Arrays.copyOf(delay, edges * 2);
        }
        from[edges] = u;
        to[edges] = v;
        delay[edges] = d;
        edges++;
    }
}
