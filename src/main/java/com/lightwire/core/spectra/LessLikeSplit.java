package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Tolerance;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The Baseline's split of D into s sub-matrices (spectra.md §2.6.1, a stand-in for LESS, Liu, Xu and Singh, UCC
 * 2019, whose exact rule the paper does not give): nonzeros by value descending (ties row-major) each go whole to the
 * switch whose row and column are least loaded (ties: lowest switch), and are split only where they would push that
 * switch past the balance target τ = max line sum / s. Entries stay whole whenever possible, keeping the parts sparse.
 * O(nnz log nnz + nnz·s) plus the splits.
 */
public final class LessLikeSplit {

    private LessLikeSplit() {
    }

    /** The s parts, Σ_h parts[h] = D. */
    public static double[][][] split(double[][] d, int s) {
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double tau = maxLineSum(d) / s;
        double[][][] parts = new double[s][n][n];
        double[][] rowSum = new double[s][n];
        double[][] colSum = new double[s][n];
        for (int[] cell : nonzerosByValue(d)) {
            int i = cell[0];
            int j = cell[1];
            double x = d[i][j];
            while (x > eps) {
                int h = 0;
                for (int g = 1; g < s; g++) {
                    if (Math.max(rowSum[g][i], colSum[g][j]) < Math.max(rowSum[h][i], colSum[h][j])) {
                        h = g;
                    }
                }
                double room = tau - Math.max(rowSum[h][i], colSum[h][j]);
                double y = room > eps ? Math.min(x, room) : x;
                parts[h][i][j] += y;
                rowSum[h][i] += y;
                colSum[h][j] += y;
                x -= y;
            }
        }
        return parts;
    }

    static double maxLineSum(double[][] d) {
        int n = d.length;
        double[] cols = new double[n];
        double max = 0;
        for (int i = 0; i < n; i++) {
            double row = 0;
            for (int j = 0; j < n; j++) {
                row += d[i][j];
                cols[j] += d[i][j];
            }
            max = Math.max(max, row);
        }
        for (double c : cols) {
            max = Math.max(max, c);
        }
        return max;
    }

    private static List<int[]> nonzerosByValue(double[][] d) {
        double threshold = Tolerance.support(Support.maxEntry(d));
        List<int[]> cells = new ArrayList<>();
        for (int i = 0; i < d.length; i++) {
            for (int j = 0; j < d.length; j++) {
                if (d[i][j] > threshold) {
                    cells.add(new int[] {i, j});
                }
            }
        }
        cells.sort(Comparator.comparingDouble((int[] c) -> -d[c[0]][c[1]]));
        return cells;
    }
}
