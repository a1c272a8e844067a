package com.lightwire.core.dag;

import com.lightwire.model.dag.Allocation;

/**
 * The traffic-matrix baselines of DELTA §3.10 with the digest's concrete rules: demands {@code D_ij = T_ij + T_ji}
 * (MB per iteration) per active unordered pair; every active pair first gets one circuit; ties break by lowest pair.
 * Prop-Alloc (SiP-ML) sizes by volume, Sqrt-Alloc by its square root, both {@code x = max(1, floor(lambda w))} with
 * {@code lambda = min_p U_p / sum_j w_pj}, then one more circuit at a time to the largest positive remainder whose
 * pods have free ports; Iter-Halve (TopoOpt) gives one circuit at a time to the heaviest pair with free ports at both
 * ends and halves its weight. O(P^2 + circuits x pairs). Callers check feasibility first
 * ({@link PortFeasibility#infeasibility}).
 */
public final class TrafficBaselines {

    private TrafficBaselines() {
    }

    /** Demand per active pair. */
    static double[] demand(DagIndex ix) {
        double[] d = new double[ix.pairCount()];
        for (int t = 0; t < ix.tasks; t++) {
            d[ix.pairOf[t]] += ix.volume[t];
        }
        return d;
    }

    public static Allocation proportional(DagIndex ix) {
        return scaled(ix, demand(ix));
    }

    public static Allocation squareRoot(DagIndex ix) {
        double[] d = demand(ix);
        for (int p = 0; p < d.length; p++) {
            d[p] = Math.sqrt(d[p]);
        }
        return scaled(ix, d);
    }

    /** Prop/Sqrt with explicit weights (tests use the digest's V11 demands). */
    static Allocation scaled(DagIndex ix, double[] w) {
        int[] ports = ports(ix);
        double[] perPod = new double[ix.pods];
        for (int p = 0; p < w.length; p++) {
            perPod[ix.pairA[p]] += w[p];
            perPod[ix.pairB[p]] += w[p];
        }
        double lambda = Double.POSITIVE_INFINITY;
        for (int p = 0; p < ix.pods; p++) {
            if (perPod[p] > 0) {
                lambda = Math.min(lambda, ports[p] / perPod[p]);
            }
        }
        double[] target = new double[w.length];
        int[] x = new int[w.length];
        int[] used = new int[ix.pods];
        for (int p = 0; p < w.length; p++) {
            target[p] = lambda * w[p];
            x[p] = Math.max(1, (int) Math.floor(target[p] + 1e-12));
            used[ix.pairA[p]] += x[p];
            used[ix.pairB[p]] += x[p];
        }
        while (true) {
            int best = -1;
            for (int p = 0; p < w.length; p++) {
                if (target[p] - x[p] > 1e-12 && free(ix, used, ports, p)
                        && (best < 0 || target[p] - x[p] > target[best] - x[best] + 1e-12)) {
                    best = p;
                }
            }
            if (best < 0) {
                break;
            }
            give(ix, x, used, best);
        }
        shed(ix, x, used, ports);
        return PortFeasibility.fromPairs(ix, x);
    }

    public static Allocation iterHalve(DagIndex ix) {
        return iterHalve(ix, demand(ix));
    }

    static Allocation iterHalve(DagIndex ix, double[] demand) {
        int[] ports = ports(ix);
        int[] x = new int[demand.length];
        int[] used = new int[ix.pods];
        double[] weight = new double[demand.length];
        for (int p = 0; p < demand.length; p++) {
            x[p] = 1;
            used[ix.pairA[p]]++;
            used[ix.pairB[p]]++;
            weight[p] = demand[p] / 2;
        }
        while (true) {
            int best = -1;
            for (int p = 0; p < demand.length; p++) {
                if (free(ix, used, ports, p) && (best < 0 || weight[p] > weight[best])) {
                    best = p;
                }
            }
            if (best < 0) {
                break;
            }
            give(ix, x, used, best);
            weight[best] /= 2;
        }
        shed(ix, x, used, ports);
        return PortFeasibility.fromPairs(ix, x);
    }

    private static int[] ports(DagIndex ix) {
        int[] ports = new int[ix.pods];
        for (int p = 0; p < ix.pods; p++) {
            ports[p] = ix.dag.pods().get(p).ports();
        }
        return ports;
    }

    private static boolean free(DagIndex ix, int[] used, int[] ports, int pair) {
        return used[ix.pairA[pair]] < ports[ix.pairA[pair]] && used[ix.pairB[pair]] < ports[ix.pairB[pair]];
    }

    private static void give(DagIndex ix, int[] x, int[] used, int pair) {
        x[pair]++;
        used[ix.pairA[pair]]++;
        used[ix.pairB[pair]]++;
    }

    /** Where the one-circuit floor overran a pod, takes circuits back from its largest pairs (keeping one each). */
    private static void shed(DagIndex ix, int[] x, int[] used, int[] ports) {
        for (int pod = 0; pod < ix.pods; pod++) {
            while (used[pod] > ports[pod]) {
                int best = -1;
                for (int p = 0; p < x.length; p++) {
                    if ((ix.pairA[p] == pod || ix.pairB[p] == pod) && x[p] > 1 && (best < 0 || x[p] > x[best])) {
                        best = p;
                    }
                }
                if (best < 0) {
                    return;
                }
                x[best]--;
                used[ix.pairA[best]]--;
                used[ix.pairB[best]]--;
            }
        }
    }
}
