package com.lightwire.figure.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One axis of an {@link XyChart}: its title, linear or logarithmic (base 10), the data range it spans and its ticks
 * (round numbers, or the values given).
 *
 * @param title what the axis measures, with its unit
 * @param log   logarithmic scale (all values positive)
 * @param min   the low end, in data units
 * @param max   the high end, in data units (above min)
 * @param ticks the tick values, in data units
 */
public record ChartAxis(String title, boolean log, double min, double max, List<Double> ticks) {

    public ChartAxis {
        ticks = List.copyOf(ticks);
    }

    /** A linear axis from 0 (or below, for negative data) over {@code hi} with round ticks. */
    public static ChartAxis linear(String title, double lo, double hi) {
        double top = hi > lo ? hi : lo + 1;
        double step = niceStep((top - lo) / 6);
        double min = Math.floor(lo / step) * step;
        double max = Math.ceil(top / step) * step;
        List<Double> ticks = new ArrayList<>();
        for (double t = min; t <= max + step / 1e6; t += step) {
            ticks.add(Math.abs(t) < step / 1e6 ? 0 : t);
        }
        return new ChartAxis(title, false, min, max, ticks);
    }

    /** A base-10 log axis over [lo, hi] (both positive) with ticks at the given values. */
    public static ChartAxis logarithmic(String title, double lo, double hi, List<Double> ticks) {
        return new ChartAxis(title, true, lo, hi > lo ? hi : lo * 10, ticks);
    }

    /** A log axis over whole decades around [lo, hi] with a tick at each power of ten. */
    public static ChartAxis decades(String title, double lo, double hi) {
        double min = Math.pow(10, Math.floor(Math.log10(lo)));
        double max = Math.pow(10, Math.ceil(Math.log10(hi > lo ? hi : lo * 10)));
        List<Double> ticks = new ArrayList<>();
        for (double t = min; t <= max * 1.0001; t *= 10) {
            ticks.add(t);
        }
        return new ChartAxis(title, true, min, max, ticks);
    }

    /** Where {@code v} falls, 0 at min and 1 at max. */
    public double fraction(double v) {
        return log ? (Math.log10(v) - Math.log10(min)) / (Math.log10(max) - Math.log10(min)) : (v - min) / (max - min);
    }

    /** The smallest 1, 2 or 5 times a power of ten at least {@code raw}. */
    static double niceStep(double raw) {
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double r = raw / mag;
        return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * mag;
    }

    /** A value for a tick label or a read-out: thousands as k, millions as M, else up to 4 significant digits. */
    public static String format(double v) {
        double a = Math.abs(v);
        if (a >= 1e6) {
            return trim(String.format(Locale.ROOT, "%.2f", v / 1e6)) + "M";
        }
        if (a >= 1e4) {
            return trim(String.format(Locale.ROOT, "%.1f", v / 1e3)) + "k";
        }
        if (a >= 100 || v == Math.rint(v)) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        return trim(String.format(Locale.ROOT, "%.3g", v));
    }

    private static String trim(String s) {
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
