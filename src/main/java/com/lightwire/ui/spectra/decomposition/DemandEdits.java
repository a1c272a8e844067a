package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.spectra.DemandRecipes;
import com.lightwire.ui.spectra.SpectraStudies;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The Decomposition view's edits of a Spectra study's demand (spectra.md §5.1): a cell, a generator, a preprocessing
 * step. Each is one named, undoable step of the session; each method returns why it cannot apply, or null.
 */
public final class DemandEdits {

    private final Session session;
    private final Supplier<String> study;

    DemandEdits(Session session, Supplier<String> study) {
        this.session = session;
        this.study = study;
    }

    private SpectraStudy data() {
        return SpectraStudies.find(session.project(), study.get());
    }

    /** Sets D[i][j] to {@code value} (finite, ≥ 0). */
    public String setCell(int i, int j, double value) {
        SpectraStudy data = data();
        if (data == null) {
            return "No Spectra study";
        }
        int n = data.demand().n();
        if (i < 0 || j < 0 || i >= n || j >= n) {
            return "No cell (" + i + ", " + j + ") in an " + n + "-port demand";
        }
        if (!(value >= 0) || Double.isInfinite(value)) {
            return "A demand is finite and at least 0, not " + value;
        }
        if (data.demand().at(i, j) == value) {
            return null;
        }
        double[][] d = data.demand().matrix();
        d[i][j] = value;
        String name = study.get();
        session.perform(SpectraStudies.replace(name, String.format(Locale.ROOT, "Set D[%d][%d] of %s to %s", i, j,
                name, num(value)), s -> s.withDemand(s.demand().withMatrix(d))));
        return null;
    }

    /**
     * Replaces the demand by generator {@code kind}'s (n ports, {@code seed}); a case C1–C13 also sets its switches
     * and δ. Without a study, adds one named after the generator.
     */
    public String generate(String kind, int n, long seed) {
        if (n < 2 || n > Demand.MAX_PORTS) {
            return "n must be 2.." + Demand.MAX_PORTS + ", got " + n;
        }
        double[][] d;
        try {
            d = DemandRecipes.generate(kind, n, seed);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        SpectraCases.Case preset = SpectraCases.byId(kind).orElse(null);
        String demandName = preset != null ? preset.id() : kind + "-" + d.length + "-seed" + seed;
        Demand demand = Demand.of(demandName, d);
        String what = preset != null ? "case " + kind : String.format(Locale.ROOT, "%s demand (n = %d, seed %d)", kind,
                d.length, seed);
        SpectraStudy data = data();
        if (data == null) {
            String name = SpectraStudies.freshName(session.project(), demandName);
            session.perform(SpectraStudies.add(name, new SpectraStudy(demand, preset != null ? preset.switches() : 4,
                    preset != null ? preset.delay() : 0.01, "spectra", "greedy", kind, seed), "New Spectra study "
                    + name + " from " + what));
            return null;
        }
        String name = study.get();
        session.perform(SpectraStudies.replace(name, "Generate " + what + " in " + name, s -> new SpectraStudy(demand,
                preset != null ? preset.switches() : s.switches(), preset != null ? preset.delay() : s.delay(),
                s.method(), s.refine(), kind, seed)));
        return null;
    }

    /** Applies one preprocessing step to the demand. */
    public String preprocess(DemandRecipes.Step step) {
        SpectraStudy data = data();
        if (data == null) {
            return "No Spectra study";
        }
        double[][] d = DemandRecipes.preprocess(data.demand().matrix(), step);
        String name = study.get();
        session.perform(SpectraStudies.replace(name, step.describe(name), s -> s.withDemand(s.demand()
                .withMatrix(d))));
        return null;
    }

    static String num(double v) {
        return String.format(Locale.ROOT, "%.6g", v);
    }
}
