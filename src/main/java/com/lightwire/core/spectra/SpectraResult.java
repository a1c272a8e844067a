package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Schedule;

import java.util.List;
import java.util.Objects;

/**
 * A schedule with what explains it: the decomposition it came from (null for the Baseline and the exact method,
 * whose permutations are per switch or from the MIP), the lower bounds, the LPT steps and Equalize moves (empty when
 * not run), and for {@code best} the method that won.
 *
 * @param schedule      the schedule
 * @param degree        d = deg(supp D)
 * @param decomposition the decomposition scheduled, or null
 * @param bounds        the lower bounds of D for this s and δ
 * @param lptSteps      LPT's assignments
 * @param moves         Equalize's moves
 * @param chosen        the method whose schedule this is (differs from the request only for {@code best})
 */
public record SpectraResult(Schedule schedule, int degree, Decomposition decomposition, LowerBounds.Report bounds,
                            List<Lpt.Step> lptSteps, List<Equalize.Move> moves, SpectraMethod chosen) {

    public SpectraResult {
        Objects.requireNonNull(schedule, "schedule");
        Objects.requireNonNull(bounds, "bounds");
        lptSteps = List.copyOf(lptSteps);
        moves = List.copyOf(moves);
        Objects.requireNonNull(chosen, "chosen");
    }

    /** makespan / LB, or null when LB = 0. */
    public Double ratio() {
        return bounds.lowerBound() > 0 ? schedule.makespan() / bounds.lowerBound() : null;
    }
}
