package com.lightwire.core.task;

import com.lightwire.core.solve.SolveMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lane runner on real threads. Workers block on latches, never on sleeps; callbacks queue up for the test thread,
 * which plays the FX thread and runs them only when it chooses, so a task stays unfinished until the test lets it
 * conclude.
 */
class LaneTaskRunnerTest {

    private final AtomicLong revision = new AtomicLong();
    private final CallbackQueue callbacks = new CallbackQueue();
    private final List<String> delivered = new ArrayList<>();
    private final List<Throwable> errors = new ArrayList<>();
    private final List<String> events = new ArrayList<>();
    private final List<Work> works = new ArrayList<>();
    private LaneTaskRunner runner;

    @AfterEach
    void releaseAndClose() {
        works.forEach(w -> w.release.countDown());
        if (runner != null) {
            runner.close();
        }
    }

    private LaneTaskRunner runner(int computeWorkers) {
        runner = new LaneTaskRunner(revision::get, callbacks, computeWorkers);
        runner.addListener(h -> events.add(h.key() + " " + h.state() + " " + h.message()));
        return runner;
    }

    private Work blocking(String value) {
        Work work = Work.blocking(value);
        works.add(work);
        return work;
    }

    private TaskRequest<String> compute(String key, Function<SolveMonitor, String> work) {
        return new TaskRequest<>(key, "Solve " + key, TaskKind.COMPUTE, work, delivered::add, errors::add);
    }

    private TaskRequest<String> export(String key, Function<SolveMonitor, String> work) {
        return new TaskRequest<>(key, "Export " + key, TaskKind.SIDE_EFFECT, work,
                file -> "Exported " + file + ": 3 labels written to /tmp/" + file, delivered::add, errors::add);
    }

    private void finish(TaskHandle... handles) throws InterruptedException {
        callbacks.runUntil(() -> Arrays.stream(handles).allMatch(h -> h.state().isFinished()));
    }

    @Test
    void aNewRequestCancelsTheOlderUnfinishedRequestOfItsKeyOnly() throws InterruptedException {
        runner(2);
        Work first = blocking("first");
        Work other = blocking("other");
        Work second = blocking("second");
        TaskHandle a = runner.submit(compute("topology.realize", first));
        TaskHandle c = runner.submit(compute("fabric.layout", other));
        first.awaitStart();
        other.awaitStart();
        TaskHandle b = runner.submit(compute("topology.realize", second));
        first.release.countDown();
        second.awaitStart();
        second.release.countDown();
        other.release.countDown();
        finish(a, b, c);
        assertEquals(TaskState.CANCELLED, a.state());
        assertEquals("Solve topology.realize: cancelled", a.message());
        assertEquals(TaskState.SUCCEEDED, b.state());
        assertEquals(TaskState.SUCCEEDED, c.state());
        assertEquals(Set.of("second", "other"), Set.copyOf(delivered));
        assertEquals(2, delivered.size());
    }

    @Test
    void aSupersededComputeValueIsNeverDeliveredEvenWhenItsWorkIgnoresCancel() throws InterruptedException {
        runner(2);
        Work deaf = Work.deaf("stale");
        works.add(deaf);
        TaskHandle a = runner.submit(compute("topology.realize", deaf));
        deaf.awaitStart();
        TaskHandle b = runner.submit(compute("topology.realize", m -> "fresh"));
        deaf.release.countDown();
        finish(a, b);
        assertEquals(TaskState.CANCELLED, a.state());
        assertEquals(List.of("fresh"), delivered);
    }

    @Test
    void requestsOfDifferentKeysRunSideBySide() throws InterruptedException {
        runner(2);
        Work left = blocking("left");
        Work right = blocking("right");
        TaskHandle a = runner.submit(compute("topology.realize", left));
        TaskHandle b = runner.submit(compute("fabric.layout", right));
        left.awaitStart();
        right.awaitStart();
        assertEquals(List.of(a, b), runner.active());
        assertEquals(TaskState.RUNNING, a.state());
        assertEquals(TaskState.RUNNING, b.state());
        left.release.countDown();
        right.release.countDown();
        finish(a, b);
        assertEquals(Set.of("left", "right"), Set.copyOf(delivered));
        assertTrue(runner.active().isEmpty());
    }

    @Test
    void anExportDuringARealizeLetsBothFinish() throws InterruptedException {
        runner(1);
        Work realize = blocking("realization");
        TaskHandle solve = runner.submit(compute("topology.realize", realize));
        realize.awaitStart();
        String[] exportThread = new String[1];
        TaskHandle export = runner.submit(export("bom.export.labels-pdf", m -> {
            exportThread[0] = Thread.currentThread().getName();
            return "labels.pdf";
        }));
        finish(export);
        assertEquals(TaskState.SUCCEEDED, export.state());
        assertEquals("Exported labels.pdf: 3 labels written to /tmp/labels.pdf", export.message());
        assertEquals("lightwire-io", exportThread[0]);
        assertEquals(TaskState.RUNNING, solve.state(), "the export did not cancel the realize");
        realize.release.countDown();
        finish(solve);
        assertEquals(TaskState.SUCCEEDED, solve.state());
        assertEquals(List.of("labels.pdf", "realization"), delivered);
    }

    @Test
    void aComputeValueFromAnOlderRevisionIsDroppedAndTheListenerIsToldWhy() throws InterruptedException {
        runner(1);
        Work work = blocking("old");
        TaskHandle solve = runner.submit(compute("topology.realize", work));
        work.awaitStart();
        revision.incrementAndGet();
        work.release.countDown();
        finish(solve);
        assertEquals(TaskState.DROPPED, solve.state());
        assertTrue(delivered.isEmpty());
        assertEquals("topology.realize DROPPED Solve topology.realize: the project changed meanwhile; result dropped",
                events.get(events.size() - 1));
    }

    @Test
    void aSideEffectFromAnOlderRevisionIsStillDeliveredWithItsFile() throws InterruptedException {
        runner(1);
        Work work = blocking("cut-sheet.csv");
        TaskHandle export = runner.submit(export("bom.export.cut-sheet", work));
        work.awaitStart();
        revision.incrementAndGet();
        work.release.countDown();
        finish(export);
        assertEquals(TaskState.SUCCEEDED, export.state());
        assertEquals(List.of("cut-sheet.csv"), delivered);
        assertEquals("Exported cut-sheet.csv: 3 labels written to /tmp/cut-sheet.csv", export.message());
    }

    @Test
    void cancellingARunningTaskEndsItCancelledWithoutAResult() throws InterruptedException {
        runner(1);
        Work work = blocking("never");
        TaskHandle solve = runner.submit(compute("topology.realize", work));
        work.awaitStart();
        solve.cancel();
        work.release.countDown();
        finish(solve);
        assertEquals(TaskState.CANCELLED, solve.state());
        assertTrue(delivered.isEmpty());
        assertTrue(errors.isEmpty());
    }

    @Test
    void cancellingAQueuedTaskEndsItAtOnceAndItsWorkNeverRuns() throws InterruptedException {
        runner(1);
        Work busy = blocking("busy");
        Work waiting = blocking("waiting");
        TaskHandle a = runner.submit(compute("a", busy));
        TaskHandle b = runner.submit(compute("b", waiting));
        busy.awaitStart();
        b.cancel();
        assertEquals(TaskState.CANCELLED, b.state());
        assertEquals(List.of(a), runner.active());
        busy.release.countDown();
        finish(a);
        assertFalse(waiting.ran);
        assertEquals(List.of("busy"), delivered);
    }

    @Test
    void anExceptionReachesOnErrorWhateverTheRevisionAndTheHandleSaysWhy() throws InterruptedException {
        runner(1);
        IllegalStateException broke = new IllegalStateException("solver broke");
        TaskHandle solve = runner.submit(compute("topology.realize", m -> {
            revision.incrementAndGet();
            throw broke;
        }));
        finish(solve);
        assertEquals(TaskState.FAILED, solve.state());
        assertEquals("Solve topology.realize failed: solver broke", solve.message());
        assertEquals(1, errors.size());
        assertSame(broke, errors.get(0));
    }

    @Test
    void theComputePoolRunsAtMostItsWorkersAtOnce() throws InterruptedException {
        runner(2);
        Work one = blocking("one");
        Work two = blocking("two");
        Work three = blocking("three");
        TaskHandle a = runner.submit(compute("one", one));
        TaskHandle b = runner.submit(compute("two", two));
        TaskHandle c = runner.submit(compute("three", three));
        one.awaitStart();
        two.awaitStart();
        assertEquals(TaskState.QUEUED, c.state(), "both workers are busy");
        assertFalse(three.ran);
        assertEquals(Set.of("lightwire-compute-1", "lightwire-compute-2"), Set.of(one.thread, two.thread));
        one.release.countDown();
        three.awaitStart();
        assertEquals(one.thread, three.thread, "the third task runs on the freed worker");
        two.release.countDown();
        three.release.countDown();
        finish(a, b, c);
        assertEquals(3, delivered.size());
    }

    @Test
    void computeWorkersLeaveOneCoreForTheFxThread() {
        assertEquals(1, LaneTaskRunner.computeWorkers(1));
        assertEquals(1, LaneTaskRunner.computeWorkers(2));
        assertEquals(7, LaneTaskRunner.computeWorkers(8));
        assertThrows(IllegalArgumentException.class, () -> new LaneTaskRunner(revision::get, callbacks, 0));
    }

    @Test
    void aSideEffectIsNotBlockedBehindASaturatedComputePool() throws InterruptedException {
        runner(1);
        Work running = blocking("running");
        Work queued = blocking("queued");
        TaskHandle a = runner.submit(compute("topology.realize", running));
        TaskHandle b = runner.submit(compute("fabric.layout", queued));
        running.awaitStart();
        TaskHandle save = runner.submit(export("project.save", m -> "project.lwp"));
        finish(save);
        assertEquals(TaskState.SUCCEEDED, save.state());
        assertEquals(TaskState.RUNNING, a.state());
        assertEquals(TaskState.QUEUED, b.state());
        running.release.countDown();
        queued.release.countDown();
        finish(a, b);
        assertEquals(List.of("project.lwp", "running", "queued"), delivered);
    }

    @Test
    void progressPostsAreCoalescedSoAChattySolverCannotFloodTheCallbackThread() throws InterruptedException {
        runner(1);
        CountDownLatch reported = new CountDownLatch(1);
        TaskHandle solve = runner.submit(compute("topology.realize", m -> {
            for (int step = 1; step <= 10_000; step++) {
                m.progress(step / 10_000.0, "step " + step);
            }
            reported.countDown();
            return "done";
        }));
        assertTrue(reported.await(20, TimeUnit.SECONDS));
        assertTrue(callbacks.pending() <= 4, "submitted, started, one progress post, finished: " + callbacks.pending());
        finish(solve);
        assertTrue(events.contains("topology.realize RUNNING step 10000"), events.toString());
        assertEquals("topology.realize SUCCEEDED Solve topology.realize: done", events.get(events.size() - 1));
        assertEquals(1.0, solve.progress());
    }

    @Test
    void closeCancelsEveryTaskAndRefusesNewWork() throws InterruptedException {
        runner(1);
        Work running = blocking("running");
        Work queued = blocking("queued");
        TaskHandle a = runner.submit(compute("a", running));
        TaskHandle b = runner.submit(export("b", queued));
        running.awaitStart();
        queued.awaitStart();
        runner.close();
        running.release.countDown();
        queued.release.countDown();
        finish(a, b);
        assertEquals(TaskState.CANCELLED, a.state());
        assertEquals(TaskState.CANCELLED, b.state());
        assertThrows(IllegalStateException.class, () -> runner.submit(compute("c", m -> "late")));
        assertTrue(delivered.isEmpty());
    }
}
