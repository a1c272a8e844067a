package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Arrays;

/**
 * The raw step of {@link DagReduction}: sets of (source, distance) entries flow forward in topological order; a set is
 * dropped once all its node's successors have read it. In pruned mode an entry also carries the longest path from its
 * source that passes another inter-pod task (counted at its NIC-limited minimum duration); when that path is at least
 * as long as the intra-pod one, the intra-pod distance is dominated (every task lasts at least its minimum, so the
 * edge it would give is implied by the chain) and dropped. An entry left with only the dominating path is followed
 * for {@link #AGE} more nodes (it can still dominate a copy of its source arriving along another branch), then
 * forgotten. Dropping entries only removes dominated edges, so the clean-up ends with the same DAG; without it a pod
 * holding more than two stages of a pipeline gives O(n^2) edges per pod (ADR 0025).
 */
final class RawReduction {

    private static final int M0 = DagReduction.SOURCE;
    /** Nodes an entry with only a dominating path is followed through. */
    static final int AGE = 8;
    private static final double NONE = Double.NEGATIVE_INFINITY;

    private final FullDag dag;
    private final int[] taskOf;
    private final int tasks;
    private final boolean pruned;
    private final Entries[] sets;
    private int[] from = new int[16];
    private int[] to = new int[16];
    private double[] delay = new double[16];
    private int edges;
    /** The longest intra-pod path from m0 to a sink that meets no inter-pod task. */
    double sourceTail;

    RawReduction(FullDag dag, int[] taskOf, int tasks, boolean pruned) {
        this.dag = dag;
        this.taskOf = taskOf;
        this.tasks = tasks;
        this.pruned = pruned;
        this.sets = new Entries[dag.nodeCount()];
    }

    /** A set: ascending ids; the intra-pod distance (NONE when dominated), the dominating distance, its age. */
    private static final class Entries {
        int[] ids;
        double[] dist;
        double[] via;
        int[] hops;
        int size;

        Entries(int capacity) {
            ids = new int[capacity];
            dist = new double[capacity];
            via = new double[capacity];
            hops = new int[capacity];
        }

        void add(int id, double d, double v, int h) {
            ids[size] = id;
            dist[size] = d;
            via[size] = v;
            hops[size++] = h;
        }
    }

    DagReduction.Raw run(int[] order, SolveMonitor monitor) {
        int n = dag.nodeCount();
        int[][] preds = predecessors();
        int[] remaining = new int[n];
        for (int[] ps : preds) {
            for (int p : ps) {
                remaining[p]++;
            }
        }
        double[] tail = new double[tasks];
        for (int k = 0; k < order.length; k++) {
            if ((k & 0xFFFF) == 0) {
                monitor.checkCancelled();
                monitor.progress((double) k / order.length, "reducing the DAG");
            }
            int v = order[k];
            Entries merged = merge(preds[v]);
            sets[v] = dag.inter[v] ? throughTask(v, merged) : throughWork(v, merged, remaining[v] == 0, tail);
            for (int p : preds[v]) {
                if (--remaining[p] == 0) {
                    sets[p] = null;
                }
            }
        }
        return DagReduction.sorted(Arrays.copyOf(from, edges), Arrays.copyOf(to, edges), Arrays.copyOf(delay, edges),
                tail);
    }

    /** An inter-pod task: an edge from every undominated source; its own set starts, dominating paths go on. */
    private Entries throughTask(int v, Entries in) {
        int self = taskOf[v];
        Entries out = new Entries(1 + (pruned ? in.size : 0));
        boolean placed = false;
        for (int i = 0; i < in.size; i++) {
            if (in.dist[i] != NONE) {
                addEdge(in.ids[i], self, in.dist[i]);
            }
            if (!placed && in.ids[i] > self) {
                out.add(self, 0, NONE, 0);
                placed = true;
            }
            if (pruned && in.hops[i] < AGE) {
                out.add(in.ids[i], NONE, Math.max(in.dist[i], in.via[i]) + dag.duration[v], in.hops[i] + 1);
            }
        }
        if (!placed) {
            out.add(self, 0, NONE, 0);
        }
        return out;
    }

    /** Intra-pod work: distances grow by its duration; dominated ones drop; a sink closes the tails. */
    private Entries throughWork(int v, Entries in, boolean sink, double[] tail) {
        Entries out = new Entries(in.size);
        for (int i = 0; i < in.size; i++) {
            double d = in.dist[i] + dag.duration[v];
            double via = in.via[i] + dag.duration[v];
            if (via >= d - Cleanup.EPS * Math.max(1, Math.abs(d))) {
                d = NONE;
            }
            int age = d == NONE ? in.hops[i] + 1 : 0;
            if (d == NONE && (via == NONE || age > AGE)) {
                continue;
            }
            out.add(in.ids[i], d, via, age);
            if (sink && d != NONE) {
                if (in.ids[i] != M0) {
                    tail[in.ids[i]] = Math.max(tail[in.ids[i]], d);
                } else {
                    sourceTail = Math.max(sourceTail, d);
                }
            }
        }
        return out;
    }

    /** Predecessor lists over the edges the reduction follows (pruned mode skips implied GPU-order edges). */
    private int[][] predecessors() {
        int n = dag.nodeCount();
        int[] deg = new int[n];
        for (int e = 0; e < dag.edgeCount(); e++) {
            if (!(pruned && dag.implied[e])) {
                deg[dag.edgeTo[e]]++;
            }
        }
        int[][] preds = new int[n][];
        for (int v = 0; v < n; v++) {
            preds[v] = new int[deg[v]];
        }
        Arrays.fill(deg, 0);
        for (int e = 0; e < dag.edgeCount(); e++) {
            if (!(pruned && dag.implied[e])) {
                int t = dag.edgeTo[e];
                preds[t][deg[t]++] = dag.edgeFrom[e];
            }
        }
        return preds;
    }

    /** The union of the predecessors' sets (each sorted by id): largest distances, youngest age per id. */
    private Entries merge(int[] preds) {
        if (preds.length == 0) {
            Entries m = new Entries(1);
            m.add(M0, 0, NONE, 0);
            return m;
        }
        Entries m = sets[preds[0]];
        for (int k = 1; k < preds.length; k++) {
            m = union(m, sets[preds[k]]);
        }
        return m;
    }

    private static Entries union(Entries a, Entries b) {
        Entries out = new Entries(a.size + b.size);
        int i = 0;
        int j = 0;
        while (i < a.size || j < b.size) {
            if (j == b.size || i < a.size && a.ids[i] < b.ids[j]) {
                out.add(a.ids[i], a.dist[i], a.via[i], a.hops[i]);
                i++;
            } else if (i == a.size || b.ids[j] < a.ids[i]) {
                out.add(b.ids[j], b.dist[j], b.via[j], b.hops[j]);
                j++;
            } else {
                out.add(a.ids[i], Math.max(a.dist[i], b.dist[j]), Math.max(a.via[i], b.via[j]),
                        Math.min(a.hops[i], b.hops[j]));
                i++;
                j++;
            }
        }
        return out;
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
