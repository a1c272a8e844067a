package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DemandStats;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.Schedule;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;

/** The exportable sheets of the Decomposition and OCS schedule views: title, figures, the body and a legend. */
public final class SpectraSheets {

    private SpectraSheets() {
    }

    /** The OCS schedule of {@code result} made by the method labelled {@code label}. */
    public static Sheet schedule(String title, String label, SpectraResult result, Palette palette) {
        Schedule s = result.schedule();
        String ratio = result.ratio() == null ? "-" : fmt("%.4f", result.ratio());
        List<String> lines = List.of(
                fmt("makespan %.5g, lower bound %.5g (%s), ratio %s", s.makespan(), result.bounds().lowerBound(),
                        result.bounds().binding() == null ? "-" : result.bounds().binding().kind() + " "
                                + result.bounds().binding().index() + " " + result.bounds().binding().binding(), ratio),
                fmt("%d switches, delta %.4g, %d permutations, %d configurations, sum alpha %.5g", s.switches(),
                        s.delay(), s.permutations().size(), s.configurations(), s.sumAlpha()));
        Sheet.Panel panel = new Sheet.Panel("OCS schedule: " + label, lines,
                new ScheduleGanttFigure(s, result.bounds().lowerBound(), palette), 1);
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.frame(), "reconfiguration (delta, hatched)"),
                new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette),
                        "traffic: one colour per permutation Pk"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.error(), "makespan"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.accent(), "lower bound"));
        return new Sheet(title, "Spectra: weighted permutations on parallel OCSes", List.of(panel), legend, palette);
    }

    /** The decomposition of {@code demand}. */
    public static Sheet decomposition(String title, Demand demand, Decomposition dec, Palette palette) {
        double[][] d = demand.matrix();
        DemandStats stats = DemandStats.of(d);
        List<String> lines = List.of(
                fmt("n %d, %d nonzeros, degree d = %d, max line sum %.4g", stats.n(), stats.nonzeros(),
                        stats.degree(), stats.maxLineSum()),
                fmt("%s: %d permutations, sum alpha %.5g (alpha before -> after Refine)", dec.method(),
                        dec.permutations().size(), dec.sumAlpha()));
        Sheet.Panel panel = new Sheet.Panel("Decomposition: " + demand.name(), lines, new DecompositionFigure(d,
                dec.permutations(), new HashSet<>(stats.criticalRows()), new HashSet<>(stats.criticalColumns()),
                palette), 1);
        List<Sheet.Entry> legend = List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, palette.heatHigh(), "demand (heat: low to high)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.warning(), "critical line (d nonzeros)"),
                new Sheet.Entry(Sheet.Swatch.FILL, SpectraColors.permutation(0, palette), "circuit serving demand"),
                new Sheet.Entry(Sheet.Swatch.FILL, palette.mutedInk(), "filler circuit (no demand)"));
        return new Sheet(title, "Spectra Decompose: exactly d permutations", List.of(panel), legend, palette);
    }

    private static String fmt(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
