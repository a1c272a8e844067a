package com.lightwire.core.decompose;

import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.TopologyGenerators;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A decomposition cancelled while it runs stops with {@link SolveCancelledException} at its next poll: the monitor
 * answers "cancelled" from its second poll on, so each run has started (its first poll answered "go on") before it
 * stops, and it polls no more after the one that stopped it. The same call with a monitor that is never cancelled
 * completes.
 */
class DecompositionCancellationTest {

    private static final int[][] C = TopologyGenerators.randomFullUtilization(1, 24, 16, 5).matrix(0);

    @Test
    void symmetricSplitStopsWhenCancelled() {
        OldCounts old = (i, j) -> (7 * i + 3 * j + 1) % 3 == 0 ? C[i][j] : 0;
        assertStopsAtTheSecondPoll(m -> SymmetricSplit.split(C, SplitBounds.REUSE, 16, old, m));
        assertTrue(SymmetricSplit.split(C, SplitBounds.REUSE, 16, old, SolveMonitor.NONE).isPresent());
    }

    @Test
    void proportionalBisectionStopsWhenCancelled() {
        MatrixEntries a = MatrixEntries.of(EulerOrientation.orient(C));
        assertStopsAtTheSecondPoll(m -> ProportionalBisection.split(a, 8, SplitBounds.REUSE, null, m));
        assertEquals(8, ProportionalBisection.split(a, 8, SplitBounds.REUSE, null, SolveMonitor.NONE)
                .orElseThrow().size());
    }

    @Test
    void balancedPeelingStopsWhenCancelled() {
        MatrixEntries a = MatrixEntries.of(EulerOrientation.orient(C));
        assertStopsAtTheSecondPoll(m -> BalancedPeeling.split(a, 8, m));
        assertEquals(8, BalancedPeeling.split(a, 8, SolveMonitor.NONE).orElseThrow().size());
    }

    private static void assertStopsAtTheSecondPoll(Consumer<SolveMonitor> run) {
        AtomicInteger polls = new AtomicInteger();
        SolveMonitor cancelledFromTheSecondPoll = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return polls.incrementAndGet() > 1;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        assertThrows(SolveCancelledException.class, () -> run.accept(cancelledFromTheSecondPoll));
        assertEquals(2, polls.get(), "one poll to go on, the second stops it");
    }
}
