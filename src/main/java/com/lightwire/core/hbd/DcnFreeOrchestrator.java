package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.hbd.HbdPlacement;

/**
 * Algorithm 2, Orchestration-DCN-Free (digest §3.2): rotate a ring per the breakpoint rule, split the healthy nodes
 * into components by one linear scan (gaps ≤ K), pop chains of m = t/R nodes per component (strict or ideal, see
 * {@link ChainPacker}), then derive bundle states and GPU rings. O(N·R). With a job of s GPUs the outcome is
 * infeasible when fewer than ⌈s/t⌉ groups fit. Every placement is re-checked by {@link PlacementVerifier}.
 */
public final class DcnFreeOrchestrator {

    private DcnFreeOrchestrator() {
    }

    public static Outcome<HbdPlacement> place(PlacementRequest request, SolveMonitor monitor) {
        return SolveFrame.run(() -> PlacementChecks.validate(request), monitor, diagnostics -> {
            HbdPlacement placement = compute(request, monitor);
            if (placement.groups().size() < request.jobGroups()) {
                diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "hbd-job-fit", "the job needs "
                        + request.jobGroups() + " groups of " + request.tp() + " GPUs; only "
                        + placement.groups().size() + " fit"));
                return SolveFrame.Candidate.none(SolveStatus.INFEASIBLE);
            }
            return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, placement);
        }, placement -> PlacementVerifier.verify(request, HbdOrders.resolve(request.design()),
                request.design().isRing(), placement));
    }

    /**
     * The number of groups Algorithm 2 places (line, components, packing; no states or rings), for benchmarks and
     * sweeps.
     */
    public static int groupCount(PlacementRequest request, int[] order, boolean[] faulty) {
        return ChainPacker.count(order, faulty, request.design().bundles(), request.design().isRing(),
                request.nodesPerGroup(), request.mode(), new KHopWiring(request.design().gpusPerNode(),
                        request.design().bundles()));
    }

    /** Algorithm 2 on a valid request, unchecked. */
    public static HbdPlacement compute(PlacementRequest request, SolveMonitor monitor) {
        int[] order = HbdOrders.resolve(request.design());
        boolean[] faulty = request.faults().mask(request.design().nodes());
        HbdLine line = HbdLine.of(order, faulty, request.design().bundles(), request.design().isRing());
        PlacementAssembler assembler = new PlacementAssembler(request);
        assembler.addLine(line);
        assembler.addChains(line, ChainPacker.pack(line, request.nodesPerGroup(), request.mode(),
                assembler.wiring()), monitor);
        return assembler.build(line.ids.length);
    }
}
