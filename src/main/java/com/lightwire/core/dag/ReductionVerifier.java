package com.lightwire.core.dag;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.dag.TaskDag;

import java.util.Random;

/**
 * Checks a reduction against its full DAG (DELTA eq. 2): for task durations drawn from a seeded generator (and the
 * NIC-limited ones), the longest path of the full DAG equals the reduced DAG's {@code max(release ... + tail)}
 * without contention. Durations are never below a task's NIC-limited minimum {@code V / (F B)}, which no schedule
 * beats and which the clean-up relies on (ADR 0025). O(trials x (V + E)).
 */
public final class ReductionVerifier {

    private ReductionVerifier() {
    }

    public static Verification verify(FullDag full, TaskDag reduced, DagReduction.Reduced reduction, int trials,
                                      long seed) {
        int[] taskNodes = reduction.taskNodes();
        Verification.Collector c = new Verification.Collector();
        DagIndex ix = DagIndex.of(reduced);
        Random rnd = new Random(seed);
        for (int trial = 0; trial <= trials; trial++) {
            double[] tau = new double[ix.tasks];
            double[] fullTau = new double[full.nodeCount()];
            for (int t = 0; t < ix.tasks; t++) {
                tau[t] = ix.minDuration(t) * (trial == 0 ? 1 : 1 + rnd.nextDouble() * 3) + (trial == 0 ? 0 : rnd.nextInt(3));
                fullTau[taskNodes[t]] = tau[t];
            }
            double expected = full.longestPath(fullTau);
            double got = Math.max(reduction.sourceTail(), reducedMakespan(ix, tau));
            int n = trial;
            c.check(Math.abs(expected - got) <= 1e-9 * Math.max(1, expected),
                    () -> "trial " + n + ": full DAG " + expected + " ms, reduced DAG " + got + " ms");
        }
        return c.build();
    }

    /** {@code max(EF + tail)} of the reduced DAG with durations {@code tau} and no contention. */
    static double reducedMakespan(DagIndex ix, double[] tau) {
        double[] es = new double[ix.tasks];
        double makespan = 0;
        for (int t : ix.order) {
            double v = ix.release[t];
            for (int e = ix.predStart[t]; e < ix.predStart[t + 1]; e++) {
                v = Math.max(v, es[ix.pred[e]] + tau[ix.pred[e]] + ix.predDelay[e]);
            }
            es[t] = v;
            makespan = Math.max(makespan, v + tau[t] + ix.tail[t]);
        }
        return makespan;
    }
}
