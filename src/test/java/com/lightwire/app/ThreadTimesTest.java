package com.lightwire.app;

import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The undo bench's account of who had the cores (ADR 0036): schedstat lines, thread kinds, the sums, the line. */
class ThreadTimesTest {

    @Test
    void readsRunAndWaitNanosecondsFromASchedstatLine() {
        assertArrayEquals(new long[] {680579869, 2537451927L}, ThreadTimes.parse("680579869 2537451927 429\n"));
        assertNull(ThreadTimes.parse("680579869"));
        assertNull(ThreadTimes.parse("x y z"));
    }

    @Test
    void threadsAreSortedByWhatTheyDoFromTheirCutNames() {
        assertEquals(ThreadTimes.Kind.FX, ThreadTimes.Kind.of("JavaFX Applicat"));
        assertEquals(ThreadTimes.Kind.RENDERER, ThreadTimes.Kind.of("QuantumRenderer"));
        assertEquals(ThreadTimes.Kind.JIT, ThreadTimes.Kind.of("C2 CompilerThre"));
        assertEquals(ThreadTimes.Kind.JIT, ThreadTimes.Kind.of("C1 CompilerThre"));
        assertEquals(ThreadTimes.Kind.GC, ThreadTimes.Kind.of("GC Thread#1"));
        assertEquals(ThreadTimes.Kind.GC, ThreadTimes.Kind.of("G1 Conc#0"));
        assertEquals(ThreadTimes.Kind.GC, ThreadTimes.Kind.of("VM Thread"));
        assertEquals(ThreadTimes.Kind.OTHER, ThreadTimes.Kind.of("InvokeLaterDisp"));
    }

    @Test
    void runTimesAreSummedByKindSinceAnEarlierReadingAndNewThreadsCountFromZero() {
        ThreadTimes earlier = new ThreadTimes(Map.of(1, 1_000_000L, 2, 5_000_000L),
                Map.of(1, "QuantumRenderer", 2, "C2 CompilerThre"));
        ThreadTimes later = new ThreadTimes(Map.of(1, 4_000_000L, 2, 5_500_000L, 3, 2_000_000L),
                Map.of(1, "QuantumRenderer", 2, "C2 CompilerThre", 3, "C1 CompilerThre"));
        Map<ThreadTimes.Kind, Double> ran = later.ranSince(earlier);
        assertEquals(3.0, ran.get(ThreadTimes.Kind.RENDERER), 1e-9);
        assertEquals(2.5, ran.get(ThreadTimes.Kind.JIT), 1e-9);
        assertEquals(0.0, ran.get(ThreadTimes.Kind.FX), 1e-9);
    }

    @Test
    void thisProcessHasAtLeastTheCallingThreadOnLinux() {
        assumeTrue(ThreadTimes.ofThisProcess().isPresent(), "this system publishes no schedstat counts");
        ThreadTimes now = ThreadTimes.ofThisProcess().orElseThrow();
        assertTrue(now.runNs().values().stream().anyMatch(ns -> ns > 0), now.toString());
        assertTrue(ThreadTimes.currentThreadWaitNs() >= 0);
    }

    @Test
    void theCoresLineNamesTheWaitAndEveryKind() {
        Map<ThreadTimes.Kind, Double> ran = new EnumMap<>(ThreadTimes.Kind.class);
        ran.put(ThreadTimes.Kind.FX, 900.0);
        ran.put(ThreadTimes.Kind.RENDERER, 1500.0);
        ran.put(ThreadTimes.Kind.JIT, 300.0);
        ran.put(ThreadTimes.Kind.GC, 20.0);
        ran.put(ThreadTimes.Kind.OTHER, 30.0);
        assertEquals("undo cores: over the timed span of 2100 ms the FX thread waited 85.0 ms for a core inside the "
                        + "edits (at most 6.10 ms in one); meanwhile this JVM's threads ran FX thread 900 ms, renderer "
                        + "1500 ms, JIT compilers 300 ms, GC and VM 20 ms, other threads 30 ms (of 4200 core-ms on 2 cores)",
                UiBenchCommand.undoCores(new UndoBench.CoreUse(true, 85, 6.1, 2100, ran), 2));
        assertEquals("undo cores: not counted on this system (no /proc schedstat)",
                UiBenchCommand.undoCores(UndoBench.CoreUse.UNKNOWN, 2));
    }
}
