package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.HbdPlacement;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The paper's greedy baseline for the cross-ToR study (digest §4.5, §7 item 10): Algorithm 2 over the naive
 * ToR-sequential order (the nodes as a sequential deployment would wire them), then a random choice among the
 * feasible groups: the groups are shuffled (seeded) and the job runs on the first ⌈s/t⌉. O(N·R).
 */
public final class GreedyOrchestrator {

    private GreedyOrchestrator() {
    }

    public static Outcome<Orchestration> place(PlacementRequest request, long seed, SolveMonitor monitor) {
        HbdDesign sequential = request.design().withOrder(HbdOrder.SEQUENTIAL);
        PlacementRequest naive = new PlacementRequest(sequential, request.faults(), request.tp(), request.mode(),
                request.jobGpus());
        return SolveFrame.run(() -> PlacementChecks.validate(request), monitor, diagnostics -> {
            HbdPlacement all = DcnFreeOrchestrator.compute(naive, monitor);
            List<HbdGroup> groups = new ArrayList<>(all.groups());
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = groups.size() - 1; i > 0; i--) {
                java.util.Collections.swap(groups, i, random.nextInt(i + 1));
            }
            int jobGroups = request.jobGpus() > 0 ? request.jobGroups() : groups.size();
            if (groups.size() < jobGroups || groups.isEmpty()) {
                diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "hbd-job-fit", "the job needs " + jobGroups
                        + " groups of " + request.tp() + " GPUs; only " + groups.size() + " fit"));
                return SolveFrame.Candidate.none(SolveStatus.INFEASIBLE);
            }
            HbdPlacement shuffled = new HbdPlacement(all.order(), all.components(), groups, all.conflicts(),
                    all.bundleNames(), all.gpusPerNode(), all.tp(), all.mode(), all.usedGpus(), all.wastedGpus(),
                    all.totalGpus());
            double crossTor = CrossTorMetric.ratio(groups.subList(0, jobGroups), sequential.nodesPerTor(),
                    sequential.nodesPerTor());
            return SolveFrame.Candidate.solved(SolveStatus.FEASIBLE, new Orchestration(shuffled, jobGroups, 0,
                    List.of(), crossTor));
        }, o -> PlacementVerifier.verify(naive, HbdOrders.sequential(sequential.nodes()), sequential.isRing(),
                o.placement()));
    }
}
