package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The faulty nodes of a design at any time of a replayed trace: the same server-to-node mapping, circular shifts and
 * seeded 8→4 conversion as {@link TraceReplay} (the replay rule), kept as sorted events so a query at time
 * {@code t} costs O(events up to t + N). For the HBD rings view's timeline.
 */
public final class TraceTimeline {

    private final int nodes;
    private final double horizon;
    private final double[][] events;

    private TraceTimeline(int nodes, double horizon, double[][] events) {
        this.nodes = nodes;
        this.horizon = horizon;
        this.events = events;
    }

    /**
     * The timeline of {@code trace} replayed on {@code design} with {@code servers} servers and {@code seed};
     * the design must pass {@link TraceReplay#problem}.
     */
    public static TraceTimeline of(HbdDesign design, TraceIntervals trace, int servers, long seed) {
        String problem = TraceReplay.problem(design);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        double q8 = TraceStatistics.of(trace, servers).meanFaultyFraction();
        return new TraceTimeline(design.nodes(), trace.horizon(), TraceReplay.events(design, trace, servers, q8,
                new SplittableRandom(seed)));
    }

    /** The last event time H, in days. */
    public double horizon() {
        return horizon;
    }

    /** The 1-based ids of the nodes faulty at time {@code t} (an interval is closed at its start, open at its end). */
    public int[] faultyAt(double t) {
        int[] count = new int[nodes];
        for (double[] e : events) {
            if (e[0] > t) {
                break;
            }
            count[(int) e[1]] += (int) e[2];
        }
        return Arrays.stream(java.util.stream.IntStream.range(0, nodes).filter(i -> count[i] > 0).toArray())
                .map(i -> i + 1).toArray();
    }
}
