package com.lightwire.app;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.common.FxPainter;
import com.lightwire.ui.fabric.FabricViewModel;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code bench ui}: for each sample, the time to read, lay out and first render the project offscreen, then the full
 * redraw time of the Fabric view (drawing plus rasterization, forced by a snapshot) zoomed out, mid and in. Runs on
 * the JavaFX thread, on the display (a virtual one under Xvfb will do) or, where Monocle is on the class path,
 * headless with software rendering; with neither it says how to run it and exits 2. The snapshot
 * reads back into one reused image, so allocation is not timed; the time of an empty canvas's snapshot is printed
 * first as the floor that every redraw pays. Open time is split into reading the file, laying out the geometry and
 * the first frame. Last, the Topology view realizes a random topology of cluster-32k in the background while
 * {@link FxResponsivenessProbe} records the longest FX-thread stall, and {@link UndoBench} times 1,000 cell edits of
 * cluster-131k's topology with the history they leave behind ({@code --undo-only} runs just that line).
 */
@Command(name = "ui", description = "Open each sample offscreen and time the Fabric view's full redraw at three "
        + "zoom levels.")
final class UiBenchCommand implements Callable<Integer> {

    private static final double WIDTH = 1600;
    private static final double HEIGHT = 1000;
    private static final double[] ZOOMS = {1, 8, 64};
    private static final String[] ZOOM_NAMES = {"out", "mid", "in"};
    private static final int UNDO_EDITS = 1000;
    /**
     * Pause after each paced undo-line edit: the frame the edit asked for is drawn before the next (ADR 0054); 50 edits
     * a second, several times faster than anyone types.
     */
    private static final long UNDO_PACE_MS = 20;
    private static final List<String> COLD_START_SAMPLES = List.of("testbed-128", "cluster-131k");
    /** Exit code when the toolkit cannot start here (as the Launcher's for a missing display). */
    private static final int NO_DISPLAY = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--samples", defaultValue = "samples", paramLabel = "DIR",
            description = "folder of sample projects (default ${DEFAULT-VALUE})")
    private Path samples;

    @Option(names = "--runs", defaultValue = "15", description = "timed redraws per zoom (default ${DEFAULT-VALUE})")
    private int runs;

    @Option(names = "--undo-only", description = "run only the undo line (cell edits on cluster-131k)")
    private boolean undoOnly;

    @Option(names = "--cold-runs", defaultValue = "3",
            description = "fresh app launches per sample for the cold-start line (default ${DEFAULT-VALUE})")
    private int coldRuns;

    @Option(names = "--cold-start-only", description = "run only the cold-start line")
    private boolean coldStartOnly;

    @Option(names = "--hbd-only", description = "run only the HBD rings redraw lines")
    private boolean hbdOnly;

    @Override
    public Integer call() throws Exception {
        Optional<String> cannotStart = FxToolkit.start();
        if (cannotStart.isPresent()) {
            spec.commandLine().getErr().println("lightwire bench ui: " + cannotStart.get());
            return NO_DISPLAY;
        }
        PrintWriter out = spec.commandLine().getOut();
        if (hbdOnly) {
            hbdRings(out);
            return 0;
        }
        if (!undoOnly) {
            coldStart(out);
        }
        if (!undoOnly && !coldStartOnly) {
            fabricAndRealize(out);
        }
        if (!coldStartOnly) {
            undo(out);
        }
        return 0;
    }

    /** Launch to first frame, in fresh JVMs of the app, on testbed-128 and cluster-131k (those present). */
    private void coldStart(PrintWriter out) throws IOException, InterruptedException {
        if (FxToolkit.noDisplay()) {
            out.println("cold start: skipped, the app's window needs a display (e.g. xvfb-run -a)");
            return;
        }
        List<String> parts = new ArrayList<>();
        for (String name : COLD_START_SAMPLES) {
            Path project = samples.resolve(name).resolve("project.json");
            if (Files.isRegularFile(project)) {
                ColdStartBench.Figures f = new ColdStartBench(coldRuns).run(project);
                parts.add(String.format(Locale.ROOT, "%s window %.2f s (app CPU %.2f s), project shown %.2f s", name,
                        f.windowSeconds(), f.windowCpuSeconds(), f.projectSeconds()));
            }
        }
        out.println("cold start (launch to first frame, median of " + Math.max(1, coldRuns) + ", class archive "
                + (ColdStartBench.classArchive() ? "on" : "off") + "): " + String.join("; ", parts));
        out.flush();
    }

    private void fabricAndRealize(PrintWriter out) throws Exception {
        out.println(String.format(Locale.ROOT, "floor: snapshot of an empty %.0fx%.0f canvas, median %.1f ms", WIDTH,
                HEIGHT, FxToolkit.onFxThread(this::emptySnapshotMillis)));
        out.println(String.format(Locale.ROOT, "%-14s %9s %8s %-15s | %-4s %9s %9s %8s", "sample", "cables",
                "open ms", "(read/lay/draw)", "zoom", "median ms", "max ms", "detail"));
        for (Path project : projects()) {
            FxToolkit.onFxThread(() -> measure(project, out));
        }
        hbdRings(out);
        Path large = samples.resolve("cluster-32k/project.json");
        if (Files.isRegularFile(large)) {
            FxResponsivenessProbe.Figures f = new FxResponsivenessProbe().run(large);
            out.println(String.format(Locale.ROOT, "realize cluster-32k in the Topology view: %.0f ms in the background; "
                    + "longest FX-thread stall %.1f ms (idle baseline %.1f ms), %d heartbeats over 100 ms late of %d",
                    f.realizeMillis(), f.longestFxStallMillis(), f.idleLongestMillis(), f.stallsOver100Millis(),
                    f.heartbeats()));
        }
    }

    /** HBD rings redraw on the InfiniteHBD samples present (issue 13: 32,768 nodes within 30 ms). */
    private void hbdRings(PrintWriter out) throws Exception {
        out.println(String.format(Locale.ROOT, "hbd rings: paint + snapshot of a %.0fx%.0f canvas (an empty snapshot "
                + "alone: median %.1f ms)", WIDTH, HEIGHT, FxToolkit.onFxThread(this::emptySnapshotMillis)));
        out.println(String.format(Locale.ROOT, "%-14s %9s %-4s %-6s %9s %9s %9s %9s", "sample", "nodes", "zoom", "TP",
                "median ms", "max ms", "cpu ms", "target"));
        HbdRingsBench bench = new HbdRingsBench(WIDTH, HEIGHT, runs);
        for (String name : List.of("hbd-9792", "hbd-131k")) {
            Path project = samples.resolve(name).resolve("project.json");
            if (Files.isRegularFile(project)) {
                out.print(FxToolkit.onFxThread(() -> bench.run(project)));
            }
        }
        out.flush();
    }

    private void undo(PrintWriter out) throws Exception {
        Path dir = samples.resolve("cluster-131k");
        if (!Files.isRegularFile(dir.resolve("topology.json"))) {
            return;
        }
        undo(out, dir, UNDO_PACE_MS, String.format(Locale.ROOT, "paced, an edit every %d ms or more", UNDO_PACE_MS));
        undo(out, dir, 0, "back to back, stress: each edit as soon as the last returned");
    }

    private void undo(PrintWriter out, Path dir, long paceMs, String pace) throws Exception {
        UndoBench.Figures f = new UndoBench().run(dir.resolve("project.json"), dir.resolve("topology.json"), UNDO_EDITS,
                paceMs);
        out.println(String.format(Locale.ROOT, "undo (%s): %d cell edits on cluster-131k: %+.1f MB held by the history "
                + "(heap after GC, with vs without it; history estimate %.1f MB, %d steps), median %.2f ms, p95 %.2f ms, "
                + "max %.2f ms per edit on the FX thread (CPU time %.2f / %.2f / %.2f ms) (cap %d; after %d warm-up "
                + "edits)", pace, f.edits(), f.retainedMb(), f.estimatedMb(), f.undoSteps(), f.wall().median(),
                f.wall().p95(), f.wall().max(), f.cpu().median(), f.cpu().p95(), f.cpu().max(), UNDO_EDITS,
                f.warmUpEdits()));
        out.println(undoTail(f.tail(), ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                Runtime.getRuntime().availableProcessors()));
        out.println(undoCores(f.cores(), Runtime.getRuntime().availableProcessors()));
        out.flush();
    }

    /**
     * Who had the cores in the undo line's timed span (ADR 0036): the FX thread's wait for a core inside the edits and
     * the CPU time of each kind of this JVM's threads, against what the cores offered over the span.
     */
    static String undoCores(UndoBench.CoreUse c, int cores) {
        if (!c.known()) {
            return "undo cores: not counted on this system (no /proc schedstat)";
        }
        String ran = c.ranMs().entrySet().stream()
                .map(e -> String.format(Locale.ROOT, "%s %.0f ms", e.getKey().label, e.getValue()))
                .collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "undo cores: over the timed span of %.0f ms the FX thread waited %.1f ms for a "
                + "core inside the edits (at most %.2f ms in one); meanwhile this JVM's threads ran %s (of %.0f core-ms "
                + "on %d cores)", c.spanMs(), c.fxWaitMs(), c.fxWaitMaxMs(), ran, c.spanMs() * cores, cores);
    }

    /** The undo line's wall-clock tail explained (ADR 0017): GC pauses, blocking, waiting for a core, JIT, load. */
    static String undoTail(UndoTail t, double load, int cores) {
        String span = String.format(Locale.ROOT, "in the timed span %d GC pauses (%.0f ms in all), JIT compilation "
                + "%.0f ms; load average %.1f on %d cores", t.gcPauses(), t.gcMillis(), t.jitMillis(), load, cores);
        String gc = "inside a GC pause " + share(t.inGcPause(), false);
        if (!t.switchesKnown()) {
            return "undo wall-clock tail: " + gc + "; the others " + share(t.undisturbed(), true)
                    + " (thread switches not counted on this system); " + span;
        }
        return "undo wall-clock tail: undisturbed " + share(t.undisturbed(), true) + "; " + gc
                + "; blocked (lock, wait or safepoint) " + share(t.blocked(), false)
                + "; waited for a core (the scheduler ran another thread) " + share(t.waited(), false) + "; " + span;
    }

    private static String share(UndoTail.Share s, boolean spread) {
        UndoBench.Spread w = s.wall();
        return spread ? String.format(Locale.ROOT, "%d (median %.2f, p95 %.2f, max %.2f ms)", s.count(), w.median(),
                w.p95(), w.max()) : String.format(Locale.ROOT, "%d (max %.2f ms)", s.count(), w.max());
    }

    private List<Path> projects() throws IOException {
        try (Stream<Path> dirs = Files.list(samples)) {
            return dirs.map(d -> d.resolve("project.json")).filter(Files::isRegularFile).sorted().toList();
        }
    }

    private Void measure(Path file, PrintWriter out) throws IOException {
        long start = System.nanoTime();
        Project project = ProjectFiles.read(file);
        long read = System.nanoTime();
        FabricViewModel model = new FabricViewModel(new Session(project), new Selection());
        model.setViewSize(WIDTH, HEIGHT);
        model.fit();
        long laidOut = System.nanoTime();
        Canvas canvas = new Canvas(WIDTH, HEIGHT);
        FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
        WritableImage image = new WritableImage((int) WIDTH, (int) HEIGHT);
        redraw(model, painter, image);
        long drawn = System.nanoTime();
        String open = String.format(Locale.ROOT, "%8.0f %-15s", (drawn - start) / 1e6, String.format(Locale.ROOT,
                "(%.0f/%.0f/%.0f)", (read - start) / 1e6, (laidOut - read) / 1e6, (drawn - laidOut) / 1e6));
        String name = file.getParent().getFileName().toString();
        for (int z = 0; z < ZOOMS.length; z++) {
            model.fit();
            model.zoom(ZOOMS[z], WIDTH / 2, HEIGHT / 2);
            double[] times = timeRedraws(() -> redraw(model, painter, image));
            out.println(String.format(Locale.ROOT, "%-14s %9d %s | %-4s %9.1f %9.1f %8s", name, model.cableCount(),
                    open, ZOOM_NAMES[z], times[times.length / 2], times[times.length - 1], model.detailName()));
        }
        return null;
    }

    private double emptySnapshotMillis() {
        Canvas canvas = new Canvas(WIDTH, HEIGHT);
        WritableImage image = new WritableImage((int) WIDTH, (int) HEIGHT);
        double[] times = timeRedraws(() -> canvas.snapshot(null, image));
        return times[times.length / 2];
    }

    /** Sorted times of {@code runs} calls of {@code frame}, after three untimed warm-up calls. */
    private double[] timeRedraws(Runnable frame) {
        for (int w = 0; w < 3; w++) {
            frame.run();
        }
        double[] times = new double[Math.max(1, runs)];
        for (int r = 0; r < times.length; r++) {
            long start = System.nanoTime();
            frame.run();
            times[r] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(times);
        return times;
    }

    /**
     * Paints the content layer of the Fabric figure of the model's state (no cached layer is reused) with the canvas's
     * painter, as the view's canvas does, and rasterizes it: a snapshot forces the canvas to render its queued commands.
     */
    private static void redraw(FabricViewModel model, FxPainter painter, WritableImage image) {
        new FabricFigure(model.state(), Palette.LIGHT).paint(painter, model.viewport(), Layer.CONTENT);
        painter.canvas().snapshot(null, image);
    }
}
