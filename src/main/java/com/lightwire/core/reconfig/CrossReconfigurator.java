package com.lightwire.core.reconfig;

import com.lightwire.core.decompose.KempeInsertion;
import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.OldCounts;
import com.lightwire.core.decompose.OldParts;
import com.lightwire.core.decompose.ProportionalBisection;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
        long start = System.nanoTime();
        List<Diagnostic> diagnostics = new ArrayList<>(RequestValidator.validate(request));
        if (request.scheme() == WiringScheme.UNIFORM) {
            diagnostics.add(Diagnostic.error(SubjectRef.METHOD, "method-scheme", name()
                    + " needs Cross Wiring or two-link wiring; use the greedy or ILP method for Uniform"));
        }
        if (RequestValidator.hasErrors(diagnostics)) {
            return ReconfigResult.failed(name(), SolveStatus.INVALID_INPUT, diagnostics, millisSince(start));
        }
        int k = request.params().kSpine();
        int[][][] old = request.current() == null ? null
                : PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        if (old != null && !mirrored(old)) {
            diagnostics.add(Diagnostic.warning(ConfigurationRef.CURRENT, "config-mirror", "the current configuration "
                    + "breaks the mirror rule; its even OCSes are used as the reference (digest D9)"));
        }
        int groups = request.params().spinesPerPod();
        AtomicInteger done = new AtomicInteger();
        try {
            List<int[][]> maps = GroupParallel.run(groups, options.threads(), h -> {
                int[][] result = solveGroup(request.target().matrix(h), k, old == null ? null : old[h],
                        options.bounds(), monitor);
                monitor.progress((double) done.incrementAndGet() / groups, "group " + h + " of " + groups);
                return result;
            });
            if (maps.contains(null)) {
                diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "infeasible", "a decomposition step found no solution; "
                        + "this contradicts Theorem 4.1 and is a bug"));
                return ReconfigResult.failed(name(), SolveStatus.ERROR, diagnostics, millisSince(start));
            }
            OcsConfiguration config = PodSpace.fromPodMaps(maps.toArray(new int[0][][]), request.scheme(),
                    request.pods(), k);
            return finish(request, config, diagnostics, start);
        } catch (SolveCancelledException e) {
            return ReconfigResult.failed(name(), SolveStatus.CANCELLED, diagnostics, millisSince(start));
        }
    }

    private ReconfigResult finish(ReconfigRequest request, OcsConfiguration config, List<Diagnostic> diagnostics,
                                  long start) {
        long millis = millisSince(start);
        Verification verification = ConfigurationVerifier.verify(request, config, true);
        SolveStatus status = !verification.isPassed() ? SolveStatus.ERROR
                : request.current() == null ? SolveStatus.OPTIMAL : SolveStatus.FEASIBLE;
        if (!verification.isPassed()) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "verifier", "the verifier rejected the result: "
                    + verification.summary()));
        }
        return new ReconfigResult(name(), status, config, Metrics.measure(request, config), verification,
                diagnostics, millis);
    }

    /** One group: the pod-space maps of its K OCSes, or null if a step were infeasible. */
    private int[][] solveGroup(int[][] c, int k, int[][] old, SplitBounds bounds, SolveMonitor monitor) {
        OldCounts orientation = old == null || !rewiringAwareOrientation ? null : (i, j) -> evenCount(old, i, j);
        MatrixEntries a = SymmetricSplit.split(c, bounds, k, orientation, monitor);
        if (a == null) {
            return null;
        }
        List<MatrixEntries> matchings = matchings(a, k / 2, bounds, old, monitor);
        if (matchings == null) {
            return null;
        }
        int[][] maps = new int[k][c.length];
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
    private static List<MatrixEntries> matchings(MatrixEntries a, int n, SplitBounds bounds, int[][] old,
                                                 SolveMonitor monitor) {
        OldParts parts = old == null ? null : (part, i, j) -> old[2 * part][i] == j;
        List<MatrixEntries> bisected = ProportionalBisection.split(a, n, bounds, parts, monitor);
        if (old == null || bisected == null) {
            return bisected;
        }
        List<MatrixEntries> inserted = KempeInsertion.split(a, n, parts);
        return inserted != null && movedUnits(inserted, old) < movedUnits(bisected, old) ? inserted : bisected;
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

    static long millisSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
