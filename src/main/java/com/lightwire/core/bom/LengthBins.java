package com.lightwire.core.bom;

import java.util.List;

/**
 * Standard stock lengths of patch cords in meters. A cable of routed length L is ordered in the smallest bin
 * {@code >= L}; beyond the last bin it is rounded up to the next 50 m. O(bins).
 */
public final class LengthBins {

    /** Stock lengths in meters. */
    public static final List<Integer> BINS = List.of(1, 2, 3, 5, 7, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300);

    private LengthBins() {
    }

    /** The bin of a routed length; NaN or negative lengths are an error. */
    public static int binOf(double meters) {
        if (!(meters >= 0)) {
            throw new IllegalArgumentException("cable length must be a non-negative number, was " + meters);
        }
        for (int bin : BINS) {
            if (meters <= bin + 1e-9) {
                return bin;
            }
        }
        return (int) (Math.ceil(meters / 50.0) * 50);
    }
}
