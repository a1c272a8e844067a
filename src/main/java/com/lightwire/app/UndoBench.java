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

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The cost of cell edits as a user makes them: a sample project with its topology is open in a shown Topology view
 * with the Problems view-model attached, and each edit is one FX-thread event that sets a random cell of group 0
 * through the view-model (the session records the step, the Problems list re-validates, the matrix redraws). Times
 * each event (wall clock, and the FX thread's CPU time, which other processes on a busy machine do not inflate) and,
 * after a forced GC, the heap the history keeps beyond the project. Warm-up edits run first, until the JIT compilers
 * are nearly idle, and are forgotten by reopening the project; a forced GC then promotes the project's data. The wall-clock tail is explained, not hidden ({@link UndoTail}, ADR 0017): each edit is
 * marked as paused by a GC, blocked, or waiting for a core, from the collectors' pause spans and the FX thread's switch
 * counts. Edits come either back to back (each as soon as the last returned, so it competes with the rendering of the
 * ones before) or paced: a pause after each edit that lets the frame it asked for be drawn, as between a user's edits
 * (ADR 0054).
 */
final class UndoBench {

    /** Warm-up edits run in rounds of this many until two rounds in a row leave the JIT compilers (nearly) idle. */
    private static final int WARM_UP_ROUND = 100;
    private static final int MAX_WARM_UP_ROUNDS = 40;
    /** JIT milliseconds a warm-up round may still spend for the code to count as compiled. */
    private static final long SETTLED_JIT_MILLIS = 10;
    private static final long SEED = 8;

    /** The figures of one run; times in milliseconds, memory in MB. */
    record Figures(int edits, double retainedMb, double estimatedMb, int undoSteps, Spread wall, Spread cpu,
                   UndoTail tail, int warmUpEdits, CoreUse cores) {
        Figures with(UndoTail t, int warmUp, CoreUse c) {
            return new Figures(edits, retainedMb, estimatedMb, undoSteps, wall, cpu, t, warmUp, c);
        }
    }

    /**
     * Who had the cores in the timed span (ADR 0036): the FX thread's run-queue wait inside the edits (in all, and the
     * longest of one edit), and the milliseconds each kind of this JVM's threads ran over the whole span; empty
     * ({@code known} false) where Linux's schedstat counts are missing.
     */
    record CoreUse(boolean known, double fxWaitMs, double fxWaitMaxMs, double spanMs, Map<ThreadTimes.Kind, Double> ranMs) {
        static final CoreUse UNKNOWN = new CoreUse(false, 0, 0, 0, Map.of());
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
    /** {@link System#nanoTime()} at JVM start, to place edits on the uptime clock of the GC pauses (±1 ms). */
    private final long uptimeOrigin = System.nanoTime() - ManagementFactory.getRuntimeMXBean().getUptime() * 1_000_000;

    private final SplittableRandom random = new SplittableRandom(SEED);
    private Session session;
    private LaneTaskRunner runner;
    private TopologyViewModel model;
    private Project original;
    /** The FX thread's run-queue wait over the last edit (ms, -1 unknown), and over each timed edit. */
    private double lastFxWaitMs;
    private double[] fxWaits = new double[0];

    /**
     * Opens {@code projectFile} with {@code topologyFile} and times {@code edits} cell edits, history cap {@code edits},
     * pausing {@code paceMs} after each timed edit (0: back to back).
     */
    Figures run(Path projectFile, Path topologyFile, int edits, long paceMs) throws Exception {
        FxToolkit.onFxThread(() -> open(projectFile, topologyFile, edits));
        int warmUp = warmUp();
        FxToolkit.onFxThread(() -> {
            session.open(original, null);
            return null;
        });
        usedHeapAfterGc();
        List<UndoTail.Edit> timed = new ArrayList<>(edits);
        fxWaits = new double[edits];
        long jitBefore = jitMillis();
        try (GcPauses gc = new GcPauses()) {
            long collectionsBefore = GcPauses.collections();
            Optional<ThreadTimes> spanStart = ThreadTimes.ofThisProcess();
            long spanStartNs = System.nanoTime();
            for (int e = 0; e < edits; e++) {
                timed.add(FxToolkit.onFxThread(this::edit));
                fxWaits[e] = lastFxWaitMs;
                if (paceMs > 0) {
                    Thread.sleep(paceMs);
                }
            }
            CoreUse cores = coreUse(spanStart, ThreadTimes.ofThisProcess(), (System.nanoTime() - spanStartNs) / 1e6);
            int collections = (int) (GcPauses.collections() - collectionsBefore);
            double jit = jitMillis() - jitBefore;
            Figures figures = memory(timed);
            // The collectors report after the fact; by now (after the forced GCs) the span's pauses are in, first.
            double from = timed.get(0).startMs() - 1;
            List<GcPauses.Pause> span = gc.pauses().stream().filter(p -> p.endMs() >= from).limit(collections).toList();
            return figures.with(UndoTail.of(timed, span, jit), warmUp, cores);
        }
    }

    /**
     * Edits in rounds until two rounds in a row leave the JIT compilers nearly idle, as a user's session does after
     * its first minutes (ADR 0017): compiling the edit path then no longer takes the second core, nor stops the FX
     * thread at the safepoints that install compiled code, inside the timed span. Returns the edits made.
     */
    private int warmUp() throws Exception {
        int rounds = 0;
        int quietInARow = 0;
        while (quietInARow < 2 && rounds < MAX_WARM_UP_ROUNDS) {
            long before = jitMillis();
            for (int w = 0; w < WARM_UP_ROUND; w++) {
                FxToolkit.onFxThread(this::edit);
            }
            quietInARow = jitMillis() - before <= SETTLED_JIT_MILLIS ? quietInARow + 1 : 0;
            rounds++;
        }
        return rounds * WARM_UP_ROUND;
    }

    /** The history's memory (after forced GCs) and the spreads of the timed edits; the tail is added after. */
    private Figures memory(List<UndoTail.Edit> timed) throws Exception {
        long withHistory = usedHeapAfterGc();
        double estimated = session.historyBytes() / 1e6;
        int steps = session.undoSteps();
        FxToolkit.onFxThread(this::forgetHistory);
        long withoutHistory = usedHeapAfterGc();
        runner.close();
        double[] wall = timed.stream().mapToDouble(UndoTail.Edit::wallMs).toArray();
        double[] cpu = timed.stream().mapToDouble(UndoTail.Edit::cpuMs).toArray();
        return new Figures(timed.size(), (withHistory - withoutHistory) / 1e6, estimated, steps, Spread.of(wall),
                Spread.of(cpu), null, 0, CoreUse.UNKNOWN);
    }

    /** The cores' use over the span from the thread counts at its ends and the FX thread's waits per edit. */
    private CoreUse coreUse(Optional<ThreadTimes> start, Optional<ThreadTimes> end, double spanMs) {
        if (start.isEmpty() || end.isEmpty() || Arrays.stream(fxWaits).anyMatch(w -> w < 0)) {
            return CoreUse.UNKNOWN;
        }
        return new CoreUse(true, Arrays.stream(fxWaits).sum(), Arrays.stream(fxWaits).max().orElse(0), spanMs,
                end.get().ranSince(start.get()));
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

    /**
     * One cell edit of group 0 (a link added to an empty cell, or one removed), timed. The switch counts are read
     * just outside the timed span, so a switch while reading them is counted against the edit: the count errs
     * towards "disturbed".
     */
    private UndoTail.Edit edit() {
        int pods = model.pods();
        int i = random.nextInt(pods);
        int j = (i + 1 + random.nextInt(pods - 1)) % pods;
        int now = model.cell(i, j);
        long waitBefore = ThreadTimes.currentThreadWaitNs();
        Optional<ThreadSwitches> before = ThreadSwitches.ofCurrentThread();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        String refused = model.setCell(i, j, now == 0 ? 1 : now - 1);
        long end = System.nanoTime();
        double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        Optional<ThreadSwitches> after = ThreadSwitches.ofCurrentThread();
        long waitAfter = ThreadTimes.currentThreadWaitNs();
        lastFxWaitMs = waitBefore < 0 || waitAfter < 0 ? -1 : (waitAfter - waitBefore) / 1e6;
        if (refused != null) {
            throw new IllegalStateException(refused);
        }
        ThreadSwitches made = before.isPresent() && after.isPresent() ? after.get().since(before.get())
                : new ThreadSwitches(-1, -1);
        return new UndoTail.Edit((end - start) / 1e6, cpu, made.voluntary(), made.involuntary(),
                (start - uptimeOrigin) / 1e6, (end - uptimeOrigin) / 1e6);
    }

    /** Milliseconds the JIT compilers have spent so far (0 where the JVM does not say). */
    private static long jitMillis() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
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
