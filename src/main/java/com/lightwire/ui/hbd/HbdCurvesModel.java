package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.ReplayCurves;
import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Figure;
import com.lightwire.io.FigureExport;
import com.lightwire.io.HbdCurvesCsv;
import com.lightwire.model.hbd.HbdDesign;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * The HBD rings view's two charts, computed in the background with progress and Cancel: the Monte-Carlo sweep (mean
 * waste of every architecture against the node fault ratio, lane {@value #SWEEP}) and the replay of a loaded trace
 * (waste over the trace's days, lane {@value #REPLAY}), both for every TP size of the design at once, so changing the
 * TP only picks other curves. Exports their points as CSV and their figures as PNG/SVG (lane {@value #EXPORT}).
 * A new design drops them. Toolkit-free.
 */
public final class HbdCurvesModel {

    public static final String SWEEP = "hbd.sweep";
    public static final String REPLAY = "hbd.replay";
    public static final String EXPORT = "hbd.export-curves";
    /** Node fault ratios of the sweep. */
    public static final double[] RATIOS = {0, 0.005, 0.01, 0.0134, 0.02, 0.03, 0.05, 0.075, 0.1};
    /** Samples per sweep cell. */
    public static final int SAMPLES = 200;
    /** Spans the trace's time is cut into for the replay curves. */
    public static final int SPANS = 240;

    /** Which chart. */
    public enum Chart { SWEEP, REPLAY }

    private final TaskRunner runner;
    private final Consumer<String> status;
    private final Runnable changed;
    private HbdDesign design;
    private List<MonteCarloSweep.Row> sweep = List.of();
    private ReplayCurves replay;
    private TaskHandle running;

    HbdCurvesModel(TaskRunner runner, Consumer<String> status, Runnable changed) {
        this.runner = runner;
        this.status = status;
        this.changed = changed;
    }

    void designChanged(HbdDesign next) {
        design = next;
        sweep = List.of();
        replay = null;
    }

    /** The TP sizes the charts hold: 8, 16, 32 and 64 GPUs where R divides them and the design holds them. */
    public int[] tps() {
        if (design == null) {
            return new int[0];
        }
        int r = design.gpusPerNode();
        int[] standard = IntStream.of(8, 16, 32, 64).filter(t -> t % r == 0 && t >= r && t <= design.gpus())
                .toArray();
        return standard.length > 0 ? standard : new int[] {r};
    }

    public List<MonteCarloSweep.Row> sweep() {
        return sweep;
    }

    /** The replay curves, or null. */
    public ReplayCurves replay() {
        return replay;
    }

    /** Runs the Monte-Carlo sweep of every architecture and TP size in the background. */
    public void runSweep(long seed) {
        HbdDesign d = design;
        if (d == null) {
            return;
        }
        int[] tps = tps();
        running = runner.submit(new TaskRequest<List<MonteCarloSweep.Row>>(SWEEP, String.format(Locale.ROOT,
                "Sweep waste over node fault ratios (%d samples)", SAMPLES), TaskKind.COMPUTE,
                monitor -> MonteCarloSweep.run(d, tps, RATIOS, SAMPLES, seed, monitor), rows -> {
                    sweep = rows;
                    status.accept("Sweep done: " + rows.size() / Math.max(1, tps.length * RATIOS.length)
                            + " architectures x " + RATIOS.length + " fault ratios x " + tps.length + " TP sizes");
                    changed.run();
                }, e -> status.accept("Sweep failed: " + e.getMessage())));
    }

    /** Replays {@code trace} on the design for every architecture and TP size in the background. */
    public void runReplay(TraceIntervals trace, long seed) {
        HbdDesign d = design;
        if (d == null || trace == null) {
            status.accept("Open a trace first (Open trace... below the rings)");
            return;
        }
        int[] tps = tps();
        running = runner.submit(new TaskRequest<ReplayCurves>(REPLAY, "Replay the trace on every architecture",
                TaskKind.COMPUTE, monitor -> TraceReplay.curves(d, trace, HbdTraceModel.SERVERS, tps, seed, SPANS,
                monitor), curves -> {
                    replay = curves;
                    status.accept("Replay done: " + curves.curves().size() + " curves over "
                            + String.format(Locale.ROOT, "%.0f days", curves.days()[curves.days().length - 1]));
                    changed.run();
                }, e -> status.accept("Replay failed: " + e.getMessage())));
    }

    /** Cancels the sweep or replay that is running, if any. */
    public void cancel() {
        if (running != null) {
            running.cancel();
        }
    }

    /** Writes the points of {@code chart} as CSV in the background; false when it has none. */
    public boolean exportCsv(Chart chart, Path file) {
        List<MonteCarloSweep.Row> rows = sweep;
        ReplayCurves curves = replay;
        if (chart == Chart.SWEEP ? rows.isEmpty() : curves == null) {
            return false;
        }
        submitExport("Export " + chart.name().toLowerCase(Locale.ROOT) + " points to " + file.getFileName(), file,
                () -> {
                    if (chart == Chart.SWEEP) {
                        HbdCurvesCsv.writeSweep(rows, file);
                    } else {
                        HbdCurvesCsv.writeReplay(curves, file);
                    }
                });
        return true;
    }

    /** Writes {@code figure} as PNG or SVG (by the file's extension) in the background. */
    public void exportFigure(Figure figure, Path file) {
        submitExport("Export chart to " + file.getFileName(), file, () -> FigureExport.write(figure, file, 0, 0));
    }

    private interface Write {
        void run() throws IOException;
    }

    private void submitExport(String title, Path file, Write write) {
        runner.submit(new TaskRequest<Path>(EXPORT + ":" + file, title, TaskKind.SIDE_EFFECT, monitor -> {
            try {
                write.run();
                return file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, written -> status.accept("Wrote " + written), e -> status.accept("Export failed: " + e.getMessage())));
    }
}
