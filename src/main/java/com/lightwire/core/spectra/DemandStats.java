package com.lightwire.core.spectra;

import java.util.ArrayList;
import java.util.List;

/**
 * The figures {@code demand info} and the heat map show: nonzeros, the degree d of the support, the critical lines
 * (those holding d nonzeros) and the largest line sum.
 *
 * @param n               ports
 * @param nonzeros        entries in the support
 * @param degree          d
 * @param criticalRows    rows with d nonzeros
 * @param criticalColumns columns with d nonzeros
 * @param maxLineSum      the largest row or column sum
 */
public record DemandStats(int n, long nonzeros, int degree, List<Integer> criticalRows,
                          List<Integer> criticalColumns, double maxLineSum) {

    public DemandStats {
        criticalRows = List.copyOf(criticalRows);
        criticalColumns = List.copyOf(criticalColumns);
    }

    public static DemandStats of(double[][] d) {
        int n = d.length;
        int[] counts = Support.lineCounts(Support.of(d));
        int degree = Support.degree(counts);
        List<Integer> rows = new ArrayList<>();
        List<Integer> cols = new ArrayList<>();
        long nonzeros = 0;
        for (int i = 0; i < n; i++) {
            nonzeros += counts[i];
            if (degree > 0 && counts[i] == degree) {
                rows.add(i);
            }
            if (degree > 0 && counts[n + i] == degree) {
                cols.add(i);
            }
        }
        return new DemandStats(n, nonzeros, degree, rows, cols, LessLikeSplit.maxLineSum(d));
    }
}
