package com.lightwire.app;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.common.FxPainter;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * {@code bench ui}'s HBD rings rows (issue 13 item 6: redraw of 32,768 nodes at most 30 ms): the rings figure of a
 * sample's design with 1 % seeded faults and its TP-64 groups (or the largest TP the design has), painted and
 * rasterized on the FX thread at three zooms, as the view's canvas paints a pan or zoom (content and hover layers, the
 * pointer on a node, one group selected).
 */
final class HbdRingsBench {

    /** The redraw target of the issue, in milliseconds. */
    static final double TARGET_MILLIS = 30;
    private static final double[] ZOOMS = {1, 8, 64};
    private static final String[] ZOOM_NAMES = {"out", "mid", "in"};

    private final double width;
    private final double height;
    private final int runs;

    HbdRingsBench(double width, double height, int runs) {
        this.width = width;
        this.height = height;
        this.runs = runs;
    }

    /** One line per zoom: sample, nodes, zoom, median and max redraw, median CPU per frame, target (ms); FX thread. */
    String run(Path project) throws LightwireFileException {
        HbdDesign design = HbdDesign.in(ProjectFiles.read(project)).orElseThrow();
        SplittableRandom random = new SplittableRandom(1);
        HbdFaults faults = HbdFaults.of(IntStream.rangeClosed(1, design.nodes()).filter(i -> random.nextDouble() < 0.01)
                .toArray());
        int tp = Math.min(64, 16 * design.gpusPerNode());
        HbdPlacement placement = DcnFreeOrchestrator.place(new PlacementRequest(design, faults, tp,
                PlacementMode.STRICT, 0), SolveMonitor.NONE).value();
        HbdRingState state = new HbdRingState(design, IntSeq.wrap(HbdOrders.resolve(design)), faults, placement,
                faults.count() > 0 ? faults.faulty().get(0) : 1, 0, -1);
        HbdRingFigure figure = new HbdRingFigure(state, Palette.LIGHT);
        Canvas canvas = new Canvas(width, height);
        FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
        WritableImage image = new WritableImage((int) width, (int) height);
        StringBuilder out = new StringBuilder();
        String name = project.getParent().getFileName().toString();
        for (int z = 0; z < ZOOMS.length; z++) {
            Viewport fit = Viewport.fit(figure.size(), width, height, 16, 0.001, 1000);
            Viewport view = fit.zoomAt(ZOOMS[z], width / 2, height * 0.1, 0.001, 1000);
            double[][] times = time(() -> {
                figure.paint(painter, view, Layer.CONTENT);
                figure.paint(painter, view, Layer.HOVER);
                canvas.snapshot(null, image);
            });
            double[] wall = times[0];
            double[] cpu = times[1];
            out.append(String.format(Locale.ROOT, "%-14s %9d %-4s TP-%-3d %9.1f %9.1f %9.1f %9.0f%n", name,
                    design.nodes(), ZOOM_NAMES[z], tp, wall[wall.length / 2], wall[wall.length - 1],
                    cpu[cpu.length / 2], TARGET_MILLIS));
        }
        return out.toString();
    }

    /**
     * Sorted wall and CPU milliseconds of {@code runs} frames after three warm-up frames. The CPU time is the FX
     * thread's (it records the frame) plus the render threads' (they rasterize the snapshot), so it is what a frame
     * costs whatever else the machine runs.
     */
    private double[][] time(Runnable frame) {
        for (int w = 0; w < 3; w++) {
            frame.run();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] renderers = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId).toArray();
        double[] times = new double[Math.max(1, runs)];
        double[] cpu = new double[times.length];
        for (int r = 0; r < times.length; r++) {
            long startCpu = cpuNanos(threads, renderers);
            long start = System.nanoTime();
            frame.run();
            times[r] = (System.nanoTime() - start) / 1e6;
            cpu[r] = (cpuNanos(threads, renderers) - startCpu) / 1e6;
        }
        Arrays.sort(times);
        Arrays.sort(cpu);
        return new double[][] {times, cpu};
    }

    private static long cpuNanos(ThreadMXBean threads, long[] renderers) {
        long sum = threads.getCurrentThreadCpuTime();
        for (long id : renderers) {
            sum += Math.max(0, threads.getThreadCpuTime(id));
        }
        return sum;
    }
}
