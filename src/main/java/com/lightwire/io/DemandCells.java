package com.lightwire.io;

import com.lightwire.model.spectra.Demand;

import java.util.List;

/** The cell checks of a demand file: dense rows of exactly n numbers, or sparse cells in range and not repeated. */
final class DemandCells {

    private DemandCells() {
    }

    static double[][] dense(List<List<Double>> rows, int n, String at, FieldChecks checks)
            throws LightwireFileException {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            List<Double> row = rows.get(i);
            String rowAt = at + "[" + i + "]";
            if (row == null) {
                throw checks.error(rowAt, "missing or null; a row is an array of " + n + " numbers");
            }
            if (row.size() != n) {
                throw checks.error(rowAt, "has " + row.size() + " numbers; every row has n = " + n);
            }
            for (int j = 0; j < n; j++) {
                m[i][j] = nonNegative(row.get(j), rowAt + "[" + j + "]", checks);
            }
        }
        return m;
    }

    static double[][] sparse(List<SpectraDtos.EntryDto> entries, int n, String at, FieldChecks checks)
            throws LightwireFileException {
        if (n > Demand.MAX_PORTS) {
            throw checks.error(at, "n = " + n + " is above the limit of " + Demand.MAX_PORTS + " ports");
        }
        double[][] m = new double[n][n];
        int[][] firstAt = new int[n][];
        for (int k = 0; k < entries.size(); k++) {
            SpectraDtos.EntryDto e = entries.get(k);
            String cellAt = at + "[" + k + "]";
            if (e == null) {
                throw checks.error(cellAt, "missing or null; a cell is {\"i\": row, \"j\": column, \"value\": v}");
            }
            int i = checks.integer(e.i(), cellAt + ".i", 0, Math.max(0, n - 1));
            int j = checks.integer(e.j(), cellAt + ".j", 0, Math.max(0, n - 1));
            if (firstAt[i] == null) {
                firstAt[i] = new int[n];
            }
            if (firstAt[i][j] > 0) {
                throw checks.error(cellAt, "cell (" + i + ", " + j + ") is given twice (first at " + at + "["
                        + (firstAt[i][j] - 1) + "])");
            }
            firstAt[i][j] = k + 1;
            m[i][j] = nonNegative(e.value(), cellAt + ".value", checks);
        }
        return m;
    }

    static double nonNegative(Double value, String at, FieldChecks checks) throws LightwireFileException {
        double v = checks.require(value, at);
        if (!Double.isFinite(v) || v < 0) {
            throw checks.error(at, "must be a finite number >= 0; it is " + v);
        }
        return v;
    }
}
