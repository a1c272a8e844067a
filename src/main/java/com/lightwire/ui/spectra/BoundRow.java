package com.lightwire.ui.spectra;

import com.lightwire.model.spectra.LineBound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One row of the lower-bound explorer (spectra.md §5.2 item 7): a line of D with its nonzero count k, sum w, sorted
 * entries, LB1, LB2 and f(0..s) with the minimising r when k = s, and its bound; {@code binding} marks the line giving
 * LB(D).
 *
 * @param line    "row 3" or "column 0"
 * @param k       nonzeros
 * @param w       their sum
 * @param entries the nonzeros, largest first (at most eight shown, then "...")
 * @param lb1     Theorem 1
 * @param lb2     Theorem 2, or null unless k = s
 * @param f       f(0..s), or "" unless k = s
 * @param r       the minimising r, or null
 * @param bound   the line's bound
 * @param binding true for the line giving LB(D)
 * @param column  true for a column
 * @param index   the row or column index
 */
public record BoundRow(String line, int k, double w, String entries, double lb1, Double lb2, String f, Integer r,
                       double bound, boolean binding, boolean column, int index) {

    private static final int SHOWN = 8;

    /** The rows of every line with at least one nonzero, rows first. */
    public static List<BoundRow> of(List<LineBound> lines, LineBound binding, double[][] demand, double threshold) {
        List<BoundRow> out = new ArrayList<>();
        for (LineBound b : lines) {
            if (b.k() > 0) {
                out.add(new BoundRow(b.kind() + " " + b.index(), b.k(), b.w(), entries(demand, b, threshold), b.lb1(),
                        b.lb2(), b.f() == null ? "" : join(b.f()), b.lb2() == null ? null : b.r(), b.bound(),
                        binding != null && binding.line() == b.line(), b.kind().equals("column"), b.index()));
            }
        }
        return out;
    }

    private static String entries(double[][] d, LineBound b, double threshold) {
        int n = d.length;
        double[] values = new double[n];
        int k = 0;
        for (int t = 0; t < n; t++) {
            double v = b.kind().equals("row") ? d[b.index()][t] : d[t][b.index()];
            if (v > threshold) {
                values[k++] = v;
            }
        }
        double[] sorted = Arrays.copyOf(values, k);
        Arrays.sort(sorted);
        List<String> parts = new ArrayList<>();
        for (int i = sorted.length - 1; i >= 0 && parts.size() < SHOWN; i--) {
            parts.add(String.format(Locale.ROOT, "%.4g", sorted[i]));
        }
        return String.join(" ", parts) + (k > SHOWN ? " ..." : "");
    }

    private static String join(double[] f) {
        List<String> parts = new ArrayList<>();
        for (double v : f) {
            parts.add(String.format(Locale.ROOT, "%.4g", v));
        }
        return String.join(" ", parts);
    }
}
