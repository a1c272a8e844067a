package com.lightwire.core.dag;

import java.util.Random;

/**
 * The domain-adapted operators of DELTA-Fast (§3.7): Alg. 5 FeasibleRandomInit (pairs in a shuffled order, each
 * drawing from {@code [1, limit]} so that every later pair of its pods still gets a port), Alg. 6 RepairTopo (clip to
 * {@code [1, Xbar]}, then take circuits from random pairs of random overloaded pods), uniform crossover and per-gene
 * mutation ({@code 1/|E|}: plus or minus 1 or 2, or a fresh value). All randomness comes from the caller's
 * {@link Random}. O(|E| + P) per call (repair: per removed circuit).
 */
final class GaOperators {

    private final int[] pairA;
    private final int[] pairB;
    private final int[] ports;
    private final int[] xbar;
    private final int pods;

    GaOperators(int[] pairA, int[] pairB, int[] ports, int[] xbar) {
        this.pairA = pairA;
        this.pairB = pairB;
        this.ports = ports;
        this.xbar = xbar;
        this.pods = ports.length;
    }

    static GaOperators of(DagIndex ix, int[] xbar) {
        int[] ports = new int[ix.pods];
        for (int p = 0; p < ix.pods; p++) {
            ports[p] = ix.dag.pods().get(p).ports();
        }
        return new GaOperators(ix.pairA, ix.pairB, ports, xbar);
    }

    /** Alg. 5 with the pair order shuffled. */
    int[] feasibleRandomInit(Random rnd) {
        int e = pairA.length;
        int[] order = new int[e];
        for (int i = 0; i < e; i++) {
            order[i] = i;
        }
        for (int i = e - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int tmp = order[i];
            order[i] = order[j];
            order[j] = tmp;
        }
        return feasibleRandomInit(order, rnd);
    }

    /** Alg. 5 over the pairs in {@code order}. */
    int[] feasibleRandomInit(int[] order, Random rnd) {
        int[] used = new int[pods];
        int[] deg = new int[pods];
        for (int p = 0; p < pairA.length; p++) {
            deg[pairA[p]]++;
            deg[pairB[p]]++;
        }
        int[] x = new int[pairA.length];
        for (int p : order) {
            int u = pairA[p];
            int v = pairB[p];
            deg[u]--;
            deg[v]--;
            int limit = Math.min(Math.min(ports[u] - used[u] - deg[u], ports[v] - used[v] - deg[v]), xbar[p]);
            limit = Math.max(1, limit);
            x[p] = 1 + rnd.nextInt(limit);
            used[u] += x[p];
            used[v] += x[p];
        }
        return x;
    }

    /** Alg. 6 in place; true when every pod is within its ports afterwards. */
    boolean repair(int[] x, Random rnd) {
        int[] used = new int[pods];
        for (int p = 0; p < x.length; p++) {
            x[p] = Math.max(1, Math.min(x[p], xbar[p]));
            used[pairA[p]] += x[p];
            used[pairB[p]] += x[p];
        }
        int[] over = new int[pods];
        int[] candidates = new int[x.length];
        while (true) {
            int overloaded = 0;
            for (int p = 0; p < pods; p++) {
                if (used[p] > ports[p]) {
                    over[overloaded++] = p;
                }
            }
            if (overloaded == 0) {
                return true;
            }
            int pod = over[rnd.nextInt(overloaded)];
            int count = 0;
            for (int p = 0; p < x.length; p++) {
                if ((pairA[p] == pod || pairB[p] == pod) && x[p] > 1) {
                    candidates[count++] = p;
                }
            }
            if (count == 0) {
                return false;
            }
            int e = candidates[rnd.nextInt(count)];
            x[e]--;
            used[pairA[e]]--;
            used[pairB[e]]--;
        }
    }

    int[] crossover(int[] a, int[] b, Random rnd) {
        int[] child = new int[a.length];
        for (int i = 0; i < a.length; i++) {
            child[i] = rnd.nextBoolean() ? a[i] : b[i];
        }
        return child;
    }

    void mutate(int[] x, Random rnd) {
        for (int i = 0; i < x.length; i++) {
            if (rnd.nextInt(x.length) == 0) {
                int kind = rnd.nextInt(3);
                if (kind == 2) {
                    x[i] = 1 + rnd.nextInt(Math.max(1, xbar[i]));
                } else {
                    int step = 1 + kind;
                    x[i] += rnd.nextBoolean() ? step : -step;
                }
            }
        }
    }
}
