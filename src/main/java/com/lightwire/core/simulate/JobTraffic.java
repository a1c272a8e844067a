package com.lightwire.core.simulate;

import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A placed job's inter-leaf flows per phase (digest §3.3.5, §3.4): its TP groups form a PP×DP matrix (rows are
 * pipeline stages, columns pipelines) filled row-major with its servers, pods in ascending share order and leaves in
 * index order inside a pod; phase PP-forward sends stage s to s+1 in every column, PP-backward the reverse, and the
 * DP phase runs a ring along every row. Each matrix edge carries {@code tp} flows (one per TP rank). Only flows between
 * different leaves are kept, counted per directed leaf pair. O(pp·dp).
 */
final class JobTraffic {

    /** Phases: PP forward, PP backward, DP ring. */
    static final int PHASES = 3;

    /** Flow counts per phase: (src leaf, dst leaf) → flows, sorted. */
    private final List<Map<Long, Integer>> phases;

    private JobTraffic(List<Map<Long, Integer>> phases) {
        this.phases = phases;
    }

    static JobTraffic of(Job job, List<LeafPair> placement, LumosFabric fabric, int gpusPerServer) {
        int[] leafOfServer = serverLeaves(placement, fabric);
        int pp = job.pp();
        int dp = job.dp();
        List<Map<Long, Integer>> phases = new ArrayList<>();
        for (int p = 0; p < PHASES; p++) {
            phases.add(new TreeMap<>());
        }
        for (int s = 0; s < pp; s++) {
            for (int d = 0; d < dp; d++) {
                int here = leaf(leafOfServer, job, s * dp + d, gpusPerServer);
                if (s + 1 < pp) {
                    int next = leaf(leafOfServer, job, (s + 1) * dp + d, gpusPerServer);
                    add(phases.get(0), here, next, job.tp());
                    add(phases.get(1), next, here, job.tp());
                }
                if (dp > 1) {
                    add(phases.get(2), here, leaf(leafOfServer, job, s * dp + (d + 1) % dp, gpusPerServer), job.tp());
                }
            }
        }
        return new JobTraffic(phases);
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

    private static int leaf(int[] leafOfServer, Job job, int element, int gpusPerServer) {
        return leafOfServer[(int) ((long) element * job.tp() / gpusPerServer)];
    }

    private static void add(Map<Long, Integer> phase, int src, int dst, int flows) {
        if (src != dst) {
            phase.merge(key(src, dst), flows, Integer::sum);
        }
    }

    static long key(int src, int dst) {
        return (long) src << 32 | dst;
    }

    static int src(long key) {
        return (int) (key >>> 32);
    }

    static int dst(long key) {
        return (int) key;
    }

    /** Flow counts of phase p: (src, dst) key → flows, in key order. */
    Map<Long, Integer> phase(int p) {
        return phases.get(p);
    }

    /** True when some flow leaves its pod. */
    boolean crossesPods(LumosFabric fabric) {
        return phases.stream().flatMap(m -> m.keySet().stream())
                .anyMatch(k -> fabric.podOf(src(k)) != fabric.podOf(dst(k)));
    }

    /**
     * The job's leaf requirement (digest §3.4): for each unordered cross-pod leaf pair (a < b), the most flows one
     * direction carries in one phase (a bidirectional path carries one flow each way; phases reuse paths).
     */
    Map<Long, Integer> requirement(LumosFabric fabric) {
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
