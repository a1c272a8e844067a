package com.lightwire.io;

/** Number formatting shared by the DAG files: times and volumes rounded to 1e-9 so files stay readable. */
final class Numbers {

    private Numbers() {
    }

    /** {@code v} rounded to nine decimals (exact integers stay exact). */
    static double round(double v) {
        if (!Double.isFinite(v)) {
            return v;
        }
        double r = Math.round(v * 1e9) / 1e9;
        return r == 0 ? 0 : r;
    }
}
