package com.lightwire.core.simulate;

/**
 * A job's contention level, digest eq. (10): the sum of its flows' completion times over the sum of the same flows'
 * completion times without contention (V14: actual 15 s and 25 s against 10 s each give 2.0). The simulator's flows are
 * fluid (§7 item 27): the exposed communication a job sends in a step takes κ times its uncontended time, so each step
 * adds (κ·t, t) for its uncontended communication time t, and a burst sent under heavy sharing weighs as much as the
 * communication it carried, not as long as it lasted. 1 for a job that sent nothing.
 */
final class ContentionLevel {

    private double actual;
    private double ideal;

    /** Adds flows (or fluid communication) that took {@code actualSeconds} and would take {@code idealSeconds} alone. */
    void add(double actualSeconds, double idealSeconds) {
        actual += actualSeconds;
        ideal += idealSeconds;
    }

    /** Σ actual / Σ ideal, or 1 when nothing was sent. */
    double value() {
        return ideal > 0 ? actual / ideal : 1;
    }
}
