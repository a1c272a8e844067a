package com.lightwire.core.flow;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link FlowNetwork#addKeepOldArcs}: the arcs carry any flow in [lo, hi] and no more, and the cheapest way to carry f
 * costs the keep-old cost {@code g(f) - g(lo)}, with one arc per run of equal slope.
 */
class KeepOldArcsTest {

    private static int g(int f, int cap, int a, int b) {
        return Math.abs(f - a) + Math.abs(cap - f - b);
    }

    private static void check(int lo, int hi, int cap, int a, int b, int expectedArcs) {
        FlowNetwork net = new FlowNetwork(2);
        int[] range = net.addKeepOldArcs(0, 1, lo, hi, cap, a, b);
        assertEquals(expectedArcs, range[1], "arcs");
        int lower = 0;
        int upper = 0;
        List<int[]> free = new ArrayList<>();
        for (int arc = range[0]; arc < range[0] + range[1]; arc++) {
            lower += net.lower(arc);
            upper += net.upper(arc);
            free.add(new int[] {net.upper(arc) - net.lower(arc), net.cost(arc)});
        }
        assertEquals(lo, lower, "lower bounds");
        assertEquals(hi, upper, "upper bounds");
        free.sort(Comparator.comparingInt(x -> x[1]));
        for (int f = lo; f <= hi; f++) {
            int left = f - lo;
            int cost = 0;
            for (int[] arc : free) {
                int take = Math.min(left, arc[0]);
                cost += take * arc[1];
                left -= take;
            }
            assertEquals(g(f, cap, a, b) - g(lo, cap, a, b), cost, "cost of " + f);
        }
    }

    @Test
    void aPositiveLowerBoundIsOneFixedArcAndEachSlopeRunOneArc() {
        check(1, 5, 6, 2, 1, 3);
    }

    @Test
    void theLastRunEndsAtTheUpperBound() {
        check(1, 4, 6, 2, 1, 3);
    }

    @Test
    void aZeroLowerBoundAddsNoFixedArc() {
        check(0, 6, 6, 2, 1, 3);
        check(0, 6, 6, 0, 0, 1);
    }
}
