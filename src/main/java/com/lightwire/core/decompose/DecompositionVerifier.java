package com.lightwire.core.decompose;

import com.lightwire.core.solve.Verification;

import java.util.List;

/** Checks the outputs of the decompositions against the statements of Theorems 3.1 and 3.2. */
public final class DecompositionVerifier {

    private DecompositionVerifier() {
    }

    /**
     * Theorem 3.1: {@code A + Aᵀ = C}, A ≥ 0, zero diagonal, and every row and column sum of A within
     * [lo(d_i), hi(d_i)] where d_i is row i of C: [floor(d/2), ceil(d/2)] when balanced, at most budget/2 otherwise.
     */
    public static Verification verifySymmetricSplit(int[][] c, int[][] a, SplitBounds bounds, int budget) {
        Verification.Collector out = new Verification.Collector();
        int p = c.length;
        for (int i = 0; i < p; i++) {
            int row = 0;
            int col = 0;
            int d = 0;
            for (int j = 0; j < p; j++) {
                int ii = i;
                int jj = j;
                out.check(a[i][j] >= 0, () -> "A[" + ii + "][" + jj + "] is negative");
                out.check(a[i][j] + a[j][i] == c[i][j], () -> "A + Aᵀ differs from C at (" + ii + ", " + jj + ")");
                row += a[i][j];
                col += a[j][i];
                d += c[i][j];
            }
            int ii = i;
            out.check(a[i][i] == 0, () -> "A has a non-zero diagonal at " + ii);
            int lo = bounds == SplitBounds.BALANCED ? d / 2 : Math.max(0, d - budget / 2);
            int hi = bounds == SplitBounds.BALANCED ? (d + 1) / 2 : Math.min(d, budget / 2);
            int r = row;
            int cs = col;
            out.check(row >= lo && row <= hi, () -> "row " + ii + " of A sums to " + r + ", outside [" + lo + ", " + hi + "]");
            out.check(col >= lo && col <= hi, () -> "column " + ii + " of A sums to " + cs + ", outside [" + lo + ", " + hi + "]");
        }
        return out.build();
    }

    /**
     * Theorem 3.2: the parts sum to D and each part's entries, row sums and column sums lie within
     * [floor(v/n), ceil(v/n)] of D's (when {@code balanced}); otherwise each part's sums are at most 1 per unit of
     * {@code n / parts}, i.e. partial permutations when {@code n == parts.size()}.
     */
    public static Verification verifyParts(MatrixEntries d, List<MatrixEntries> parts, boolean balanced) {
        Verification.Collector out = new Verification.Collector();
        int n = parts.size();
        int[][] dense = d.toDense();
        int[][] sum = new int[d.dimension()][d.dimension()];
        int[] rows = d.rowSums();
        int[] cols = d.colSums();
        for (int t = 0; t < n; t++) {
            MatrixEntries part = parts.get(t);
            int[][] pd = part.toDense();
            int[] pr = part.rowSums();
            int[] pc = part.colSums();
            for (int i = 0; i < d.dimension(); i++) {
                for (int j = 0; j < d.dimension(); j++) {
                    sum[i][j] += pd[i][j];
                    checkShare(out, balanced, pd[i][j], balanced ? dense[i][j] : Integer.MAX_VALUE, n,
                            "part " + t + " entry (" + i + ", " + j + ")");
                }
                checkShare(out, true, pr[i], rows[i], n, "part " + t + " row " + i);
                checkShare(out, true, pc[i], cols[i], n, "part " + t + " column " + i);
            }
        }
        for (int i = 0; i < d.dimension(); i++) {
            for (int j = 0; j < d.dimension(); j++) {
                int ii = i;
                int jj = j;
                out.check(sum[i][j] == dense[i][j], () -> "parts do not sum to D at (" + ii + ", " + jj + ")");
            }
        }
        return out.build();
    }

    private static void checkShare(Verification.Collector out, boolean enforce, int value, int whole, int n, String what) {
        if (!enforce) {
            return;
        }
        int lo = whole / n;
        int hi = (whole + n - 1) / n;
        out.check(value >= 0 && value >= lo && value <= hi,
                () -> what + " is " + value + ", outside [" + lo + ", " + hi + "] = share of " + whole + " over " + n);
    }
}
