package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.figure.spectra.ScheduleReplay;
import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;
import com.lightwire.model.spectra.DemandCellRef;
import com.lightwire.model.spectra.LineBound;
import com.lightwire.model.spectra.LineRef;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.InspectorRows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The Inspector rows of the Spectra selections (docs/architecture.md, "Adding a view" step 4), read from what a view
 * shows: a permutation (σ, α before and after Refine, serving and filler circuits, its slots), a demand cell (value,
 * line sums and counts, the permutations through it, service and slack), the time cursor's circuits, and a line (k, w,
 * entries, LB1, LB2, f(0..s), r). Each view adds one through {@code context.inspectors()} with its shown results; a
 * contribution inspects only a selection of its study and, for permutations, of the decomposition it shows.
 */
public final class SpectraInspector implements ElementInspector {

    /** What a view shows: the study, its demand, and its decomposition and schedule (either may be null). */
    public record Shown(String study, double[][] demand, Decomposition decomposition, SpectraResult schedule) {
    }

    private static final int SIGMA_SHOWN = 16;

    private final Supplier<Shown> shown;

    public SpectraInspector(Supplier<Shown> shown) {
        this.shown = shown;
    }

    @Override
    public boolean inspects(Project project, ElementRef element) {
        Shown s = shown.get();
        if (s == null || s.demand() == null) {
            return false;
        }
        if (element instanceof PermutationRef p) {
            return p.study().equals(s.study()) && p.decomposition().equals(key(s)) && p.permId() >= 0
                    && p.permId() < permutations(s).size();
        }
        if (element instanceof DemandCellRef c) {
            return c.study().equals(s.study()) && c.row() < s.demand().length && c.column() < s.demand().length;
        }
        if (element instanceof ScheduleCircuitsRef c) {
            return c.study().equals(s.study()) && s.schedule() != null;
        }
        return element instanceof LineRef l && l.study().equals(s.study()) && l.index() < s.demand().length
                && s.schedule() != null;
    }

    @Override
    public Object source(Project project, ElementRef element) {
        Shown s = shown.get();
        return s == null ? null : s.schedule() != null ? s.schedule() : s.decomposition();
    }

    @Override
    public void rows(Project project, ElementRef element, InspectorRows rows) {
        Shown s = shown.get();
        if (element instanceof PermutationRef p) {
            permutation(s, permutations(s).get(p.permId()), rows);
        } else if (element instanceof DemandCellRef c) {
            cell(s, c.row(), c.column(), rows);
        } else if (element instanceof ScheduleCircuitsRef c) {
            circuits(s, c, rows);
        } else if (element instanceof LineRef l) {
            line(s, l, rows);
        }
    }

    /** Whose permutation ids the view shows. */
    private static String key(Shown s) {
        return s.decomposition() != null ? s.decomposition().method() : s.schedule() == null ? ""
                : SpectraViewModel.decompositionKey(s.schedule());
    }

    private static List<WeightedPermutation> permutations(Shown s) {
        return s.decomposition() != null ? s.decomposition().permutations() : s.schedule() == null ? List.of()
                : s.schedule().schedule().permutations();
    }

    private static void permutation(Shown s, WeightedPermutation p, InspectorRows rows) {
        double threshold = threshold(s.demand());
        int serving = 0;
        double carried = 0;
        for (int i = 0; i < p.n(); i++) {
            double d = s.demand()[i][p.target(i)];
            serving += d > threshold ? 1 : 0;
            carried += Math.min(d, p.alpha());
        }
        String cat = "Permutation P" + p.id();
        rows.readOnly(cat, "Decomposition", key(s));
        rows.readOnly(cat, "sigma (input -> output)", sigma(p.sigma()));
        rows.readOnly(cat, "alpha (held)", num(p.alpha()));
        rows.readOnly(cat, "alpha before Refine", num(p.initialAlpha()));
        rows.readOnly(cat, "Serving circuits", serving + " of " + p.n());
        rows.readOnly(cat, "Filler circuits", p.n() - serving);
        rows.readOnly(cat, "Demand carried", num(carried));
        if (s.schedule() != null) {
            List<String> slots = new ArrayList<>();
            for (TimedSlot t : s.schedule().schedule().timedSlots()) {
                if (t.permId() == p.id()) {
                    slots.add(String.format(Locale.ROOT, "OCS %d slot %d: %s-%s", t.switchIndex(), t.slot(),
                            num(t.trafficStart()), num(t.end())));
                }
            }
            rows.readOnly("Schedule", "Slots (traffic)", slots.isEmpty() ? "none" : String.join("; ", slots));
        }
    }

    private static void cell(Shown s, int i, int j, InspectorRows rows) {
        double[][] d = s.demand();
        double threshold = threshold(d);
        double rowSum = 0;
        double colSum = 0;
        int rowK = 0;
        int colK = 0;
        for (int t = 0; t < d.length; t++) {
            rowSum += d[i][t];
            colSum += d[t][j];
            rowK += d[i][t] > threshold ? 1 : 0;
            colK += d[t][j] > threshold ? 1 : 0;
        }
        String cat = "Demand D[" + i + "][" + j + "]";
        rows.readOnly(cat, "Value", num(d[i][j]));
        rows.readOnly(cat, "Row " + i + " sum, nonzeros", num(rowSum) + ", " + rowK);
        rows.readOnly(cat, "Column " + j + " sum, nonzeros", num(colSum) + ", " + colK);
        List<String> through = new ArrayList<>();
        double served = 0;
        for (WeightedPermutation p : permutations(s)) {
            if (p.target(i) == j) {
                through.add("P" + p.id());
                served += p.alpha();
            }
        }
        String cover = "Cover (" + key(s) + ")";
        rows.readOnly(cover, "Permutations through it", through.isEmpty() ? "none" : String.join(", ", through));
        rows.readOnly(cover, "Circuit time", num(served));
        rows.readOnly(cover, "Slack (circuit time - D)", num(served - d[i][j]));
        if (s.schedule() != null && d[i][j] > threshold) {
            double done = ScheduleReplay.completions(s.schedule().schedule(), d, i)[j];
            rows.readOnly("Schedule", "Completes at", num(done));
        }
    }

    private static void circuits(Shown s, ScheduleCircuitsRef c, InspectorRows rows) {
        rows.readOnly("Time cursor", "t", num(c.time()));
        List<TimedSlot> at = ScheduleReplay.slotsAt(s.schedule().schedule(), c.time());
        for (int h = 0; h < at.size(); h++) {
            TimedSlot t = at.get(h);
            rows.readOnly("Time cursor", "OCS " + h, t == null ? "idle" : c.time() < t.trafficStart()
                    ? String.format(Locale.ROOT, "reconfiguring to P%d until %s", t.permId(), num(t.trafficStart()))
                    : String.format(Locale.ROOT, "P%d (slot %d, %s-%s)", t.permId(), t.slot(), num(t.trafficStart()),
                    num(t.end())));
        }
        if (c.selected() >= 0 && c.selected() < permutations(s).size() && c.decomposition().equals(key(s))) {
            permutation(s, permutations(s).get(c.selected()), rows);
        }
    }

    private static void line(Shown s, LineRef l, InspectorRows rows) {
        int n = s.demand().length;
        LineBound b = s.schedule().bounds().lines().get(l.column() ? n + l.index() : l.index());
        String cat = (l.column() ? "Column " : "Row ") + l.index();
        double[] entries = new double[n];
        int k = 0;
        for (int t = 0; t < n; t++) {
            double v = l.column() ? s.demand()[t][l.index()] : s.demand()[l.index()][t];
            if (v > threshold(s.demand())) {
                entries[k++] = v;
            }
        }
        double[] sorted = Arrays.copyOf(entries, k);
        Arrays.sort(sorted);
        List<String> parts = new ArrayList<>();
        for (int t = sorted.length - 1; t >= 0 && parts.size() < SIGMA_SHOWN; t--) {
            parts.add(num(sorted[t]));
        }
        rows.readOnly(cat, "Nonzeros k", b.k());
        rows.readOnly(cat, "Sum w", num(b.w()));
        rows.readOnly(cat, "Entries (largest first)", String.join(" ", parts) + (k > SIGMA_SHOWN ? " ..." : ""));
        rows.readOnly("Lower bound", "LB1 (Theorem 1)", num(b.lb1()));
        rows.readOnly("Lower bound", "LB2 (Theorem 2, k = s)", b.lb2() == null ? "not applicable (k != s)"
                : num(b.lb2()));
        if (b.f() != null) {
            List<String> f = new ArrayList<>();
            Arrays.stream(b.f()).forEach(v -> f.add(num(v)));
            rows.readOnly("Lower bound", "f(0..s)", String.join(" ", f));
            rows.readOnly("Lower bound", "Minimising r", b.r());
        }
        LineBound binding = s.schedule().bounds().binding();
        rows.readOnly("Lower bound", "Binds LB(D)", binding != null && binding.line() == b.line() ? "yes" : "no");
    }

    private static String sigma(int[] sigma) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < sigma.length && i < SIGMA_SHOWN; i++) {
            parts.add(i + "->" + sigma[i]);
        }
        return String.join(" ", parts) + (sigma.length > SIGMA_SHOWN ? " ... (" + sigma.length + " ports)" : "");
    }

    private static double threshold(double[][] d) {
        double max = 0;
        for (double[] row : d) {
            for (double v : row) {
                max = Math.max(max, v);
            }
        }
        return Tolerance.support(max);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.5g", v);
    }
}
