package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.FatTreeOrchestrator;
import com.lightwire.core.hbd.GreedyOrchestrator;
import com.lightwire.core.hbd.Orchestration;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.hbd.WasteModels;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.WasteRow;

import java.util.List;
import java.util.Locale;

/**
 * One background placement of the HBD rings view: the request placed by the chosen method (with the seed of the
 * greedy baseline), and the waste of every architecture on the same faults. Toolkit-free.
 *
 * @param request what to place (design, faults, TP, mode, job GPUs)
 * @param method  how
 * @param seed    the greedy baseline's seed
 */
record PlacementJob(PlacementRequest request, PlacementMethod method, long seed) {

    /** What a placement gives the view: the groups (null when none fit), the status line and the waste rows. */
    record Placed(HbdPlacement placement, String status, List<WasteRow> waste) {
    }

    Placed run(SolveMonitor monitor) {
        int[] zeroBased = request.faults().faulty().stream().map(id -> id - 1).toArray();
        List<WasteRow> waste = new WasteModels(request.design(), request.tp()).rows(zeroBased);
        Outcome<?> outcome = switch (method) {
            case DCN_FREE -> DcnFreeOrchestrator.place(request, monitor);
            case FAT_TREE -> FatTreeOrchestrator.place(request, monitor);
            case GREEDY -> GreedyOrchestrator.place(request, seed, monitor);
        };
        if (!outcome.hasValue()) {
            String why = outcome.diagnostics().isEmpty() ? "" : ": " + outcome.diagnostics()
                    .get(outcome.diagnostics().size() - 1).message();
            return new Placed(null, method.key() + ": " + outcome.status().label() + why, waste);
        }
        Orchestration orchestration = outcome.value() instanceof Orchestration o ? o : null;
        HbdPlacement p = orchestration != null ? orchestration.placement() : (HbdPlacement) outcome.value();
        return new Placed(p, status(p, orchestration, outcome.isVerified()), waste);
    }

    private String status(HbdPlacement p, Orchestration o, boolean verified) {
        String job = o == null ? "" : String.format(Locale.ROOT, ", job on %d group%s%s, cross-ToR %.2f %%",
                o.jobGroups(), o.jobGroups() == 1 ? "" : "s", method == PlacementMethod.FAT_TREE
                        ? " (" + o.constraints() + " constraints)" : "", o.crossTorRatio() * 100);
        return String.format(Locale.ROOT, "TP-%d %s %s: %d group%s, %d conflicts, %d faulty, wasted %d GPUs "
                        + "(%.2f %%)%s, verified %s", request.tp(), p.mode().key(), method.key(), p.groups().size(),
                p.groups().size() == 1 ? "" : "s", p.conflicts().size(), request.faults().count(), p.wastedGpus(),
                p.wasteRatio() * 100, job, verified);
    }
}
