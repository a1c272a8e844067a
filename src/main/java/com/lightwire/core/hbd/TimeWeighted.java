package com.lightwire.core.hbd;

import java.util.ArrayList;
import java.util.List;

/** A step function's values with their durations: time-weighted mean, quantile, minimum and maximum. */
final class TimeWeighted {

    private final List<double[]> steps = new ArrayList<>();
    private double total;

    /** Adds value {@code v} held for {@code duration} (ignored when not positive). */
    void add(double v, double duration) {
        if (duration > 0) {
            steps.add(new double[]{v, duration});
            total += duration;
        }
    }

    double mean() {
        return total == 0 ? 0 : steps.stream().mapToDouble(s -> s[0] * s[1]).sum() / total;
    }

    /** The smallest value v such that the function is ≤ v for at least fraction q of the time. */
    double quantile(double q) {
        List<double[]> sorted = new ArrayList<>(steps);
        sorted.sort((a, b) -> Double.compare(a[0], b[0]));
        double acc = 0;
        for (double[] s : sorted) {
            acc += s[1];
            if (acc >= q * total - 1e-12) {
                return s[0];
            }
        }
        return sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1)[0];
    }

    double max() {
        return steps.stream().mapToDouble(s -> s[0]).max().orElse(0);
    }

    double min() {
        return steps.stream().mapToDouble(s -> s[0]).min().orElse(0);
    }
}
