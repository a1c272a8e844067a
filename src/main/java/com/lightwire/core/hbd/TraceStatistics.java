package com.lightwire.core.hbd;

import java.util.ArrayList;
import java.util.List;

/**
 * Statistics of a fault trace over a fleet of {@code servers} (digest §4.2; the published trace samples 400 servers):
 * the fraction of servers faulty, time-weighted over [0, H] (mean, p99 = the smallest fraction the fleet stays at or
 * below 99 % of the time, max), and the mean fault duration. O(E log E).
 *
 * @param faults              fault intervals
 * @param faultyServers       distinct servers with a fault
 * @param days                H
 * @param meanFaultyFraction  time-weighted mean
 * @param p99FaultyFraction   time-weighted 99th percentile
 * @param maxFaultyFraction   maximum
 * @param meanRepairDays      mean interval length
 * @param warnings            stray ends
 */
public record TraceStatistics(int faults, int faultyServers, double days, double meanFaultyFraction,
                              double p99FaultyFraction, double maxFaultyFraction, double meanRepairDays,
                              List<String> warnings) {

    public static TraceStatistics of(TraceIntervals trace, int servers) {
        List<double[]> steps = new ArrayList<>();
        double repair = 0;
        for (int i = 0; i < trace.nodes().size(); i++) {
            for (double[] iv : trace.intervals().get(i)) {
                repair += iv[1] - iv[0];
            }
            for (double[] iv : trace.merged(i)) {
                steps.add(new double[]{iv[0], 1});
                steps.add(new double[]{iv[1], -1});
            }
        }
        steps.sort((a, b) -> a[0] != b[0] ? Double.compare(a[0], b[0]) : Double.compare(a[1], b[1]));
        TimeWeighted weighted = new TimeWeighted();
        double time = 0;
        int count = 0;
        for (double[] step : steps) {
            weighted.add((double) count / servers, step[0] - time);
            time = step[0];
            count += (int) step[1];
        }
        weighted.add((double) count / servers, trace.horizon() - time);
        return new TraceStatistics(trace.faults(), trace.nodes().size(), trace.horizon(), weighted.mean(),
                weighted.quantile(0.99), weighted.max(), trace.faults() == 0 ? 0 : repair / trace.faults(),
                trace.warnings());
    }
}
