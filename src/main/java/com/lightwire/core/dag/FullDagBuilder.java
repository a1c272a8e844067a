package com.lightwire.core.dag;

import com.lightwire.core.dag.FullDag.Kind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Builds the complete DAG of a job (DELTA digest §2.2): per replica and stage the 1F1B order of compute blocks, PP
 * transfers between consecutive stages (one flow per TP rank), one DP task per directed ring hop of a stage, and the
 * data, GPU-order, release (blocking P2P) and gradient edges. Linear in the number of nodes.
 */
public final class FullDagBuilder {

    private final JobPlan plan;
    private final List<String> names = new ArrayList<>();
    private final List<Kind> kinds = new ArrayList<>();
    private double[] duration = new double[64];
    private boolean[] inter = new boolean[64];
    private int[] srcPod = new int[64];
    private int[] dstPod = new int[64];
    private double[] volume = new double[64];
    private int[][] srcGpus = new int[64][];
    private int[][] dstGpus = new int[64][];
    private int[] from = new int[64];
    private int[] to = new int[64];
    private boolean[] implied = new boolean[64];
    private int edges;

    private FullDagBuilder(JobPlan plan) {
        this.plan = plan;
    }

    /** The full DAG of {@code plan}. */
    public static FullDag build(JobPlan plan) {
        return new FullDagBuilder(plan).run();
    }

    private FullDag run() {
        int p = plan.pp();
        int n = plan.microBatches();
        int d = plan.dp();
        int[][][] fwd = new int[d][p][n];
        int[][][] bwd = new int[d][p][n];
        for (int r = 0; r < d; r++) {
            for (int s = 0; s < p; s++) {
                for (int i = 0; i < n; i++) {
                    fwd[r][s][i] = compute(Kind.FORWARD, "r" + r + ".s" + (s + 1) + ".F" + (i + 1), r, s,
                            plan.forwardMs()[s]);
                    bwd[r][s][i] = compute(Kind.BACKWARD, "r" + r + ".s" + (s + 1) + ".B" + (i + 1), r, s,
                            plan.backwardMs()[s]);
                }
            }
        }
        int[][][] ppf = new int[d][p][n];
        int[][][] ppb = new int[d][p][n];
        for (int r = 0; r < d; r++) {
            for (int i = 0; i < n; i++) {
                for (int s = 0; s + 1 < p; s++) {
                    ppf[r][s][i] = pp(Kind.PP_FORWARD, "r" + r + ".PPf" + (i + 1) + ".s" + (s + 1), r, s, s + 1,
                            plan.ppFlowMB()[s]);
                    edge(fwd[r][s][i], ppf[r][s][i], false);
                    edge(ppf[r][s][i], fwd[r][s + 1][i], false);
                }
                for (int s = p - 1; s > 0; s--) {
                    ppb[r][s][i] = pp(Kind.PP_BACKWARD, "r" + r + ".PPb" + (i + 1) + ".s" + (s + 1), r, s, s - 1,
                            plan.ppFlowMB()[s - 1]);
                    edge(bwd[r][s][i], ppb[r][s][i], false);
                    edge(ppb[r][s][i], bwd[r][s - 1][i], false);
                }
                edge(fwd[r][p - 1][i], bwd[r][p - 1][i], false);
            }
            for (int s = 0; s < p; s++) {
                gpuOrder(fwd[r][s], bwd[r][s], ppf[r][s], ppb[r][s], s);
            }
        }
        dataParallel(bwd, ppb);
        return new FullDag(names.toArray(String[]::new), kinds.toArray(Kind[]::new), trim(duration), trim(inter),
                trim(srcPod), trim(dstPod), trim(volume), Arrays.copyOf(srcGpus, names.size()),
                Arrays.copyOf(dstGpus, names.size()), Arrays.copyOf(from, edges), Arrays.copyOf(to, edges),
                Arrays.copyOf(implied, edges));
    }

    /** GPU order of one (replica, stage) and the release edges of its blocking sends. */
    private void gpuOrder(int[] f, int[] b, int[] sendF, int[] sendB, int s) {
        int p = plan.pp();
        int[] order = OneFOneB.order(s + 1, p, plan.microBatches());
        for (int k = 0; k + 1 < order.length; k++) {
            int e = order[k];
            int block = e > 0 ? f[e - 1] : b[-e - 1];
            int next = order[k + 1] > 0 ? f[order[k + 1] - 1] : b[-order[k + 1] - 1];
            boolean sends = e > 0 ? s + 1 < p : s > 0;
            boolean release = plan.blockingP2P() && sends;
            edge(block, next, release);
            if (release) {
                edge(e > 0 ? sendF[e - 1] : sendB[-e - 1], next, false);
            }
        }
    }

    /** One DP task per directed ring hop of each stage, after the last backward (and its send) of every replica. */
    private void dataParallel(int[][][] bwd, int[][][] ppb) {
        int d = plan.dp();
        int p = plan.pp();
        int n = plan.microBatches();
        if (d < 2) {
            return;
        }
        for (int s = 0; s < p; s++) {
            double perFlow = 2.0 * (d - 1) / d * plan.gradientMB()[s];
            for (int r = 0; r < d; r++) {
                int next = (r + 1) % d;
                int task = transfer(Kind.DP, "DP.s" + (s + 1) + ".r" + r + "-r" + next, plan.podOf()[r][s],
                        plan.podOf()[next][s], perFlow, r, s, next, s);
                for (int q = 0; q < d; q++) {
                    edge(bwd[q][s][n - 1], task, false);
                    if (plan.blockingP2P() && s > 0) {
                        edge(ppb[q][s][n - 1], task, false);
                    }
                }
            }
        }
    }

    private int compute(Kind kind, String name, int r, int s, double ms) {
        int v = node(kind, name);
        duration[v] = ms;
        srcPod[v] = plan.podOf()[r][s];
        dstPod[v] = srcPod[v];
        return v;
    }

    private int pp(Kind kind, String name, int r, int s, int t, double perFlow) {
        return transfer(kind, name, plan.podOf()[r][s], plan.podOf()[r][t], perFlow, r, s, r, t);
    }

    private int transfer(Kind kind, String name, int a, int b, double perFlow, int r, int s, int r2, int s2) {
        int v = node(kind, name);
        int tp = plan.tp();
        srcPod[v] = a;
        dstPod[v] = b;
        inter[v] = a != b;
        volume[v] = perFlow * tp;
        duration[v] = perFlow / (a != b ? plan.bandwidth() : plan.intraBandwidth());
        srcGpus[v] = new int[tp];
        dstGpus[v] = new int[tp];
        for (int k = 0; k < tp; k++) {
            srcGpus[v][k] = plan.gpu(r, s, k);
            dstGpus[v][k] = plan.gpu(r2, s2, k);
        }
        return v;
    }

    private int node(Kind kind, String name) {
        int v = names.size();
        names.add(name);
        kinds.add(kind);
        if (v == duration.length) {
            int size = v * 2;
            duration = Arrays.copyOf(duration, size);
            inter = Arrays.copyOf(inter, size);
            srcPod = Arrays.copyOf(srcPod, size);
            dstPod = Arrays.copyOf(dstPod, size);
            volume = Arrays.copyOf(volume, size);
            srcGpus = Arrays.copyOf(srcGpus, size);
            dstGpus = Arrays.copyOf(dstGpus, size);
        }
        return v;
    }

    private void edge(int a, int b, boolean isImplied) {
        if (edges == from.length) {
            from = Arrays.copyOf(from, edges * 2);
            to = Arrays.copyOf(to, edges * 2);
            implied = Arrays.copyOf(implied, edges * 2);
        }
        from[edges] = a;
        to[edges] = b;
        implied[edges] = isImplied;
        edges++;
    }

    private double[] trim(double[] a) {
        return Arrays.copyOf(a, names.size());
    }

    private int[] trim(int[] a) {
        return Arrays.copyOf(a, names.size());
    }

    private boolean[] trim(boolean[] a) {
        return Arrays.copyOf(a, names.size());
    }
}
