package com.lightwire.core.hbd;

import java.util.List;

/**
 * The waste of every architecture over a replayed trace ({@link TraceReplay#curves}): the middle day of each equal
 * span of [0, H] and, per TP size and applicable architecture, the waste ratio time-weighted within each span.
 *
 * @param days   the middle of each span, in days
 * @param curves one per (TP, applicable architecture), in TP then architecture order
 */
public record ReplayCurves(double[] days, List<Curve> curves) {

    public ReplayCurves {
        days = days.clone();
        curves = List.copyOf(curves);
    }

    /**
     * One curve.
     *
     * @param tp           TP size
     * @param architecture architecture key
     * @param wasteRatio   waste ratio per span
     */
    public record Curve(int tp, String architecture, double[] wasteRatio) {
        public Curve {
            wasteRatio = wasteRatio.clone();
        }
    }

    @Override
    public double[] days() {
        return days.clone();
    }
}
