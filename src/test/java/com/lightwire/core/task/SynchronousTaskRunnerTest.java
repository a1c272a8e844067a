package com.lightwire.core.task;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The synchronous runner keeps the lane rules of the threaded one while running everything on the test thread. */
class SynchronousTaskRunnerTest {

    private final AtomicLong revision = new AtomicLong();
    private final List<String> delivered = new ArrayList<>();
    private final List<String> events = new ArrayList<>();

    private TaskRequest<String> request(String key, TaskKind kind, Function<SolveMonitor, String> work) {
        return new TaskRequest<>(key, key, kind, work, v -> key + " gave " + v, delivered::add,
                e -> delivered.add("error " + e.getMessage()));
    }

    private SynchronousTaskRunner listened(SynchronousTaskRunner runner) {
        runner.addListener(h -> events.add(h.key() + " " + h.state()));
        return runner;
    }

    @Test
    void runsEachTaskOnTheCallingThreadBeforeSubmitReturns() {
        SynchronousTaskRunner runner = listened(new SynchronousTaskRunner(revision::get));
        String[] thread = new String[1];
        TaskHandle handle = runner.submit(request("topology.realize", TaskKind.COMPUTE, m -> {
            thread[0] = Thread.currentThread().getName();
            m.progress(0.5, "half");
            return "r";
        }));
        assertEquals(Thread.currentThread().getName(), thread[0]);
        assertEquals(TaskState.SUCCEEDED, handle.state());
        assertEquals("topology.realize gave r", handle.message());
        assertEquals(List.of("r"), delivered);
        assertEquals(List.of("topology.realize QUEUED", "topology.realize RUNNING", "topology.realize RUNNING",
                "topology.realize SUCCEEDED"), events);
    }

    @Test
    void aHoldingRunnerReplacesTheOlderRequestOfAKeyAndRunsTheRestInOrder() {
        SynchronousTaskRunner runner = SynchronousTaskRunner.holding(revision::get);
        TaskHandle first = runner.submit(request("topology.realize", TaskKind.COMPUTE, m -> "first"));
        TaskHandle export = runner.submit(request("bom.export.bom", TaskKind.SIDE_EFFECT, m -> "bom.csv"));
        TaskHandle second = runner.submit(request("topology.realize", TaskKind.COMPUTE, m -> "second"));
        assertEquals(TaskState.CANCELLED, first.state());
        assertEquals(List.of(export, second), runner.active());
        assertEquals(2, runner.runPending());
        assertEquals(List.of("bom.csv", "second"), delivered);
        assertTrue(runner.active().isEmpty());
    }

    @Test
    void aStaleComputeValueIsDroppedAndAStaleSideEffectDelivered() {
        SynchronousTaskRunner runner = SynchronousTaskRunner.holding(revision::get);
        TaskHandle solve = runner.submit(request("topology.realize", TaskKind.COMPUTE, m -> "old"));
        TaskHandle export = runner.submit(request("bom.export.bom", TaskKind.SIDE_EFFECT, m -> "bom.pdf"));
        revision.incrementAndGet();
        runner.runPending();
        assertEquals(TaskState.DROPPED, solve.state());
        assertEquals(TaskState.SUCCEEDED, export.state());
        assertEquals("bom.export.bom gave bom.pdf", export.message());
        assertEquals(List.of("bom.pdf"), delivered);
    }

    @Test
    void workThatSeesItsCancellationEndsCancelledAndAFailureReachesOnError() {
        SynchronousTaskRunner runner = SynchronousTaskRunner.holding(revision::get);
        AtomicReference<TaskHandle> self = new AtomicReference<>();
        self.set(runner.submit(request("a", TaskKind.SIDE_EFFECT, m -> {
            self.get().cancel();
            m.checkCancelled();
            return "unreached";
        })));
        TaskHandle failing = runner.submit(request("b", TaskKind.COMPUTE, m -> {
            throw new IllegalArgumentException("bad input");
        }));
        runner.runPending();
        assertEquals(TaskState.CANCELLED, self.get().state());
        assertEquals(TaskState.FAILED, failing.state());
        assertEquals("b failed: bad input", failing.message());
        assertEquals(List.of("error bad input"), delivered);
    }

    @Test
    void closeCancelsHeldTasksAndRefusesNewOnes() {
        SynchronousTaskRunner runner = listened(SynchronousTaskRunner.holding(revision::get));
        TaskHandle held = runner.submit(request("a", TaskKind.COMPUTE, m -> "a"));
        runner.close();
        assertEquals(TaskState.CANCELLED, held.state());
        assertEquals(0, runner.runPending());
        assertEquals(List.of("a QUEUED", "a CANCELLED"), events);
        assertThrows(IllegalStateException.class, () -> runner.submit(request("b", TaskKind.COMPUTE, m -> "b")));
    }
}
