package com.lightwire.core.reconfig.lp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.GroupParallel;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigFrame;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.WiringScheme;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Minimal rewiring under Cross Wiring and two-link wiring ("ITV-LPR", ADR 0018), per OCS group ({@link GroupSolve}):
 * the keep-old split (every still-demanded old circuit kept) completed by least-loss Kempe insertion that chooses
 * orientation and colours together, and a local search that restores lost old circuits; where the group's LP
 * relaxation of the reduced ILP (7) is small enough, its rounding and the MIP over its support compete. The bound
 * ({@link RewiringLowerBound}) comes with the result; a configuration that meets it is reported OPTIMAL.
 * Without a current configuration there is nothing to keep, and ITV-MDMCF's answer is returned as is.
 * O(units · n² · P) insertion plus the LP and a MIP bounded by its time limit on small groups; groups in parallel.
 */
public final class MinRewiringReconfigurator implements Reconfigurator {

    @Override
    public String name() {
        return "ITV-LPR";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        if (request.current() == null || request.scheme() == WiringScheme.UNIFORM) {
            return CrossReconfigurator.mdmcf().solve(request, options, monitor).named(name());
        }
        AtomicReference<Long> bound = new AtomicReference<>();
        ReconfigResult result = ReconfigFrame.run(name(), request, List.of(), monitor,
                ReconfigFrame.verifier(request, true), diagnostics -> {
                    boolean withLp = RewiringLp.fits(request) && OrTools.isAvailable();
                    if (RewiringLp.fits(request) && !withLp) {
                        diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "no-lp", "OR-Tools is unavailable: "
                                + "no LP rounding; the keep-old split alone was used, with the pair-count bound"));
                    }
                    return solveValid(request, options, withLp, bound, monitor);
                });
        return result.withLowerBound(bound.get());
    }

    private Candidate<OcsConfiguration> solveValid(ReconfigRequest request, ReconfigOptions options, boolean withLp,
                                                   AtomicReference<Long> bound, SolveMonitor monitor) {
        int k = request.params().kSpine();
        int[][][] old = PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        int groups = request.params().spinesPerPod();
        ReconfigResult start = CrossReconfigurator.mdmcf().solve(request, options, monitor.subTask(0, 0.3, "MDMCF"));
        if (!start.hasConfiguration()) {
            return Candidate.none(start.status());
        }
        int[][][] mdmcf = PodSpace.toPodMaps(start.configuration(), request.scheme(), request.pods(), k);
        AtomicInteger done = new AtomicInteger();
        SolveMonitor groupsMonitor = monitor.subTask(0.3, 1, "groups");
        List<GroupSolve> solved = GroupParallel.run(groups, options.threads(), h -> {
            GroupSolve s = GroupSolve.run(request.target().matrix(h), k, old[h], mdmcf[h], withLp,
                    options.timeLimitSeconds() * GroupMip.SHARE_OF_TIME_LIMIT, groupsMonitor);
            groupsMonitor.progress((double) done.incrementAndGet() / groups, "group " + h + " of " + groups);
            return s;
        });
        OcsConfiguration config = PodSpace.fromPodMaps(solved.stream().map(GroupSolve::maps)
                .toArray(int[][][]::new), request.scheme(), request.pods(), k);
        long lowerBound = RewiringLowerBound.fromKeptBounds(request, solved.stream()
                .mapToLong(GroupSolve::keptBound).toArray());
        bound.set(lowerBound);
        long rewired = Metrics.rewiring(request.current(), config).rewired();
        return Candidate.solved(rewired == lowerBound ? SolveStatus.OPTIMAL : SolveStatus.FEASIBLE, config);
    }
}
