package com.lightwire.core.dag;

/**
 * When every task of a DAG ran and at which rates: start and end per task, its rate segments
 * {@code [from, to, MB per ms]} (flat triples; a segment of rate 0 is an active pause), the makespan
 * {@code max(end + tail)}, and the sorted distinct event times (task starts and ends) whose gaps are the intervals of
 * the trace (DELTA §3.8, §3.9). Arrays are owned by the schedule; callers must not change them.
 *
 * @param start      per task
 * @param end        per task
 * @param segments   per task: from, to, rate, from, to, rate, ...
 * @param makespan   the iteration time
 * @param eventTimes the trace's event times, ascending
 */
public record Schedule(double[] start, double[] end, double[][] segments, double makespan, double[] eventTimes) {

    /** Trace intervals: event times minus one (0 when there is at most one event). */
    public int intervals() {
        return Math.max(0, eventTimes.length - 1);
    }

    /** MB task {@code t} moved in its segments. */
    public double moved(int t) {
        double sum = 0;
        double[] s = segments[t];
        for (int i = 0; i < s.length; i += 3) {
            sum += (s[i + 1] - s[i]) * s[i + 2];
        }
        return sum;
    }
}
