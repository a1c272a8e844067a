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

    private final int[][] pairPods;
    private final int[][] pairMult;
    private final int[] weight;
    private final int[] ports;
    private final int[] xbar;
    private final int pods;

    /**
     * @param pairPods per gene, the pods its circuits use ports at
     * @param pairMult per gene, the ports used at each of those pods per circuit
     * @param weight   per gene, the circuits one unit stands for (the secondary fitness key)
     * @param ports    {@code U_p}
     * @param xbar     per gene, the largest useful count
     */
    GaOperators(int[][] pairPods, int[][] pairMult, int[] weight, int[] ports, int[] xbar) {
        this.pairPods = pairPods;
        this.pairMult = pairMult;
        this.weight = weight;
        this.ports = ports;
        this.xbar = xbar;
        this.pods = ports.length;
    }

    /** Plain unordered pairs (one port at each end per circuit). */
    GaOperators(int[] pairA, int[] pairB, int[] ports, int[] xbar) {
        this(plainPods(pairA, pairB), plainMult(pairA.length), ones(pairA.length), ports, xbar);
    }

    static GaOperators of(DagIndex ix, int[] xbar) {
        int[] ports = new int[ix.pods];
        for (int p = 0; p < ix.pods; p++) {
            ports[p] = ix.dag.pods().get(p).ports();
        }
        return new GaOperators(ix.portPods, ix.portMult, ix.pairWeight, ports, xbar);
    }

    private static int[][] plainPods(int[] a, int[] b) {
        int[][] out = new int[a.length][];
        for (int p = 0; p < a.length; p++) {
            out[p] = new int[] {a[p], b[p]};
        }
        return out;
    }

    private static int[][] plainMult(int n) {
        int[][] out = new int[n][];
        for (int p = 0; p < n; p++) {
            out[p] = new int[] {1, 1};
        }
        return out;
    }

    private static int[] ones(int n) {
        int[] out = new int[n];
        java.util.Arrays.fill(out, 1);
        return out;
    }

    /** Circuits of the full DAG that {@code x} stands for (the secondary fitness key). */
    long circuits(int[] x) {
        long sum = 0;
        for (int p = 0; p < x.length; p++) {
            sum += (long) weight[p] * x[p];
        }
        return sum;
    }

    /** Alg. 5 with the pair order shuffled. */
    int[] feasibleRandomInit(Random rnd) {
        int e = pairPods.length;
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
        for (int p = 0; p < pairPods.length; p++) {
            add(deg, p, 1);
        }
        int[] x = new int[pairPods.length];
        for (int p : order) {
            add(deg, p, -1);
            int limit = xbar[p];
            for (int i = 0; i < pairPods[p].length; i++) {
                int u = pairPods[p][i];
                limit = Math.min(limit, (ports[u] - used[u] - deg[u]) / pairMult[p][i]);
            }
            limit = Math.max(1, limit);
            x[p] = 1 + rnd.nextInt(limit);
            add(used, p, x[p]);
        }
        return x;
    }

    /** Alg. 6 in place; true when every pod is within its ports afterwards. */
    boolean repair(int[] x, Random rnd) {
        int[] used = new int[pods];
        for (int p = 0; p < x.length; p++) {
            x[p] = Math.max(1, Math.min(x[p], xbar[p]));
            add(used, p, x[p]);
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
                if (touches(p, pod) && x[p] > 1) {
                    candidates[count++] = p;
                }
            }
            if (count == 0) {
                return false;
            }
            int e = candidates[rnd.nextInt(count)];
            x[e]--;
            add(used, e, -1);
        }
    }

    /** Adds {@code circuits} of gene {@code p} to the per-pod port use. */
    private void add(int[] used, int p, int circuits) {
        for (int i = 0; i < pairPods[p].length; i++) {
            used[pairPods[p][i]] += circuits * pairMult[p][i];
        }
    }

    private boolean touches(int p, int pod) {
        for (int u : pairPods[p]) {
            if (u == pod) {
                return true;
            }
        }
        return false;
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
