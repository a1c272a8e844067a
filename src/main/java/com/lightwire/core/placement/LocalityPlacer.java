package com.lightwire.core.placement;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Locality-first placement (digest §3.2 PlaceJob, §7 item 9): a single leaf by best fit (fewest free servers, lower
 * index on ties); else a single pod by best fit; else the fewest pods and, among those, the fewest idle servers in
 * them, each pod's share a multiple of {@code g = ceil(EP/T)} servers, filled in ascending free order with the
 * remainder on the last. Inside a pod: fewest leaves, then fewest free servers in them. Exact by
 * {@link FewestTightest}; no fit is the status {@code INFEASIBLE} ("wait"). Stateless.
 */
public final class LocalityPlacer {

    private LocalityPlacer() {
    }

    /** Places one job; the outcome's value is the placement (a waiting one when nothing fits). */
    public static Outcome<JobPlacement> solve(PlacementRequest request, SolveMonitor monitor) {
        return SolveFrame.run(request::validate, monitor, diagnostics -> {
            JobPlacement placement = place(request.cluster(), request.free(), request.job());
            monitor.progress(1, placement.placed() ? "placed" : "waits");
            return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, placement);
        }, placement -> PlacementVerifier.verify(request, placement));
    }

    /**
     * Places the state's jobs in order, each on the servers the previous ones leave; a job that does not fit waits
     * and the next one is tried. Every placement is re-checked by {@link PlacementVerifier#verifyAll}.
     */
    public static Outcome<List<JobPlacement>> placeAll(ClusterState state, SolveMonitor monitor) {
        Supplier<List<Diagnostic>> validation = () -> {
            int[] free = state.freeServers();
            List<Diagnostic> out = new ArrayList<>(new PlacementRequest(state.cluster(), free, null).validateCluster());
            for (int i = 0; i < state.jobs().size() && out.isEmpty(); i++) {
                out.addAll(new PlacementRequest(state.cluster(), free, state.jobs().get(i)).validate());
            }
            return out;
        };
        return SolveFrame.run(validation, monitor, diagnostics -> {
            int[] free = state.freeServers();
            List<JobPlacement> out = new ArrayList<>();
            for (int i = 0; i < state.jobs().size(); i++) {
                monitor.checkCancelled();
                JobPlacement placement = place(state.cluster(), free, state.jobs().get(i));
                placement.shares().forEach(s -> free[s.leaf()] -= s.servers());
                out.add(placement);
            }
            monitor.progress(1, "placed " + state.jobs().size() + " jobs");
            return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, List.copyOf(out));
        }, placements -> PlacementVerifier.verifyAll(state, placements));
    }

    /**
     * The rule itself on valid input, unverified: for simulators that verify the whole run instead
     * (core.simulate). {@code free} is read, not changed.
     */
    public static JobPlacement place(LumosCluster cluster, int[] free, Job job) {
        LumosFabric fabric = cluster.fabric();
        int need = job.servers(cluster.gpusPerServer());
        int g = job.granularity(cluster.gpusPerServer());
        int leaf = bestFitLeaf(free, need);
        if (leaf >= 0) {
            int[] leafShare = new int[free.length];
            leafShare[leaf] = need;
            return placed(job, "leaf", fabric, leafShare);
        }
        int per = fabric.leavesPerPod();
        int[] podFree = new int[fabric.pods()];
        for (int a = 0; a < free.length; a++) {
            podFree[a / per] += Math.max(0, free[a]);
        }
        int[] podShare = FewestTightest.choose(podFree, g, need);
        if (podShare == null) {
            return JobPlacement.waiting(job.id());
        }
        int[] share = new int[free.length];
        for (int p = 0; p < podShare.length; p++) {
            if (podShare[p] > 0) {
                int[] inPod = FewestTightest.choose(java.util.Arrays.copyOfRange(free, p * per, (p + 1) * per), 1,
                        podShare[p]);
                System.arraycopy(inPod, 0, share, p * per, per);
            }
        }
        return placed(job, count(podShare) == 1 ? "pod" : "pods", fabric, share);
    }

    /** The leaf with the fewest free servers among those with at least {@code need}, lower index on ties; or -1. */
    private static int bestFitLeaf(int[] free, int need) {
        int best = -1;
        for (int a = 0; a < free.length; a++) {
            if (free[a] >= need && (best < 0 || free[a] < free[best])) {
                best = a;
            }
        }
        return best;
    }

    private static JobPlacement placed(Job job, String scope, LumosFabric fabric, int[] share) {
        List<JobPlacement.Share> shares = new ArrayList<>();
        for (int a = 0; a < share.length; a++) {
            if (share[a] > 0) {
                shares.add(new JobPlacement.Share(fabric.podOf(a), a, share[a]));
            }
        }
        return new JobPlacement(job.id(), true, scope, shares);
    }

    private static int count(int[] share) {
        int n = 0;
        for (int s : share) {
            n += s > 0 ? 1 : 0;
        }
        return n;
    }
}
