package com.lightwire.io;

import com.lightwire.model.spectra.Demand;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Parses a demand in CSV or TSV: n rows of n numbers (comma or tab separated, the first data line decides), with an
 * optional first row of labels (a row that is not all numbers). Blank lines are ignored. Errors name the line and
 * column.
 */
final class DemandCsv {

    private DemandCsv() {
    }

    static Demand parse(String text, String source, String name) throws LightwireFileException {
        String[] lines = text.split("\r?\n", -1);
        List<String[]> rows = new ArrayList<>();
        List<Integer> lineNumbers = new ArrayList<>();
        String separator = null;
        for (int k = 0; k < lines.length; k++) {
            if (lines[k].isBlank()) {
                continue;
            }
            if (separator == null) {
                separator = lines[k].contains("\t") ? "\t" : ",";
            }
            rows.add(Arrays.stream(lines[k].split(separator, -1)).map(String::trim).toArray(String[]::new));
            lineNumbers.add(k + 1);
        }
        List<String> labels = List.of();
        if (!rows.isEmpty() && !allNumbers(rows.get(0))) {
            labels = List.of(rows.remove(0));
            lineNumbers.remove(0);
        }
        int n = rows.size();
        if (n > Demand.MAX_PORTS) {
            throw new LightwireFileException(source, "", "has " + n + " rows; Lightwire takes at most "
                    + Demand.MAX_PORTS + " ports");
        }
        if (!labels.isEmpty() && labels.size() != n) {
            throw new LightwireFileException(source, "line 1", "has " + labels.size() + " labels for " + n + " rows");
        }
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            String[] cells = rows.get(i);
            int line = lineNumbers.get(i);
            if (cells.length != n) {
                throw new LightwireFileException(source, "line " + line, "has " + cells.length + " numbers; a demand "
                        + "of " + n + " rows has " + n + " in every row");
            }
            for (int j = 0; j < n; j++) {
                m[i][j] = number(cells[j], source, line, j + 1);
            }
        }
        return new Demand(name, labels, m);
    }

    private static boolean allNumbers(String[] cells) {
        for (String c : cells) {
            try {
                Double.parseDouble(c);
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return true;
    }

    private static double number(String cell, String source, int line, int column) throws LightwireFileException {
        String at = "line " + line + ", column " + column;
        double v;
        try {
            v = Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            throw new LightwireFileException(source, at, "'" + cell + "' is not a number");
        }
        if (!Double.isFinite(v) || v < 0) {
            throw new LightwireFileException(source, at, "must be a finite number >= 0; it is " + cell);
        }
        return v;
    }
}
