package com.lightwire.core.hbd;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.FaultTrace;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.TraceEvent;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Trace statistics and replay: the published trace (read from ../shared, never copied) and small made-up traces. */
class HbdTraceTest {

    /** The published trace, relative to the project folder the tests run in. */
    static final Path TRACE = Path.of("..", "shared", "data", "infinitehbd-fault-trace", "fault_trace.json");

    private static TraceIntervals published() throws Exception {
        Assumptions.assumeTrue(Files.isRegularFile(TRACE), "the published trace is not at " + TRACE.toAbsolutePath()
                + " (../shared/data/infinitehbd-fault-trace relative to the project); skipped");
        return TraceIntervals.of(FaultTraceFiles.read(TRACE));
    }

    @Test
    void publishedTraceStatistics() throws Exception {
        TraceStatistics s = TraceStatistics.of(published(), 400);
        assertEquals(584, s.faults());
        assertEquals(231, s.faultyServers());
        assertEquals(2.315, s.meanFaultyFraction() * 100, 0.0005);
        assertEquals(7.75, s.p99FaultyFraction() * 100, 1e-9);
        assertEquals(348.9798, s.days(), 1e-9);
        assertTrue(s.warnings().isEmpty());
    }

    @Test
    void fifoMatchingStrayEndsAndOpenFaults() {
        FaultTrace trace = new FaultTrace(List.of(new TraceEvent("b", 0, false), new TraceEvent("a", 1, true),
                new TraceEvent("a", 2, true), new TraceEvent("a", 3, false), new TraceEvent("c", 4, true),
                new TraceEvent("b", 10, true)));
        TraceIntervals t = TraceIntervals.of(trace);
        assertEquals(List.of("a", "b", "c"), t.nodes());
        assertEquals(4, t.faults());
        assertEquals(1, t.warnings().size(), "b's first end is stray");
        assertEquals(1.0, t.intervals().get(0)[0][0]);
        assertEquals(3.0, t.intervals().get(0)[0][1], "FIFO: the end closes the oldest open fault");
        assertEquals(10.0, t.intervals().get(0)[1][1], "still open: lasts to H");
        TraceStatistics s = TraceStatistics.of(t, 4);
        assertEquals((9 + 6 + 0) / 4.0 / 10, s.meanFaultyFraction(), 1e-12);
    }

    @Test
    void replayOfThePublishedTraceOn9792Gpus() throws Exception {
        HbdDesign cluster = new HbdDesign(2448, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 48, 20);
        List<TraceReplay.Row> rows = TraceReplay.run(cluster, published(), 400, new int[]{32}, 1, SolveMonitor.NONE);
        double k2 = waste(rows, "infinitehbd-k2");
        double nvl = waste(rows, "nvl-72");
        assertTrue(k2 < 0.005, () -> "K=2 " + k2);
        assertTrue(nvl > 0.09 && nvl < 0.115, () -> "NVL-72 " + nvl);
        assertEquals(rows, TraceReplay.run(cluster, published(), 400, new int[]{32}, 1, SolveMonitor.NONE));
    }

    private static double waste(List<TraceReplay.Row> rows, String arch) {
        return rows.stream().filter(r -> r.architecture().equals(arch)).findFirst().orElseThrow().meanWasteRatio();
    }

    @Test
    void replaySlotsMapServersAndShiftCopies() {
        FaultTrace trace = new FaultTrace(List.of(new TraceEvent("x", 0, true), new TraceEvent("x", 1, false),
                new TraceEvent("y", 4, true), new TraceEvent("y", 8, false)));
        HbdDesign design = new HbdDesign(4, 8, 2, 8, Closure.LINE, HbdOrder.SEQUENTIAL, 4, 4, 20);
        double[][] events = TraceReplay.events(design, TraceIntervals.of(trace), 2, 0.1,
                new java.util.SplittableRandom(1));
        assertEquals(8, events.length, "4 slots replay 2 servers twice, the second copy shifted by H/2 (y: [8,12] wraps to [0,4])");
        assertEquals(List.of(0.0, 0.0, 1.0, 4.0, 4.0, 4.0, 5.0, 8.0),
                java.util.Arrays.stream(events).map(e -> e[0]).toList());
    }
}
