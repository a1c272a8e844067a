package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Designs the logical topology C for a leaf demand L (digest §3.5, §7 items 7–8) by the chosen
 * {@link DesignMethod}: {@code auto} takes Heuristic-Decomposition for tau = 2 (Theorem 4.1, contention-free), the
 * Theorem 4.2 greedy for tau = 1 when every leaf sum is at most kLeaf/2, and the heuristic plus the spine-port cap
 * otherwise (a warning names the shared units). The heuristic and greedy answer FEASIBLE; the exact method answers
 * as CP-SAT does. Every design is re-checked by {@link DesignVerifier}. Stateless.
 */
public final class LeafTopologyDesigner {

    private LeafTopologyDesigner() {
    }

    public static Outcome<LeafDesign> solve(DesignRequest request, SolveMonitor monitor) {
        Supplier<List<Diagnostic>> validation = () -> {
            List<Diagnostic> out = new ArrayList<>(request.validate());
            if (request.method() == DesignMethod.EXACT && out.isEmpty()) {
                OrTools.unavailable().ifPresent(out::add);
            }
            return out;
        };
        return SolveFrame.run(validation, monitor, diagnostics -> design(request, monitor, diagnostics),
                design -> DesignVerifier.verify(request.demand(), design));
    }

    /** The method auto resolves to for this demand. */
    public static DesignMethod resolve(DesignMethod method, LeafDemand demand) {
        if (method != DesignMethod.AUTO) {
            return method;
        }
        LumosFabric f = demand.fabric();
        boolean greedy = f.tau() == 1 && DesignRequest.withinHalf(demand.leafSums(), f.kLeaf());
        return greedy ? DesignMethod.GREEDY : DesignMethod.HEURISTIC;
    }

    /**
     * The heuristic's or greedy's split keeping the installed units (§3.6): the installed split itself when it serves
     * L exactly (a state planned against its own design changes nothing), else the installed units extended within
     * tau ({@link IncrementalDesign}, ADR 0047), else the rewarded split, or the unrewarded one in the rare case the
     * flows' local rewards lose more installed units than designing from scratch.
     */
    private static List<SplitUnit> keeping(DesignMethod method, LeafDemand demand, InstalledUnits installed,
                                           SolveMonitor monitor) {
        if (installed.isEmpty()) {
            return heuristicOrGreedy(method, demand, installed, monitor);
        }
        if (installed.serves(demand)) {
            return installed.units();
        }
        List<SplitUnit> extended = IncrementalDesign.extend(demand, installed, monitor);
        if (extended != null) {
            return extended;
        }
        List<SplitUnit> rewarded = heuristicOrGreedy(method, demand, installed, monitor);
        List<SplitUnit> scratch = heuristicOrGreedy(method, demand, InstalledUnits.NONE, monitor);
        boolean scratchKeepsMore = rewarded == null
                || scratch != null && installed.lost(scratch) < installed.lost(rewarded);
        return scratchKeepsMore ? scratch : rewarded;
    }

    private static List<SplitUnit> heuristicOrGreedy(DesignMethod method, LeafDemand demand, InstalledUnits installed,
                                                     SolveMonitor monitor) {
        return method == DesignMethod.GREEDY ? GreedyTau1.split(demand, installed, monitor)
                : HeuristicDecomposition.split(demand, installed, monitor).orElse(null);
    }

    private static Candidate<LeafDesign> design(DesignRequest request, SolveMonitor monitor,
                                                List<Diagnostic> diagnostics) {
        LeafDemand demand = request.demand();
        DesignMethod method = resolve(request.method(), demand);
        SolveStatus status = SolveStatus.FEASIBLE;
        List<SplitUnit> split;
        switch (method) {
            case EXACT -> {
                Candidate<List<SplitUnit>> exact = ExactLeafDesign.solve(demand, request.limits(), monitor);
                if (exact.value() == null) {
                    diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "exact", "CP-SAT: " + exact.status().label()));
                    return Candidate.none(exact.status());
                }
                status = exact.status();
                split = exact.value();
            }
            default -> split = keeping(method, demand, new InstalledUnits(request.previous()), monitor);
        }
        if (split == null) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, method.label(), "the " + method.label()
                    + " found no split; its theorem's condition does not hold"));
            return Candidate.none(SolveStatus.ERROR);
        }
        LeafDesign design = DesignAssembly.design(demand.fabric(), method, status.label(), split, request.backup());
        monitor.progress(1, "designed by " + method.label());
        if (design.sharedUnits() > 0) {
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "shared", design.sharedUnits()
                    + " links dropped to fit the spine port budget; their flows share paths (contention 2)"));
        }
        return Candidate.solved(status, design);
    }
}
