package com.lightwire.core.hbd;

import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The trace timeline of the HBD rings view against the trace's own intervals. */
class TraceTimelineTest {

    @Test
    void oneServerPerNodeReplaysEachServersOwnIntervals() throws Exception {
        TraceIntervals trace = HbdTraceTestAccess.published();
        int f = trace.nodes().size();
        HbdDesign design = new HbdDesign(f, 8, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 1, 8, 20);
        TraceTimeline timeline = TraceTimeline.of(design, trace, f, 1);
        assertEquals(trace.horizon(), timeline.horizon(), 1e-9);
        int seenFaulty = 0;
        for (int s = 0; s <= 60; s++) {
            double t = trace.horizon() * s / 61.0;
            List<Integer> expected = new ArrayList<>();
            for (int k = 0; k < f; k++) {
                for (double[] iv : trace.merged(k)) {
                    if (iv[0] <= t && t < iv[1]) {
                        expected.add(k + 1);
                        break;
                    }
                }
            }
            assertEquals(expected, java.util.Arrays.stream(timeline.faultyAt(t)).boxed().toList(), "day " + t);
            seenFaulty += expected.size();
        }
        assertTrue(seenFaulty > 0, "the samples meet some faults");
    }

    @Test
    void aDesignTheReplayCannotMapIsRefused() throws Exception {
        TraceIntervals trace = HbdTraceTestAccess.published();
        HbdDesign odd = new HbdDesign(9, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 1, 9, 20);
        assertThrows(IllegalArgumentException.class, () -> TraceTimeline.of(odd, trace, 400, 1));
    }
}
