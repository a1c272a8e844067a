package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.spectra.LineBound;
import com.lightwire.model.spectra.Schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The exportable sheets of the OCS schedule view: the Gantt chart and the port view, with figures and legends. */
public final class ScheduleSheets {

    private ScheduleSheets() {
    }

    /** The Gantt chart of the schedule {@code replay} rebuilds, made by the method labelled {@code label}. */
    public static Sheet schedule(String title, String label, ScheduleReplay replay, ScheduleState state,
                                 Palette palette) {
        Sheet.Panel panel = new Sheet.Panel("OCS schedule: " + label, summary(replay, state),
                new ScheduleGanttFigure(replay, state, palette), 1);
        return new Sheet(title, "Spectra: weighted permutations on parallel OCSes", List.of(panel),
                legend(palette), palette);
    }

    /** The port view of ToR {@code state.port()} for {@code demand}. */
    public static Sheet port(String title, String label, ScheduleReplay replay, ScheduleState state,
                             double[][] demand, Palette palette) {
        PortFigure figure = new PortFigure(replay.result().schedule(), demand, state.port(), palette);
        Sheet.Panel panel = new Sheet.Panel("Port view: " + label, List.of(fmt("ToR %d: last demand done at %.5g "
                + "(makespan %.5g)", state.port(), figure.lastDone(), replay.result().schedule().makespan())), figure, 1);
        return new Sheet(title, "Spectra: one ToR's circuits and its demands' completion times", List.of(panel),
                portLegend(palette), palette);
    }

    /**
     * The summary of §5.2 item 6: makespan, LB, ratio, the binding line (row or column, LB1 or LB2, the minimising r),
     * configurations per switch, Σα, total reconfiguration time and mean utilisation; while stepping, the step.
     */
    public static List<String> summary(ScheduleReplay replay, ScheduleState state) {
        SpectraResult result = replay.result();
        Schedule s = result.schedule();
        LineBound b = result.bounds().binding();
        String ratio = result.ratio() == null ? "-" : fmt("%.4f", result.ratio());
        String binding = b == null ? "none (D = 0)" : fmt("%s %d, %s%s", b.kind(), b.index(), b.binding(),
                b.binding().equals("LB2") ? ", r = " + b.r() : "");
        List<Integer> perSwitch = s.slots().stream().map(List::size).toList();
        double reconf = s.configurations() * s.delay();
        double utilisation = s.makespan() > 0 ? s.sumAlpha() / (s.switches() * s.makespan()) : 0;
        List<String> lines = new ArrayList<>(List.of(
                fmt("makespan %.5g, lower bound %.5g (binding %s), ratio %s", s.makespan(),
                        result.bounds().lowerBound(), binding, ratio),
                fmt("%d switches, delta %.4g, %d permutation%s, configurations per switch %s", s.switches(),
                        s.delay(), s.permutations().size(), s.permutations().size() == 1 ? "" : "s", perSwitch),
                fmt("sum alpha %.5g, total reconfiguration time %.5g, mean utilisation %.1f %%", s.sumAlpha(), reconf,
                        100 * utilisation)));
        String step = stepLine(replay, state);
        if (step != null) {
            lines.add(step);
        }
        return lines;
    }

    private static String stepLine(ScheduleReplay replay, ScheduleState state) {
        int k = state.step();
        if (state.stepper() == ScheduleState.Stepper.LPT) {
            if (replay.lptSteps() == 0) {
                return "this method has no LPT steps";
            }
            if (k == 0) {
                return fmt("LPT: %d permutations to place, longest first", replay.lptSteps());
            }
            var step = replay.result().lptSteps().get(Math.min(k, replay.lptSteps()) - 1);
            return fmt("LPT step %d of %d: P%d (alpha %.4g) to the least-loaded OCS %d; loads %s", Math.min(k,
                    replay.lptSteps()), replay.lptSteps(), step.permId(), replay.result().schedule().permutations()
                    .get(step.permId()).alpha(), step.switchIndex(), loads(step.loadsAfter()));
        }
        if (state.stepper() == ScheduleState.Stepper.EQUALIZE) {
            if (replay.moves() == 0) {
                return replay.lptSteps() == 0 ? "this method has no Equalize moves" : "Equalize made no move";
            }
            if (k == 0) {
                return fmt("after LPT: makespan %.5g; %d Equalize moves follow", replay.afterLpt(replay.lptSteps())
                        .makespan(), replay.moves());
            }
            var m = replay.result().moves().get(Math.min(k, replay.moves()) - 1);
            return fmt("Equalize move %d of %d: %.4g of P%d from OCS %d (slot %d) to OCS %d; both now %.5g",
                    Math.min(k, replay.moves()), replay.moves(), m.x(), m.permId(), m.from(), m.slot(), m.to(),
                    m.target());
        }
        return null;
    }

    private static String loads(double[] loads) {
        List<String> out = new ArrayList<>();
        for (double l : loads) {
            out.add(fmt("%.4g", l));
        }
        return "[" + String.join(", ", out) + "]";
    }

    /** What the Gantt's colours and marks mean. */
    public static List<Sheet.Entry> legend(Palette palette) {
        return List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "reconfiguration delta (hatched)"),
                new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette),
                        "traffic of permutation Pk (one colour each)"),
                new Sheet.Entry(Sheet.Swatch.LINE, SpectraColors.permutation(1, palette),
                        "pieces of one permutation split by Equalize (dashed link)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.error(), "makespan"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.accent(), "lower bound"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.mutedInk(), "idle"),
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.highlight(), "this step (LPT or Equalize)"),
                new Sheet.Entry(Sheet.Swatch.FRAME, palette.hover(), "selected permutation"));
    }

    /** What the port view's colours mean. */
    public static List<Sheet.Entry> portLegend(Palette palette) {
        return List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "reconfiguration delta (hatched)"),
                new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette),
                        "circuit serving D[i][j] (colour of its permutation)"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "filler circuit (D[i][j] = 0, plain)"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.ok(), "D[i][j] completes"));
    }

    /** What the stacked Gantts of methods side by side show. */
    public static List<Sheet.Entry> methodsLegend(Palette palette) {
        return List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "reconfiguration delta"),
                new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette), "traffic of a permutation"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.error(), "the method's makespan"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.accent(), "lower bound (dashed)"));
    }

    private static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
