package com.lightwire.core.reconfig.lp;

import com.lightwire.core.reconfig.GroupParallel;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.WiringScheme;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The lower bound on the circuits any configuration must rewire to realize a request against its current
 * configuration (Cross Wiring and two-link): {@code |old| + |new| - 2 Σ_h kept_h}, where kept_h bounds the old
 * circuits group h can keep: the value of its LP relaxation of the reduced ILP (7) ({@link RewiringLp}) where the LP is
 * small enough to solve at interactive speed, else the Lagrangian bound ({@link LagrangianBound}, aimed at the peeling
 * placement's value). No configuration rewires fewer.
 */
public final class RewiringLowerBound {

    private RewiringLowerBound() {
    }

    /**
     * The bound, or empty when there is no current configuration or the wiring is Uniform. Call on a request that
     * passed the request checks.
     */
    public static OptionalLong of(ReconfigRequest request, int threads, SolveMonitor monitor) {
        if (request.current() == null || request.scheme() == WiringScheme.UNIFORM) {
            return OptionalLong.empty();
        }
        boolean withLp = RewiringLp.fits(request) && OrTools.isAvailable();
        int k = request.params().kSpine();
        int[][][] old = PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        List<Long> kept = GroupParallel.run(request.params().spinesPerPod(), threads, h -> {
            GroupInstance g = GroupInstance.of(request.target().matrix(h), k / 2, old[h]);
            Optional<RewiringLp.Solution> lp = withLp ? RewiringLp.solve(g, monitor)
                    : Optional.empty();
            return lp.map(s -> (long) Math.floor(s.keptBound() + 1e-6)).orElseGet(() -> LagrangianBound.keptBound(g,
                    PeelingPlacement.place(g, request.target().matrix(h), k, monitor).kept(),
                    LagrangianBound.ITERATIONS));
        });
        return OptionalLong.of(fromKeptBounds(request, kept.stream().mapToLong(Long::longValue).toArray()));
    }

    /** The bound from each group's bound on the old circuits it keeps. */
    static long fromKeptBounds(ReconfigRequest request, long[] keptBounds) {
        long kept = 0;
        for (long b : keptBounds) {
            kept += b;
        }
        return request.current().circuitCount() + 2L * request.target().totalLinks() - 2 * kept;
    }
}
