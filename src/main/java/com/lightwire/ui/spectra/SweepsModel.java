package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import com.lightwire.io.AtomicFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Experiments and sweeps (spectra.md §5.2 item 8): a seeded generator's matrices scheduled by several methods over a
 * grid of s and δ, averaged over N seeds with 95 % confidence intervals ({@link SpectraSweep}), run in the background
 * in lane {@value #LANE} with progress per seed and Cancel. Grids over {@link SpectraSweep#MAX_RUNS} runs are refused.
 */
public final class SweepsModel {

    /** The lane of a sweep. */
    public static final String LANE = "spectra.sweep";

    /**
     * What to sweep.
     *
     * @param kind     the generator (DemandRecipes.KINDS)
     * @param n        ports
     * @param seeds    seeds 1..N
     * @param switches the values of s
     * @param delays   the values of δ
     * @param methods  the methods
     */
    public record Plan(String kind, int n, int seeds, List<Integer> switches, List<Double> delays,
                       List<SpectraMethod> methods) {
        public Plan {
            switches = List.copyOf(switches);
            delays = List.copyOf(delays);
            methods = List.copyOf(methods);
        }

        /** The runs the plan makes. */
        public long runs() {
            return (long) seeds * switches.size() * delays.size() * methods.size();
        }

        /** The plan in words, for the plot. */
        public String describe() {
            return String.format(Locale.ROOT, "%s demand, n = %d, %d seeds, s in %s, delta in %s", kind, n, seeds,
                    switches, delays);
        }
    }

    /** The δ grid of the paper's figures, s = 8, Spectra, Spectra without Equalize and the Baseline, 10 seeds. */
    public static Plan defaultPlan(int switches) {
        return new Plan("benchmark", 64, 10, List.of(switches), List.of(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1),
                List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_NO_EQUALIZE, SpectraMethod.BASELINE));
    }

    private final TaskRunner runner;
    private final ReadOnlyObjectWrapper<List<SpectraSweep.Point>> points = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private Plan ran;
    private TaskHandle running;

    SweepsModel(TaskRunner runner) {
        this.runner = runner;
    }

    /** The last finished sweep's points, or null. */
    public ReadOnlyObjectProperty<List<SpectraSweep.Point>> pointsProperty() {
        return points.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The plan of the points shown, or null. */
    public Plan ran() {
        return ran;
    }

    /** Starts {@code plan} in the background; returns why it cannot, or null. */
    public String run(Plan plan) {
        String problem = check(plan);
        if (problem != null) {
            status.set(problem);
            return problem;
        }
        status.set("Sweeping " + plan.runs() + " runs...");
        running = runner.submit(new TaskRequest<List<SpectraSweep.Point>>(LANE, "Sweep " + plan.runs() + " runs",
                TaskKind.COMPUTE, monitor -> SpectraSweep.run(seed -> DemandRecipes.generate(plan.kind(), plan.n(),
                seed), plan.seeds(), plan.switches(), plan.delays(), plan.methods(), monitor), list -> {
                    ran = plan;
                    points.set(List.copyOf(list));
                    status.set("Swept " + plan.runs() + " runs: " + plan.describe());
                }, e -> status.set("Sweep failed: " + e.getMessage())));
        return null;
    }

    /** Cancels a running sweep. */
    public void cancel() {
        if (running != null) {
            running.cancel();
            status.set("Sweep cancelled");
        }
    }

    static String check(Plan plan) {
        if (!DemandRecipes.KINDS.contains(plan.kind())) {
            return "Unknown generator " + plan.kind();
        }
        if (plan.n() < 2 || plan.seeds() < 1 || plan.switches().isEmpty() || plan.delays().isEmpty()
                || plan.methods().isEmpty()) {
            return "A sweep needs n >= 2, at least one seed, s, delta and method";
        }
        if (plan.switches().stream().anyMatch(s -> s < 1) || plan.delays().stream().anyMatch(d -> !(d >= 0))) {
            return "s must be >= 1 and delta >= 0";
        }
        if (plan.runs() > SpectraSweep.MAX_RUNS) {
            return "The sweep has " + plan.runs() + " runs; at most " + SpectraSweep.MAX_RUNS + " are allowed";
        }
        return null;
    }

    /** The numbers of a comma-separated list, e.g. "0.001, 0.01". */
    public static List<Double> numbers(String text) {
        List<Double> out = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                out.add(Double.parseDouble(part.trim()));
            }
        }
        return out;
    }

    /** The CSV of {@code points}: one row per grid point, method by key, in grid order; byte-stable. */
    public static String csv(List<SpectraSweep.Point> points) {
        StringBuilder out = new StringBuilder("method,switches,delay,runs,mean,ci95,meanLowerBound,meanRatio\n");
        for (SpectraSweep.Point p : points) {
            out.append(p.method().key()).append(',').append(p.switches()).append(',').append(p.delay()).append(',')
                    .append(p.runs()).append(',').append(p.applicable() ? p.mean() : "").append(',')
                    .append(p.applicable() ? p.ci95() : "").append(',').append(p.applicable() ? p.meanLowerBound() : "")
                    .append(',').append(p.applicable() ? p.meanRatio() : "").append('\n');
        }
        return out.toString();
    }

    /** Writes the shown sweep as CSV in the background (lane {@value #LANE}-export); returns why not, or null. */
    public String exportCsv(Path file) {
        List<SpectraSweep.Point> shown = points.get();
        if (shown == null) {
            return "No sweep to export: run one first";
        }
        String text = csv(shown);
        runner.submit(new TaskRequest<Path>(LANE + "-export:" + file, "Export sweep to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        AtomicFiles.writeText(file, out -> out.write(text));
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> "Exported the sweep to " + written, written -> status.set("Exported the sweep to "
                + written), e -> status.set("Export failed: " + e.getMessage())));
        return null;
    }
}
