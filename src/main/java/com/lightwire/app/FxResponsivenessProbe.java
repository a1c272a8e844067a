package com.lightwire.app;

import com.lightwire.core.task.LaneTaskRunner;
import com.lightwire.io.ProjectFiles;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.topology.TopologyView;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures how long the FX thread is kept busy while the Topology view realizes a topology in the background: a
 * heartbeat posts a task to the FX thread every 2 ms and records how late each one runs. The longest delay is the
 * longest stretch of FX-thread work (result display included), which must stay under 100 ms. An idle baseline of
 * the same length, taken once the window has settled, shows what the machine itself adds.
 */
final class FxResponsivenessProbe {

    /** The figures of one probe. */
    record Figures(double idleLongestMillis, double longestFxStallMillis, long stallsOver100Millis,
                   double realizeMillis, long heartbeats) {
    }

    /** Time given to the new window to settle, and length of the idle baseline. */
    private static final long SETTLE_MILLIS = 1500;

    private final AtomicLong longest = new AtomicLong();
    private final AtomicLong over100 = new AtomicLong();
    private final AtomicLong beats = new AtomicLong();

    private LaneTaskRunner runner;

    Figures run(Path project) throws Exception {
        TopologyView view = FxToolkit.onFxThread(() -> openView(project));
        ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "fx-heartbeat");
            t.setDaemon(true);
            return t;
        });
        Thread.sleep(SETTLE_MILLIS);
        heartbeat.scheduleAtFixedRate(this::beat, 0, 2, TimeUnit.MILLISECONDS);
        Thread.sleep(SETTLE_MILLIS);
        double idle = longest.getAndSet(0) / 1e6;
        over100.set(0);
        beats.set(0);
        long start = System.nanoTime();
        FxToolkit.onFxThread(() -> {
            view.realize();
            return null;
        });
        while (FxToolkit.onFxThread(() -> view.model().realization() == null)) {
            Thread.sleep(5);
        }
        double realizeMillis = (System.nanoTime() - start) / 1e6;
        Thread.sleep(500);
        heartbeat.shutdownNow();
        runner.close();
        return new Figures(idle, longest.get() / 1e6, over100.get(), realizeMillis, beats.get());
    }

    private TopologyView openView(Path project) throws java.io.IOException {
        Session session = new Session(ProjectFiles.read(project));
        runner = LaneTaskRunner.forThisMachine(session::revision, Platform::runLater);
        TopologyView view = new TopologyView(BenchContext.of(session, runner));
        Stage stage = new Stage();
        stage.setScene(new Scene(view, 1400, 900));
        stage.show();
        String refused = view.model().generateRandom(1);
        if (refused != null) {
            throw new IllegalStateException(refused);
        }
        return view;
    }

    private void beat() {
        long posted = System.nanoTime();
        Platform.runLater(() -> {
            long late = System.nanoTime() - posted;
            beats.incrementAndGet();
            longest.accumulateAndGet(late, Math::max);
            if (late > 100_000_000L) {
                over100.incrementAndGet();
            }
        });
    }
}
