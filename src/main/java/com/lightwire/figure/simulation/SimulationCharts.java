package com.lightwire.figure.simulation;

import com.lightwire.core.scale.ScaleRow;
import com.lightwire.core.scale.ScaleTable;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.Reconfiguration;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Builds the charts of a simulation result (PRODUCT.md view 7, digest §5.1 item 7): the JCT, JRT and JWT CDFs and the
 * contention CDF per architecture, the reallocation bars and per-event series, and the Fig. 7 chart (§1.7: the largest cluster against the
 * port speed of one chip, from {@link ScaleTable}). Architectures keep their colour by their position in the result
 * ({@link ArchColors}) whatever the filters show.
 */
public final class SimulationCharts {

    /** The Fig. 7 chip: 51.2 Tb/s. */
    public static final int FIG7_CHIP_GBPS = 51_200;

    private SimulationCharts() {
    }

    /**
     * What a chart shows.
     *
     * @param architectures the architectures drawn (null: all)
     * @param jobs          the jobs counted
     */
    public record Filter(Predicate<String> architectures, Predicate<Job> jobs) {
        public static final Filter ALL = new Filter(a -> true, j -> true);
    }

    /** The chart {@code kind} of {@code result} (ignored for Fig. 7) in {@code palette}. */
    public static Figure chart(ChartKind kind, SimulationResult result, Trace trace, Filter filter, Palette palette) {
        return switch (kind) {
            case JCT -> cdf(kind, result, trace, filter, palette, (j, r) -> r.finish() - j.arrival());
            case JRT -> cdf(kind, result, trace, filter, palette, (j, r) -> r.finish() - r.start());
            case JWT -> cdf(kind, result, trace, filter, palette, (j, r) -> r.start() - j.arrival());
            case CONTENTION -> cdf(kind, result, trace, filter, palette, (j, r) -> r.contention());
            case REALLOCATION -> reallocation(result, filter, palette);
            case REALLOCATION_SERIES -> reallocationSeries(result, trace, filter, palette);
            case SCALE -> scale(FIG7_CHIP_GBPS, ScaleTable.DEFAULT_OCS_PORTS, palette);
        };
    }

    /** A job's value in one architecture's run. */
    interface JobValue {
        double of(Job job, JobRun run);
    }

    private static XyChart cdf(ChartKind kind, SimulationResult result, Trace trace, Filter filter, Palette palette,
                               JobValue value) {
        Map<String, Job> byId = new HashMap<>();
        trace.jobs().forEach(j -> byId.put(j.id(), j));
        List<XyChart.Series> series = new ArrayList<>();
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (int a = 0; a < result.architectures().size(); a++) {
            ArchitectureRun run = result.architectures().get(a);
            if (!filter.architectures().test(run.name())) {
                continue;
            }
            double[] xs = run.jobs().stream().filter(r -> byId.containsKey(r.id()) && filter.jobs().test(byId.get(
                    r.id()))).mapToDouble(r -> value.of(byId.get(r.id()), r)).sorted().toArray();
            double[] ys = new double[xs.length];
            for (int i = 0; i < xs.length; i++) {
                ys[i] = (i + 1.0) / xs.length;
                lo = Math.min(lo, xs[i]);
                hi = Math.max(hi, xs[i]);
            }
            series.add(new XyChart.Series(run.name(), ArchColors.of(a, palette), xs, ys, XyChart.Style.STEP));
        }
        double from = kind == ChartKind.CONTENTION ? Math.min(1, lo) : Math.min(0, lo);
        ChartAxis x = ChartAxis.linear(kind.axisTitle(), Double.isFinite(from) ? from : 0, Double.isFinite(hi) ? hi
                : 1);
        ChartAxis y = new ChartAxis("fraction of jobs", false, 0, 1, List.of(0.0, 0.2, 0.4, 0.6, 0.8, 1.0));
        return new XyChart(series, x, y, palette);
    }

    private static BarChart reallocation(SimulationResult result, Filter filter, Palette palette) {
        List<BarChart.Bar> bars = new ArrayList<>();
        for (int a = 0; a < result.architectures().size(); a++) {
            ArchitectureRun run = result.architectures().get(a);
            if (filter.architectures().test(run.name())) {
                bars.add(new BarChart.Bar(run.name(), ArchColors.of(a, palette), run.avgReallocatedPct(),
                        run.reconfigurations() + " reconfigurations"));
            }
        }
        return new BarChart(bars, ChartKind.REALLOCATION.axisTitle(), palette);
    }

    /**
     * Each reconfiguration's reallocated share against its time, one colour of points per architecture that reconfigures
     * (its {@link ArchitectureRun#reconfigurationLog()}); the job filter keeps the reconfigurations its jobs triggered.
     */
    private static XyChart reallocationSeries(SimulationResult result, Trace trace, Filter filter, Palette palette) {
        Map<String, Job> byId = new HashMap<>();
        trace.jobs().forEach(j -> byId.put(j.id(), j));
        List<XyChart.Series> series = new ArrayList<>();
        double end = 1;
        double top = 1;
        for (int a = 0; a < result.architectures().size(); a++) {
            ArchitectureRun run = result.architectures().get(a);
            List<Reconfiguration> shown = run.reconfigurationLog().stream().filter(r -> byId.containsKey(r.job())
                    && filter.jobs().test(byId.get(r.job()))).toList();
            if (!filter.architectures().test(run.name()) || shown.isEmpty()) {
                continue;
            }
            double[] xs = shown.stream().mapToDouble(Reconfiguration::time).toArray();
            double[] ys = shown.stream().mapToDouble(Reconfiguration::reallocatedPct).toArray();
            end = Math.max(end, xs[xs.length - 1]);
            top = Math.max(top, Arrays.stream(ys).max().orElse(0));
            series.add(new XyChart.Series(run.name(), ArchColors.of(a, palette), xs, ys, XyChart.Style.POINTS));
        }
        return new XyChart(series, ChartAxis.linear("time (s)", 0, end),
                ChartAxis.linear(ChartKind.REALLOCATION_SERIES.axisTitle(), 0, top), palette);
    }

    /** The architectures of Fig. 7, in legend order, with their column of {@link ScaleRow}. */
    private static final List<String> SCALE_NAMES = List.of("Clos 2-tier", "Clos 3-tier", "Clos 3-tier 15:1",
            "Clos 4-tier", "LumosCore \u03c4=1", "LumosCore \u03c4=2");

    private static long scaleValue(ScaleRow row, int column) {
        return switch (column) {
            case 0 -> row.clos2tier();
            case 1 -> row.clos3tier();
            case 2 -> row.clos3tierOversub();
            case 3 -> row.clos4tier();
            case 4 -> row.lumosTau1();
            default -> row.lumosTau2();
        };
    }

    /** Fig. 7: the most GPUs of each architecture against the port speed of a {@code chipGbps} chip, log scales. */
    public static XyChart scale(int chipGbps, int ocsPorts, Palette palette) {
        int[] ports = ScaleTable.PORTS_GBPS;
        List<XyChart.Series> series = new ArrayList<>();
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (int c = 0; c < SCALE_NAMES.size(); c++) {
            double[] xs = new double[ports.length];
            double[] ys = new double[ports.length];
            for (int i = 0; i < ports.length; i++) {
                xs[i] = ports[i];
                ys[i] = scaleValue(ScaleTable.row(chipGbps, ports[i], ocsPorts), c);
                lo = Math.min(lo, ys[i]);
                hi = Math.max(hi, ys[i]);
            }
            series.add(new XyChart.Series(SCALE_NAMES.get(c), ArchColors.of(c, palette), xs, ys, XyChart.Style.LINE));
        }
        List<Double> ticks = Arrays.stream(ports).mapToDouble(p -> p).boxed().toList();
        ChartAxis x = ChartAxis.logarithmic(ChartKind.SCALE.axisTitle(), ports[0] / 1.25, ports[ports.length - 1]
                * 1.25, ticks);
        return new XyChart(series, x, ChartAxis.decades("maximum cluster size (GPUs)", lo, hi), palette);
    }

    /** The chart in a sheet with its title, a line saying what it shows, and its legend. */
    public static Sheet sheet(ChartKind kind, String study, Figure chart, Palette palette) {
        String title = kind == ChartKind.SCALE ? "Fig. 7: maximum cluster size, 51.2 Tb/s chip" : kind.label()
                + " \u2014 " + study;
        String line = switch (kind) {
            case SCALE -> String.format(Locale.ROOT, "%d-port OCS; LumosCore K_ocs\u00b7(k/2)\u00b2/\u03c4 "
                    + "against the fat-tree Clos sizes (digest \u00a71.7)", ScaleTable.DEFAULT_OCS_PORTS);
            case REALLOCATION -> "Average share of OCS circuits torn down per reconfiguration";
            case REALLOCATION_SERIES -> "Share of OCS circuits torn down at each reconfiguration (a cross-pod start), "
                    + "one colour per optical architecture";
            default -> "Share of jobs at or below each value, one line per architecture";
        };
        List<Sheet.Entry> legend = chart instanceof XyChart xy ? xy.legend() : ((BarChart) chart).legend();
        return new Sheet(title, line, List.of(new Sheet.Panel(kind.label(), List.of(), chart, 1)), legend, palette);
    }
}
