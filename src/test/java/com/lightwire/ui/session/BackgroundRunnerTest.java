package com.lightwire.ui.session;

import com.lightwire.core.solve.SolveMonitor;
import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BackgroundRunnerTest {

    private final Session session = new Session(SampleProjects.testbed());
    private final List<String> delivered = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void startToolkit() {
        try {
            Platform.startup(() -> { });
        } catch (IllegalStateException alreadyRunning) {
            // another test class of this JVM started it
        }
    }

    private static void onFx(Runnable action) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            action.run();
            done.countDown();
        });
        assertTrue(done.await(5, TimeUnit.SECONDS));
    }

    /** Work that waits until released or cancelled, then returns its label. */
    private static Function<SolveMonitor, String> blocking(String label, CountDownLatch release) {
        return monitor -> {
            while (release.getCount() > 0) {
                if (monitor.isCancelled()) {
                    return "cancelled " + label;
                }
                Thread.onSpinWait();
            }
            monitor.progress(1, "finished");
            return label;
        };
    }

    private static void settle() throws InterruptedException {
        Thread.sleep(300);
        onFx(() -> { });
    }

    @Test
    void theNewestRequestWinsAndTheSupersededResultIsDropped() throws InterruptedException {
        BackgroundRunner runner = new BackgroundRunner(session);
        CountDownLatch first = new CountDownLatch(1);
        CountDownLatch second = new CountDownLatch(1);
        onFx(() -> runner.submit("first", blocking("first", first), delivered::add, e -> delivered.add("error")));
        onFx(() -> runner.submit("second", blocking("second", second), delivered::add, e -> delivered.add("error")));
        first.countDown();
        second.countDown();
        settle();
        assertEquals(List.of("second"), delivered);
        assertEquals(false, runner.runningProperty().get());
    }

    @Test
    void aResultComputedForAnOlderRevisionIsDropped() throws InterruptedException {
        BackgroundRunner runner = new BackgroundRunner(session);
        CountDownLatch release = new CountDownLatch(1);
        onFx(() -> runner.submit("solve", blocking("solve", release), delivered::add, e -> delivered.add("error")));
        onFx(() -> session.perform(AddPodEdit.automatic()));
        release.countDown();
        settle();
        assertTrue(delivered.isEmpty());
        assertTrue(runner.statusProperty().get().contains("result dropped"));
    }

    @Test
    void cancelStopsTheWorkAndAFailureReachesTheErrorHandler() throws InterruptedException {
        BackgroundRunner runner = new BackgroundRunner(session);
        onFx(() -> runner.submit("solve", blocking("solve", new CountDownLatch(1)), delivered::add, e -> { }));
        onFx(runner::cancel);
        settle();
        assertEquals("solve: cancelled", runner.statusProperty().get());
        onFx(() -> runner.<String>submit("bad", m -> {
            throw new IllegalStateException("solver broke");
        }, delivered::add, e -> delivered.add(e.getMessage())));
        settle();
        assertEquals(List.of("solver broke"), delivered);
    }
}
