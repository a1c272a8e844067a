package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.DemandStats;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.spectra.Demand;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The exportable sheet of the Decomposition view: title, figures, the body and a legend ({@link ScheduleSheets}: the OCS schedule view's). */
public final class SpectraSheets {

    private SpectraSheets() {
    }

    /** The decomposition of {@code demand} as the Decomposition view shows it in {@code state}. */
    public static Sheet decomposition(String title, Demand demand, Decomposition dec, DecompositionState state,
                                      Palette palette) {
        DecomposeReplay replay = new DecomposeReplay(demand.matrix(), dec);
        Sheet.Panel panel = new Sheet.Panel("Decomposition: " + demand.name(), decompositionLines(demand, replay,
                state), new DecompositionFigure(demand.matrix(), replay, state, palette), 1);
        String subtitle = DecompositionMethod.of(dec.method()).map(DecompositionMethod::title).orElse(dec.method());
        return new Sheet(title, subtitle, List.of(panel), decompositionLegend(state, dec.method().equals("spectra"),
                palette), palette);
    }

    /** The figures above the decomposition: the demand's, the decomposition's, and the stepper's step. */
    public static List<String> decompositionLines(Demand demand, DecomposeReplay replay, DecompositionState state) {
        DemandStats stats = DemandStats.of(demand.matrix());
        Decomposition dec = replay.decomposition();
        DecomposeReplay.Coverage c = replay.coverage();
        List<String> lines = new ArrayList<>(List.of(
                fmt("n %d, %d nonzeros, degree d = %d (%d critical rows, %d critical columns), max line sum %.4g",
                        stats.n(), stats.nonzeros(), stats.degree(), stats.criticalRows().size(),
                        stats.criticalColumns().size(), stats.maxLineSum()),
                fmt("%s: %d permutation%s, sum alpha %.5g; over-service %.4g, filler %.4g, wasted circuit time %.4g",
                        dec.method(), dec.permutations().size(), dec.permutations().size() == 1 ? "" : "s",
                        dec.sumAlpha(), c.overService(), c.filler(),
                        c.wasted())));
        String step = stepLine(replay, state);
        if (step != null) {
            lines.add(step);
        }
        return lines;
    }

    private static String stepLine(DecomposeReplay replay, DecompositionState state) {
        if (state.stepper() == DecompositionState.Stepper.DECOMPOSE) {
            DecomposeReplay.RoundState r = replay.round(state.step());
            if (r.sigma() == null) {
                return fmt("after the loop: every demand cell covered, all %d rounds done", replay.rounds());
            }
            Decomposition.Round round = replay.decomposition().rounds().get(r.round());
            if (round instanceof Decomposition.EclipseRound e) {
                return fmt("step %d of %d: a = %.5g, served per unit of time u/(a + delta) = %.5g", r.round() + 1,
                        replay.rounds(), e.a(), e.score());
            }
            if (round instanceof Decomposition.SolsticeRound s) {
                return s.threshold() > 0 ? fmt("slice %d of %d: entries >= %.5g, alpha = %.5g", r.round() + 1,
                        replay.rounds(), s.threshold(), s.alpha()) : fmt("slice %d of %d: covers cells no slice "
                        + "reached, alpha = %.5g", r.round() + 1, replay.rounds(), s.alpha());
            }
            return fmt("round %d of %d: deg(B_r) = %d, critical rows %s, columns %s, alpha = %.5g", r.round() + 1,
                    replay.rounds(), r.degree(), r.criticalRows(), r.criticalColumns(), r.alpha());
        }
        if (state.stepper() == DecompositionState.Stepper.REFINE) {
            if (state.step() >= replay.refineSteps()) {
                return fmt("Refine done: %d raises, D covered", replay.refineSteps());
            }
            Decomposition.RefineStep s = replay.decomposition().refineSteps().get(state.step());
            return fmt("raise %d of %d: deficit %.5g at (%d, %d), P%d raised", state.step() + 1, replay.refineSteps(),
                    s.deficit(), s.row(), s.column(), s.permId());
        }
        return null;
    }

    /** What the decomposition's colours mean in {@code state}. */
    public static List<Sheet.Entry> decompositionLegend(DecompositionState state, boolean criticalLines,
                                                        Palette palette) {
        List<Sheet.Entry> legend = new ArrayList<>();
        boolean slack = state.stepper() == DecompositionState.Stepper.REFINE
                || state.stepper() == DecompositionState.Stepper.RESULT && state.heat() == DecompositionState.Heat.SLACK;
        if (slack) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.ok(), "over-service (sum alpha P - D > 0)"));
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.mutedInk(), "filler circuit time (D = 0)"));
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.error(), "deficit (D not yet covered)"));
        } else {
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.heatHigh(), state.log()
                    ? "demand (log, 3 decades)" : "demand (low to high)"));
        }
        if (state.stepper() == DecompositionState.Stepper.REFINE) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.error(), "deficit cell raised this step"));
        } else if (criticalLines || state.stepper() == DecompositionState.Stepper.RESULT) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.warning(), "critical line (deg nonzeros)"));
        }
        if (state.stepper() == DecompositionState.Stepper.DECOMPOSE) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.ink(), criticalLines ? "uncovered support B_r (dot)"
                    : "demand no matching has passed over yet (dot)"));
            if (criticalLines) {
                legend.add(new Sheet.Entry(Sheet.Swatch.LINE, palette.error(), "forbidden for a critical line (cross)"));
            }
            legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.accent(), "matching chosen this round"));
        }
        legend.add(new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette), "circuit serving demand"));
        legend.add(new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "filler circuit (no demand)"));
        legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, palette.hover(), "selected"));
        return legend;
    }

    private static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
