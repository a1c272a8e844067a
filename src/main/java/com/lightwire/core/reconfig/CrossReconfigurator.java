package com.lightwire.core.reconfig;

import com.lightwire.core.decompose.KempeInsertion;
import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.OldCounts;
import com.lightwire.core.decompose.OldParts;
import com.lightwire.core.decompose.ProportionalBisection;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Polynomial OCS reconfiguration under Cross Wiring (digest §4.5, "MDMCF", a reconstruction): per group, orient C
 * into {@code A + Aᵀ} (Theorem 3.1, min-cost flow), bisect A into K_spine/2 partial permutations (Theorem 3.2,
 * recursive min-cost flow), put each on an even OCS and its transpose on the odd partner. Realizes every admissible
 * topology (Theorem 4.1). With a current configuration, costs that reward old circuits at both stages minimise
 * rewiring; the "MCF" variant drops them at the orientation stage (digest D13). Also serves two-link wiring through
 * {@link PodSpace}. O(H · log K · flow) with groups in parallel.
 */
public final class CrossReconfigurator implements Reconfigurator {

    private final boolean rewiringAwareOrientation;

    private CrossReconfigurator(boolean rewiringAwareOrientation) {
        this.rewiringAwareOrientation = rewiringAwareOrientation;
    }

    /** ITV-MDMCF: rewiring costs at both stages. */
    public static CrossReconfigurator mdmcf() {
        return new CrossReconfigurator(true);
    }

    /** ITV-MCF: orientation without costs, then bisection with costs. */
    public static CrossReconfigurator mcf() {
        return new CrossReconfigurator(false);
    }

    @Override
    public String name() {
        return rewiringAwareOrientation ? "ITV-MDMCF" : "ITV-MCF";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        List<Diagnostic> schemeProblem = ReconfigFrame.schemeProblem(request.scheme() != WiringScheme.UNIFORM,
                name() + " needs Cross Wiring or two-link wiring; use the greedy or ILP method for Uniform");
        return ReconfigFrame.run(name(), request, schemeProblem, monitor, ReconfigFrame.verifier(request, true),
                diagnostics -> solveValid(request, options, monitor, diagnostics));
    }

    private Candidate<OcsConfiguration> solveValid(ReconfigRequest request, ReconfigOptions options,
                                                   SolveMonitor monitor, List<Diagnostic> diagnostics) {
        int k = request.params().kSpine();
        int[][][] old = request.current() == null ? null
                : PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        if (old != null && !mirrored(old)) {
            diagnostics.add(Diagnostic.warning(ConfigurationRef.CURRENT, "config-mirror", "the current configuration "
                    + "breaks the mirror rule; its even OCSes are used as the reference (digest D9)"));
        }
        int groups = request.params().spinesPerPod();
        AtomicInteger done = new AtomicInteger();
        List<Optional<int[][]>> maps = GroupParallel.run(groups, options.threads(), h -> {
            Optional<int[][]> result = solveGroup(request.target().matrix(h), k, old == null ? null : old[h],
                    options.bounds(), monitor);
            monitor.progress((double) done.incrementAndGet() / groups, "group " + h + " of " + groups);
            return result;
        });
        if (maps.stream().anyMatch(Optional::isEmpty)) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "infeasible", "a decomposition step found no solution; "
                    + "this contradicts Theorem 4.1 and is a bug"));
            return Candidate.none(SolveStatus.ERROR);
        }
        OcsConfiguration config = PodSpace.fromPodMaps(maps.stream().map(Optional::orElseThrow)
                .toArray(int[][][]::new), request.scheme(), request.pods(), k);
        return Candidate.solved(request.current() == null ? SolveStatus.OPTIMAL : SolveStatus.FEASIBLE, config);
    }

    /** One group: the pod-space maps of its K OCSes, or empty if a step were infeasible. */
    private Optional<int[][]> solveGroup(int[][] c, int k, int[][] old, SplitBounds bounds, SolveMonitor monitor) {
        OldCounts orientation = old == null || !rewiringAwareOrientation ? null : (i, j) -> evenCount(old, i, j);
        return SymmetricSplit.split(c, bounds, k, orientation, monitor)
                .flatMap(a -> matchings(a, k / 2, bounds, old, monitor))
                .map(matchings -> podMaps(matchings, k, c.length));
    }

    /** Each partial permutation on its even OCS and its transpose on the odd partner. */
    private static int[][] podMaps(List<MatrixEntries> matchings, int k, int pods) {
        int[][] maps = new int[k][pods];
        for (int[] map : maps) {
            Arrays.fill(map, OcsConfiguration.NONE);
        }
        for (int m = 0; m < matchings.size(); m++) {
            MatrixEntries matching = matchings.get(m);
            for (int e = 0; e < matching.size(); e++) {
                maps[2 * m][matching.row(e)] = matching.col(e);
                maps[2 * m + 1][matching.col(e)] = matching.row(e);
            }
        }
        return maps;
    }

    /**
     * Splits A into K/2 partial permutations. Without an old configuration: proportional bisection. With one, both
     * proportional bisection and Kempe insertion (which keeps every still-demanded old unit in place and moves only
     * alternating paths) are run, and the split that moves fewer units is kept: the hierarchical bisection can
     * cascade small changes into large ones (ADR 0004).
     */
    private static Optional<List<MatrixEntries>> matchings(MatrixEntries a, int n, SplitBounds bounds, int[][] old,
                                                           SolveMonitor monitor) {
        OldParts parts = old == null ? null : (part, i, j) -> old[2 * part][i] == j;
        Optional<List<MatrixEntries>> bisected = ProportionalBisection.split(a, n, bounds, parts, monitor);
        if (old == null || bisected.isEmpty()) {
            return bisected;
        }
        Optional<List<MatrixEntries>> inserted = KempeInsertion.split(a, n, parts);
        return inserted.filter(in -> movedUnits(in, old) < movedUnits(bisected.get(), old)).or(() -> bisected);
    }

    /** Units placed on an even OCS that did not hold them before. */
    private static int movedUnits(List<MatrixEntries> matchings, int[][] old) {
        int moved = 0;
        for (int m = 0; m < matchings.size(); m++) {
            MatrixEntries matching = matchings.get(m);
            for (int e = 0; e < matching.size(); e++) {
                if (old[2 * m][matching.row(e)] != matching.col(e)) {
                    moved++;
                }
            }
        }
        return moved;
    }

    private static int evenCount(int[][] old, int i, int j) {
        int n = 0;
        for (int k = 0; k < old.length; k += 2) {
            if (old[k][i] == j) {
                n++;
            }
        }
        return n;
    }

    private static boolean mirrored(int[][][] old) {
        for (int[][] group : old) {
            for (int k = 0; k + 1 < group.length; k += 2) {
                for (int i = 0; i < group[k].length; i++) {
                    int j = group[k][i];
                    if (j != OcsConfiguration.NONE && group[k + 1][j] != i) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
