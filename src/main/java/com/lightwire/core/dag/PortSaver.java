package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.List;

/**
 * Quick port saving for simulator-scored topologies (DELTA §4, digest "Port saving from slack (b)"): repeatedly try
 * one circuit less on a pair whose tasks all have positive total slack, largest slack first, keeping the change when
 * the simulated makespan does not grow (relative 1e-9). O(pairs x circuits x one simulation).
 */
public final class PortSaver {

    private PortSaver() {
    }

    public static int[] save(DagIndex ix, int[] counts, Sharing sharing, SolveMonitor monitor) {
        int[] x = counts.clone();
        Schedule base = simulate(ix, x, sharing, monitor);
        double limit = base.makespan() * (1 + 1e-9);
        boolean changed = true;
        while (changed) {
            changed = false;
            Timing timing = Timing.of(ix, base);
            for (int p : candidates(ix, x, timing)) {
                monitor.checkCancelled();
                x[p]--;
                Schedule trial = simulate(ix, x, sharing, monitor);
                if (trial.makespan() <= limit) {
                    base = trial;
                    changed = true;
                    break;
                }
                x[p]++;
            }
        }
        return x;
    }

    /** Pairs above one circuit whose tasks all have slack, by decreasing smallest slack. */
    private static List<Integer> candidates(DagIndex ix, int[] x, Timing timing) {
        double[] minSlack = new double[x.length];
        java.util.Arrays.fill(minSlack, Double.POSITIVE_INFINITY);
        for (int t = 0; t < ix.tasks; t++) {
            minSlack[ix.pairOf[t]] = Math.min(minSlack[ix.pairOf[t]], timing.totalSlack()[t]);
        }
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < x.length; p++) {
            if (x[p] > 1 && minSlack[p] > Timing.EPS) {
                out.add(p);
            }
        }
        out.sort((a, b) -> minSlack[a] != minSlack[b] ? Double.compare(minSlack[b], minSlack[a])
                : Integer.compare(a, b));
        return out;
    }

    static Schedule simulate(DagIndex ix, int[] counts, Sharing sharing, SolveMonitor monitor) {
        return FlowSimulator.simulate(ix, FlowSimulator.capacities(ix, PortFeasibility.fromPairs(ix, counts)), sharing,
                monitor);
    }
}
