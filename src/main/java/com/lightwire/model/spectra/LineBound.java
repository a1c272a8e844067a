package com.lightwire.model.spectra;

import java.util.Objects;

/**
 * The lower bounds of one line of D (spectra.md §3): LB1 for any k ≥ 1 and, when k = s, LB2 = δ + min_r f(r).
 *
 * @param line  0..n−1 for rows, n..2n−1 for columns
 * @param kind  "row" or "column"
 * @param index the row or column index
 * @param k     nonzero entries on the line
 * @param w     their sum
 * @param lb1   Theorem 1
 * @param lb2   Theorem 2, or null unless k = s
 * @param f     f(0..s) of Theorem 2 (null unless k = s)
 * @param r     the minimising r of Theorem 2 (-1 unless k = s)
 */
public record LineBound(int line, String kind, int index, int k, double w, double lb1, Double lb2, double[] f,
                        int r) {

    public LineBound {
        Objects.requireNonNull(kind, "kind");
        f = f == null ? null : f.clone();
    }

    @Override
    public double[] f() {
        return f == null ? null : f.clone();
    }

    /** The better of the two bounds on this line. */
    public double bound() {
        return lb2 == null ? lb1 : Math.max(lb1, lb2);
    }

    /** "LB2" when Theorem 2 gives the line's bound, else "LB1". */
    public String binding() {
        return lb2 != null && lb2 > lb1 ? "LB2" : "LB1";
    }
}
