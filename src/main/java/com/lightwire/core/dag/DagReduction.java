package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reduces a full DAG to its inter-pod tasks (DELTA §2.1, digest §2.2 "Reduction algorithm"): a virtual source m0
 * precedes every source; for every inter-pod task u (and m0) the longest intra-pod path to each inter-pod task v it
 * reaches without passing another becomes the edge {@code (u, v, delta)}; edges from m0 become release times; the
 * longest intra-pod path from u to a sink becomes u's tail. The optional exact clean-up drops an edge when another
 * path of at least two edges has at least its delay plus the minimum durations of the tasks on it (every task lasts
 * at least {@code V / (F B)}, so no constraint changes; ADR 0025). Sets of (source, distance) pairs flow forward in
 * topological order, so the raw step is O(sum of set sizes); the pruned raw step drops dominated entries on the way
 * (near-linear on pipelines); the clean-up is a longest-path sweep from each node over the window up to its farthest
 * successor.
 */
public final class DagReduction {

    /** The virtual source's index in {@link Reduced#from}: -1. */
    public static final int SOURCE = -1;

    /**
     * The reduced graph over the full DAG's inter-pod nodes.
     *
     * @param taskNodes full-DAG node of each task, in full-DAG node order
     * @param from      edge tails as task indices ({@link #SOURCE} for m0)
     * @param to        edge heads as task indices
     * @param delay     edge delays
     * @param tail      trailing intra-pod work per task
     * @param rawEdges  edges before clean-up (release edges included)
     * @param sourceTail the longest intra-pod path from m0 to a sink that meets no inter-pod task (a lower bound
     *                   on the iteration time that no allocation changes)
     */
    public record Reduced(int[] taskNodes, int[] from, int[] to, double[] delay, double[] tail, int rawEdges,
                          double sourceTail) {
        /** Edges including the release edges from m0. */
        public int edgeCount() {
            return from.length;
        }
    }

    private DagReduction() {
    }

    /**
     * Reduces {@code dag}.
     *
     * @param cleanup drop dominated edges
     * @param pruned  skip GPU-order edges covered by a blocking send and drop dominated entries while reducing (same
     *                result after clean-up, far fewer raw edges: near-linear instead of O(n^2) per pod); false gives
     *                the literal reduction of the digest
     */
    public static Reduced reduce(FullDag dag, boolean cleanup, boolean pruned, SolveMonitor monitor) {
        int n = dag.nodeCount();
        int[] taskOf = new int[n];
        List<Integer> nodes = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            taskOf[v] = dag.inter[v] ? nodes.size() : -2;
            if (dag.inter[v]) {
                nodes.add(v);
            }
        }
        int[] taskNodes = nodes.stream().mapToInt(Integer::intValue).toArray();
        int[] order = dag.topologicalOrder();
        RawReduction step = new RawReduction(dag, taskOf, taskNodes.length, pruned);
        Raw raw = step.run(order, monitor);
        int rawCount = raw.from.length;
        if (cleanup) {
            double[] tau = new double[taskNodes.length];
            for (int t = 0; t < tau.length; t++) {
                tau[t] = dag.duration[taskNodes[t]];
            }
            raw = Cleanup.run(raw, taskNodes.length, rank(dag, order, taskOf), tau, monitor);
        }
        return new Reduced(taskNodes, raw.from, raw.to, raw.delay, raw.tail, rawCount, step.sourceTail);
    }

    /** Position of each task among the tasks in the full DAG's topological order (m0 has rank 0). */
    private static int[] rank(FullDag dag, int[] order, int[] taskOf) {
        int[] rank = new int[dag.interPodCount()];
        int r = 0;
        for (int v : order) {
            if (dag.inter[v]) {
                rank[taskOf[v]] = ++r;
            }
        }
        return rank;
    }

    /** Edges sorted by (from, to); tails per task. */
    record Raw(int[] from, int[] to, double[] delay, double[] tail) {
    }

    /** Sorts edges by (from, to) for byte-stable output. */
    static Raw sorted(int[] from, int[] to, double[] delay, double[] tail) {
        Integer[] idx = new Integer[from.length];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (a, b) -> from[a] != from[b] ? Integer.compare(from[a], from[b])
                : Integer.compare(to[a], to[b]));
        int[] f = new int[idx.length];
        int[] t = new int[idx.length];
        double[] d = new double[idx.length];
        for (int i = 0; i < idx.length; i++) {
            f[i] = from[idx[i]];
            t[i] = to[idx[i]];
            d[i] = delay[idx[i]];
        }
        return new Raw(f, t, d, tail);
    }
}
