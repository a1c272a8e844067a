package com.lightwire.core.placement;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LumosFabric;

import java.util.List;

/**
 * Independent checks of a placement against the locality rule: the shares fit the free servers and sum to the job's
 * servers, pods are named right, each pod's share is a multiple of g, the scope is the most local one possible
 * (no single leaf when in a pod, no single pod when across pods, the fewest pods), the chosen leaf or pod is a best
 * fit, and "wait" only when the g-rounded free capacity of all pods together is short.
 */
public final class PlacementVerifier {

    private PlacementVerifier() {
    }

    /** Replays the placements in order on the state's free servers and checks each against the state then. */
    public static Verification verifyAll(ClusterState state, List<JobPlacement> placements) {
        Verification.Collector v = new Verification.Collector();
        v.check(placements.size() == state.jobs().size(), () -> placements.size() + " placements for "
                + state.jobs().size() + " jobs");
        int[] free = state.freeServers();
        for (int i = 0; i < Math.min(placements.size(), state.jobs().size()); i++) {
            JobPlacement p = placements.get(i);
            Job job = state.jobs().get(i);
            v.check(p.job().equals(job.id()), () -> "placement " + p.job() + " is not for job " + job.id());
            v.addAll(verify(new PlacementRequest(state.cluster(), free.clone(), job), p));
            for (JobPlacement.Share s : p.shares()) {
                if (s.leaf() >= 0 && s.leaf() < free.length) {
                    free[s.leaf()] -= s.servers();
                }
            }
        }
        return v.build();
    }

    public static Verification verify(PlacementRequest request, JobPlacement placement) {
        Verification.Collector v = new Verification.Collector();
        LumosFabric fabric = request.cluster().fabric();
        int[] free = request.free();
        int t = request.cluster().gpusPerServer();
        int need = request.job().servers(t);
        int g = request.job().granularity(t);
        int[] podFree = podFree(fabric, free);
        int[] podShare = new int[fabric.pods()];
        int[] leafShare = new int[free.length];
        for (JobPlacement.Share s : placement.shares()) {
            boolean inRange = s.leaf() >= 0 && s.leaf() < free.length;
            v.check(inRange && s.pod() == fabric.podOf(s.leaf()), () -> "share " + s + " names the wrong pod or leaf");
            if (inRange) {
                leafShare[s.leaf()] += s.servers();
                podShare[fabric.podOf(s.leaf())] += s.servers();
                v.check(s.servers() > 0 && leafShare[s.leaf()] <= free[s.leaf()], () -> "leaf " + s.leaf()
                        + " gets " + s.servers() + " servers with " + free[s.leaf()] + " free");
            }
        }
        if (!placement.placed()) {
            long capacity = 0;
            for (int r : podFree) {
                capacity += r / g * g;
            }
            long cap = capacity;
            v.check(cap < need, () -> "the job waits though pods hold " + cap + " usable servers for " + need);
            v.check(placement.shares().isEmpty(), () -> "a waiting job holds servers");
            return v.build();
        }
        v.check(placement.servers() == need, () -> "placed " + placement.servers() + " servers of " + need);
        checkScope(v, placement.scope(), free, podFree, leafShare, podShare, need, g);
        return v.build();
    }

    private static void checkScope(Verification.Collector v, String scope, int[] free, int[] podFree,
                                   int[] leafShare, int[] podShare, int need, int g) {
        int bestLeaf = bestFit(free, need);
        int bestPod = bestFit(podFree, need);
        int leaves = nonZero(leafShare);
        int pods = nonZero(podShare);
        switch (scope) {
            case "leaf" -> v.check(leaves == 1 && bestLeaf >= 0 && leafShare[bestLeaf] == need,
                    () -> "a single-leaf placement is not on the best-fit leaf " + bestLeaf);
            case "pod" -> {
                v.check(bestLeaf < 0, () -> "placed in a pod though leaf " + bestLeaf + " fits the job");
                v.check(pods == 1 && bestPod >= 0 && podShare[bestPod] == need,
                        () -> "a single-pod placement is not on the best-fit pod " + bestPod);
            }
            case "pods" -> {
                v.check(bestPod < 0, () -> "placed across pods though pod " + bestPod + " fits the job");
                int[] units = new int[podFree.length];
                for (int p = 0; p < units.length; p++) {
                    units[p] = podFree[p] / g;
                    int share = podShare[p];
                    v.check(share % g == 0, () -> "a pod share of " + share + " servers is not a multiple of " + g);
                }
                int fewest = FewestTightest.fewestCount(units, need / g);
                v.check(pods == fewest, () -> "uses " + pods + " pods where " + fewest + " suffice");
            }
            default -> v.fail("unknown scope " + scope);
        }
    }

    /** The bin with the fewest free at least need (lower index on ties), or -1. */
    private static int bestFit(int[] free, int need) {
        int best = -1;
        for (int i = 0; i < free.length; i++) {
            if (free[i] >= need && (best < 0 || free[i] < free[best])) {
                best = i;
            }
        }
        return best;
    }

    private static int[] podFree(LumosFabric fabric, int[] free) {
        int[] podFree = new int[fabric.pods()];
        for (int a = 0; a < free.length; a++) {
            podFree[fabric.podOf(a)] += Math.max(0, free[a]);
        }
        return podFree;
    }

    private static int nonZero(int[] values) {
        int n = 0;
        for (int x : values) {
            n += x > 0 ? 1 : 0;
        }
        return n;
    }
}
