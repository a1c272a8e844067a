package com.lightwire.app;

import com.lightwire.core.task.LaneTaskRunner;
import com.lightwire.io.ProjectFiles;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.ui.problems.ProblemsViewModel;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.topology.TopologyView;
import com.lightwire.ui.topology.TopologyViewModel;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The cost of cell edits as a user makes them: a sample project with its topology is open in a shown Topology view
 * with the Problems view-model attached, and each edit is one FX-thread event that sets a random cell of group 0
 * through the view-model (the session records the step, the Problems list re-validates, the matrix redraws). Times
 * each event (wall clock, and the FX thread's CPU time, which other processes on a busy machine do not inflate) and,
 * after a forced GC, the heap the history keeps beyond the project. Warm-up edits run first and are forgotten by
 * reopening the project.
 */
final class UndoBench {

    private static final int WARM_UP = 100;
    private static final long SEED = 8;

    /** The figures of one run; times in milliseconds, memory in MB. */
    record Figures(int edits, double retainedMb, double estimatedMb, int undoSteps, Spread wall, Spread cpu) {
    }

    /** Median, 95th percentile and maximum of per-edit times in milliseconds. */
    record Spread(double median, double p95, double max) {
        static Spread of(double[] times) {
            double[] sorted = times.clone();
            Arrays.sort(sorted);
            int n = sorted.length;
            return new Spread(sorted[n / 2], sorted[(int) Math.ceil(n * 0.95) - 1], sorted[n - 1]);
        }
    }

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();

    private final SplittableRandom random = new SplittableRandom(SEED);
    private Session session;
    private LaneTaskRunner runner;
    private TopologyViewModel model;
    private Project original;

    /** Opens {@code projectFile} with {@code topologyFile} and times {@code edits} cell edits, history cap {@code edits}. */
    Figures run(Path projectFile, Path topologyFile, int edits) throws Exception {
        FxToolkit.onFxThread(() -> open(projectFile, topologyFile, edits));
        for (int w = 0; w < WARM_UP; w++) {
            FxToolkit.onFxThread(this::edit);
        }
        FxToolkit.onFxThread(() -> {
            session.open(original, null);
            return null;
        });
        double[] wall = new double[edits];
        double[] cpu = new double[edits];
        for (int e = 0; e < edits; e++) {
            double[] times = FxToolkit.onFxThread(this::edit);
            wall[e] = times[0];
            cpu[e] = times[1];
        }
        long withHistory = usedHeapAfterGc();
        double estimated = session.historyBytes() / 1e6;
        int steps = session.undoSteps();
        FxToolkit.onFxThread(this::forgetHistory);
        long withoutHistory = usedHeapAfterGc();
        runner.close();
        return new Figures(edits, (withHistory - withoutHistory) / 1e6, estimated, steps, Spread.of(wall),
                Spread.of(cpu));
    }

    /** Keeps the edited project but drops its undo history, so the heap difference is what the history held. */
    private Void forgetHistory() {
        session.open(session.project(), null);
        return null;
    }

    private Void open(Path projectFile, Path topologyFile, int cap) throws Exception {
        Project read = ProjectFiles.read(projectFile);
        original = read.withTopologies(List.of(new NamedTopology("sample", TopologyFiles.read(topologyFile))));
        session = new Session(original);
        session.setHistoryLimits(cap, Session.DEFAULT_HISTORY_BYTES);
        new ProblemsViewModel(session);
        runner = LaneTaskRunner.forThisMachine(session::revision, Platform::runLater);
        TopologyView view = new TopologyView(BenchContext.of(session, runner));
        model = view.model();
        Stage stage = new Stage();
        stage.setScene(new Scene(view, 1400, 900));
        stage.show();
        return null;
    }

    /** One cell edit of group 0 (a link added to an empty cell, or one removed): {wall, CPU} milliseconds. */
    private double[] edit() {
        int pods = model.pods();
        int i = random.nextInt(pods);
        int j = (i + 1 + random.nextInt(pods - 1)) % pods;
        int now = model.cell(i, j);
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        String refused = model.setCell(i, j, now == 0 ? 1 : now - 1);
        double wall = (System.nanoTime() - start) / 1e6;
        double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        if (refused != null) {
            throw new IllegalStateException(refused);
        }
        return new double[] {wall, cpu};
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int k = 0; k < 3; k++) {
            System.gc();
            Thread.sleep(100);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
