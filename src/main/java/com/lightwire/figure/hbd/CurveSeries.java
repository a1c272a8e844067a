package com.lightwire.figure.hbd;

import java.util.Objects;

/**
 * One curve of a {@link WasteCurveFigure}: its label, points (x ascending) and whether it is drawn dashed (a bound,
 * not a measurement).
 *
 * @param label  what the curve is, e.g. "nvl-72"
 * @param xs     x values, ascending
 * @param ys     y values, one per x
 * @param dashed drawn dashed
 */
public record CurveSeries(String label, double[] xs, double[] ys, boolean dashed) {
    public CurveSeries {
        Objects.requireNonNull(label, "label");
        if (xs.length != ys.length) {
            throw new IllegalArgumentException("xs and ys differ in length");
        }
        xs = xs.clone();
        ys = ys.clone();
    }

    double x(int i) {
        return xs[i];
    }

    double y(int i) {
        return ys[i];
    }

    int size() {
        return xs.length;
    }
}
