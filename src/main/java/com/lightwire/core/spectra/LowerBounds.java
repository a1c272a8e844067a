package com.lightwire.core.spectra;

import com.lightwire.model.spectra.LineBound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The paper's lower bounds (spectra.md §3), valid for any schedule of D on s switches with delay δ: per line with k
 * nonzeros summing to w, LB1 = max((w + kδ)/s, w/s + δ) (Theorem 1), and for k = s, LB2 = δ + min_{r=0..s} f(r)
 * (Theorem 2); LB(D) is the largest over the 2n lines (Property 2). O(n² + n·s log s).
 */
public final class LowerBounds {

    private LowerBounds() {
    }

    /**
     * The bound with every line's figures.
     *
     * @param lowerBound LB(D), 0 for a zero matrix
     * @param binding    the line giving it (first such line: rows before columns), null for a zero matrix
     * @param lines      all 2n lines, rows 0..n−1 then columns
     */
    public record Report(double lowerBound, LineBound binding, List<LineBound> lines) {
        public Report {
            lines = List.copyOf(lines);
        }
    }

    public static Report compute(double[][] d, int s, double delay) {
        int n = d.length;
        double threshold = com.lightwire.model.spectra.Tolerance.support(Support.maxEntry(d));
        List<LineBound> lines = new ArrayList<>(2 * n);
        LineBound binding = null;
        double[] values = new double[n];
        for (int line = 0; line < 2 * n; line++) {
            int k = 0;
            for (int t = 0; t < n; t++) {
                double v = line < n ? d[line][t] : d[t][line - n];
                if (v > threshold) {
                    values[k++] = v;
                }
            }
            LineBound lb = line(line, n, Arrays.copyOf(values, k), s, delay);
            lines.add(lb);
            if (k > 0 && (binding == null || lb.bound() > binding.bound())) {
                binding = lb;
            }
        }
        return new Report(binding == null ? 0 : binding.bound(), binding, lines);
    }

    /** The bounds of one line holding {@code values} (its nonzeros in any order). */
    static LineBound line(int line, int n, double[] values, int s, double delay) {
        String kind = line < n ? "row" : "column";
        int index = line < n ? line : line - n;
        int k = values.length;
        double w = 0;
        for (double v : values) {
            w += v;
        }
        if (k == 0) {
            return new LineBound(line, kind, index, 0, 0, 0, null, null, -1);
        }
        double lb1 = Math.max((w + k * delay) / s, w / s + delay);
        if (k != s) {
            return new LineBound(line, kind, index, k, w, lb1, null, null, -1);
        }
        double[] f = f(values, s, delay, w);
        int r = 0;
        for (int i = 1; i <= s; i++) {
            r = f[i] < f[r] ? i : r;
        }
        return new LineBound(line, kind, index, k, w, lb1, delay + f[r], f, r);
    }

    /** f(0..s) of Theorem 2 for a line of exactly s entries. */
    static double[] f(double[] values, int s, double delay, double w) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double[] desc = new double[s + 2];
        for (int i = 0; i < s; i++) {
            desc[i + 1] = sorted[s - 1 - i];
        }
        double[] f = new double[s + 1];
        f[0] = desc[1];
        if (s >= 1) {
            f[1] = s == 1 ? Math.max(0, Math.max(w + delay, delay + desc[1]))
                    : Math.max(desc[2], Math.max((w + delay) / s, delay + desc[s]));
        }
        for (int r = 2; r <= s; r++) {
            double next = r + 1 <= s ? desc[r + 1] : 0;
            f[r] = Math.max(next, (w + r * delay) / s);
        }
        return f;
    }
}
