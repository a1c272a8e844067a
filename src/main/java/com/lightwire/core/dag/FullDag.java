package com.lightwire.core.dag;

import java.util.Arrays;

/**
 * The complete computation-communication DAG of one iteration (DELTA §2.1, paper Fig. 3a) in int arrays: compute
 * blocks and transfers with their durations, and edges. A transfer between two pods is an inter-pod task (its
 * duration depends on the topology); every other node is intra-pod work with a fixed duration. Edges marked
 * {@link #implied} are GPU-order edges that a blocking send already covers (block, send, next block), so they change
 * no longest path; the reduction may skip them (ADR 0024).
 */
public final class FullDag {

    /** Node kinds. */
    public enum Kind { FORWARD, BACKWARD, PP_FORWARD, PP_BACKWARD, DP }

    final String[] names;
    final Kind[] kinds;
    final double[] duration;
    final boolean[] inter;
    final int[] srcPod;
    final int[] dstPod;
    final double[] volume;
    final int[][] srcGpus;
    final int[][] dstGpus;
    final int[] edgeFrom;
    final int[] edgeTo;
    final boolean[] implied;

    FullDag(String[] names, Kind[] kinds, double[] duration, boolean[] inter, int[] srcPod, int[] dstPod,
            double[] volume, int[][] srcGpus, int[][] dstGpus, int[] edgeFrom, int[] edgeTo, boolean[] implied) {
        this.names = names;
        this.kinds = kinds;
        this.duration = duration;
        this.inter = inter;
        this.srcPod = srcPod;
        this.dstPod = dstPod;
        this.volume = volume;
        this.srcGpus = srcGpus;
        this.dstGpus = dstGpus;
        this.edgeFrom = edgeFrom;
        this.edgeTo = edgeTo;
        this.implied = implied;
    }

    public int nodeCount() {
        return names.length;
    }

    public int edgeCount() {
        return edgeFrom.length;
    }

    public String name(int node) {
        return names[node];
    }

    public Kind kind(int node) {
        return kinds[node];
    }

    /** The fixed duration of intra-pod node; for an inter-pod task, its duration at the NIC limit. */
    public double duration(int node) {
        return duration[node];
    }

    public boolean isInterPod(int node) {
        return inter[node];
    }

    public int edgeFrom(int e) {
        return edgeFrom[e];
    }

    public int edgeTo(int e) {
        return edgeTo[e];
    }

    /** Inter-pod tasks of the DAG. */
    public int interPodCount() {
        int c = 0;
        for (boolean b : inter) {
            c += b ? 1 : 0;
        }
        return c;
    }

    /**
     * The makespan with every inter-pod task taking {@code taskDuration[node]} (other entries ignored) and no
     * contention: the longest path, ASAP. O(V + E).
     */
    public double longestPath(double[] taskDuration) {
        int n = names.length;
        int[] order = topologicalOrder();
        int[][] out = adjacency();
        double[] finish = new double[n];
        double[] start = new double[n];
        double makespan = 0;
        for (int v : order) {
            finish[v] = start[v] + (inter[v] ? taskDuration[v] : duration[v]);
            makespan = Math.max(makespan, finish[v]);
            for (int w : out[v]) {
                start[w] = Math.max(start[w], finish[v]);
            }
        }
        return makespan;
    }

    /** Kahn's order over all edges (ties by node index, so it is deterministic). */
    int[] topologicalOrder() {
        int n = names.length;
        int[] indeg = new int[n];
        for (int t : edgeTo) {
            indeg[t]++;
        }
        int[][] out = adjacency();
        int[] order = new int[n];
        int head = 0;
        int tail = 0;
        for (int v = 0; v < n; v++) {
            if (indeg[v] == 0) {
                order[tail++] = v;
            }
        }
        while (head < tail) {
            int v = order[head++];
            for (int w : out[v]) {
                if (--indeg[w] == 0) {
                    order[tail++] = w;
                }
            }
        }
        if (tail != n) {
            throw new IllegalStateException("the full DAG has a cycle");
        }
        return order;
    }

    /** Successor lists (all edges). */
    int[][] adjacency() {
        int n = names.length;
        int[] deg = new int[n];
        for (int f : edgeFrom) {
            deg[f]++;
        }
        int[][] out = new int[n][];
        for (int v = 0; v < n; v++) {
            out[v] = new int[deg[v]];
        }
        Arrays.fill(deg, 0);
        for (int e = 0; e < edgeFrom.length; e++) {
            out[edgeFrom[e]][deg[edgeFrom[e]]++] = edgeTo[e];
        }
        return out;
    }
}
