package com.lightwire.core.requirement;

import com.lightwire.core.arrangement.DomainArrangement;
import com.lightwire.core.arrangement.FillOrder;
import com.lightwire.core.arrangement.RingArrangement;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A placed job's inter-leaf flows per phase (digest §3.3, §3.4): its TP groups form a PP×DP matrix (rows are pipeline
 * stages, columns pipelines) coloured by {@link DomainArrangement} (pods in ascending share order, leaves in index
 * order inside a pod; row-major by default); phase PP-forward sends stage s to s+1 in every column, PP-backward the
 * reverse, and the DP phase runs a ring along every row in {@link RingArrangement}'s order (Eq. 42 over the row's
 * pods: one flow each way between adjacent pods). Each matrix edge carries {@code tp} flows (one per TP rank). Only
 * flows between different leaves are kept, counted per directed leaf pair. O(pp·dp).
 */
public final class JobTraffic {

    /** Phases: PP forward, PP backward, DP ring. */
    public static final int PHASES = 3;

    /** Flow counts per phase: (src leaf, dst leaf) → flows, sorted. */
    private final List<Map<Long, Integer>> phases;

    private JobTraffic(List<Map<Long, Integer>> phases) {
        this.phases = phases;
    }

    /** The job's traffic with the paper's row-major fill. */
    public static JobTraffic of(Job job, List<LeafPair> placement, LumosFabric fabric, int gpusPerServer) {
        return of(job, placement, fabric, gpusPerServer, FillOrder.ROW_MAJOR);
    }

    /**
     * @param placement the job's servers per leaf as {@code LeafPair(leaf, leaf, servers)}
     */
    public static JobTraffic of(Job job, List<LeafPair> placement, LumosFabric fabric, int gpusPerServer,
                                FillOrder fill) {
        int[] leafOfServer = serverLeaves(placement, fabric);
        int pp = job.pp();
        int dp = job.dp();
        int[][] slot = DomainArrangement.slots(pp, dp, fill);
        List<Map<Long, Integer>> phases = new ArrayList<>();
        for (int p = 0; p < PHASES; p++) {
            phases.add(new TreeMap<>());
        }
        int[][] leaf = new int[pp][dp];
        for (int s = 0; s < pp; s++) {
            for (int d = 0; d < dp; d++) {
                leaf[s][d] = leafOfServer[(int) ((long) slot[s][d] * job.tp() / gpusPerServer)];
            }
        }
        for (int s = 0; s < pp; s++) {
            for (int d = 0; d < dp; d++) {
                if (s + 1 < pp) {
                    add(phases.get(0), leaf[s][d], leaf[s + 1][d], job.tp());
                    add(phases.get(1), leaf[s + 1][d], leaf[s][d], job.tp());
                }
            }
            if (dp > 1) {
                ring(phases.get(2), leaf[s], fabric, job.tp());
            }
        }
        return new JobTraffic(phases);
    }

    /** A DP ring along one row in Eq. 42's order over the row's pods. */
    private static void ring(Map<Long, Integer> phase, int[] rowLeaves, LumosFabric fabric, int flows) {
        int[] podOf = new int[rowLeaves.length];
        int base = Integer.MAX_VALUE;
        for (int leaf : rowLeaves) {
            base = Math.min(base, fabric.podOf(leaf));
        }
        for (int d = 0; d < rowLeaves.length; d++) {
            podOf[d] = fabric.podOf(rowLeaves[d]) - base;
        }
        int[] order = RingArrangement.order(podOf);
        for (int r = 0; r < order.length; r++) {
            add(phase, rowLeaves[order[r]], rowLeaves[order[(r + 1) % order.length]], flows);
        }
    }

    /** The leaf of each of the job's servers in fill order. */
    private static int[] serverLeaves(List<LeafPair> placement, LumosFabric fabric) {
        Map<Integer, Integer> podShare = new TreeMap<>();
        placement.forEach(p -> podShare.merge(fabric.podOf(p.a()), p.count(), Integer::sum));
        List<LeafPair> order = new ArrayList<>(placement);
        order.sort(Comparator.<LeafPair>comparingInt(p -> podShare.get(fabric.podOf(p.a())))
                .thenComparingInt(p -> fabric.podOf(p.a())).thenComparingInt(LeafPair::a));
        int[] leaves = new int[order.stream().mapToInt(LeafPair::count).sum()];
        int i = 0;
        for (LeafPair p : order) {
            for (int s = 0; s < p.count(); s++) {
                leaves[i++] = p.a();
            }
        }
        return leaves;
    }

    private static void add(Map<Long, Integer> phase, int src, int dst, int flows) {
        if (src != dst) {
            phase.merge(key(src, dst), flows, Integer::sum);
        }
    }

    public static long key(int src, int dst) {
        return (long) src << 32 | dst;
    }

    public static int src(long key) {
        return (int) (key >>> 32);
    }

    public static int dst(long key) {
        return (int) key;
    }

    /** Flow counts of phase p: (src, dst) key → flows, in key order. */
    public Map<Long, Integer> phase(int p) {
        return phases.get(p);
    }

    /** True when some flow leaves its pod. */
    public boolean crossesPods(LumosFabric fabric) {
        return phases.stream().flatMap(m -> m.keySet().stream())
                .anyMatch(k -> fabric.podOf(src(k)) != fabric.podOf(dst(k)));
    }

    /**
     * The job's leaf requirement (digest §3.4): for each unordered cross-pod leaf pair (a < b), the most flows one
     * direction carries in one phase (a bidirectional path carries one flow each way; phases reuse paths).
     */
    public Map<Long, Integer> requirement(LumosFabric fabric) {
        Map<Long, Integer> need = new TreeMap<>();
        for (Map<Long, Integer> phase : phases) {
            phase.forEach((k, flows) -> {
                int a = src(k);
                int b = dst(k);
                if (fabric.podOf(a) != fabric.podOf(b)) {
                    need.merge(key(Math.min(a, b), Math.max(a, b)), flows, Math::max);
                }
            });
        }
        return need;
    }
}
