package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.spectra.DemandGenerators;
import com.lightwire.core.spectra.EclipseDecomposer;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.core.spectra.SpectraSweep;
import com.lightwire.model.spectra.Demand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code bench schedule}: Spectra's speed targets on this machine (median wall time of one solve: decompose, LPT,
 * Equalize, lower bound and verifier, after a warm-up of 3 s CPU so the JIT has settled (0.5 s left the small rows
 * in part-compiled code on a 2.1 GHz core: benchmark n = 64 at 1.6-2.0 ms against 0.9 ms settled); the CPU time beside it),
 * with the Baseline, Eclipse and the exact MIP beside it; figures, not a test.
 */
@Command(name = "schedule", description = "Spectra schedule timings: benchmark n = 64/256/1,024, GPT-like n = 32, "
        + "MoE-like n = 64, a 2,100-run sweep, Baseline, Eclipse (fast) and the exact MIP on C7.")
final class ScheduleBenchCommand implements Callable<Integer> {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    /** Warm-up per row before the timed runs: at least 2 solves and this much CPU time (the JIT settles), ... */
    private static final long WARM_UP_CPU_NANOS = 3_000_000_000L;
    /** ... but at most this many solves. */
    private static final int MAX_WARM_UP_RUNS = 200_000;

    @Spec
    private CommandSpec spec;
    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    /** One benchmark row; {@code cpuMillis} is the median CPU time of this thread, which other load inflates less. */
    record Row(String step, String workload, int n, int switches, double delay, String method, double millis,
               double cpuMillis, Double targetMillis, String paperMillis, Double makespan, Double lowerBound,
               Double ratio, String status) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<Row> rows = new ArrayList<>();
        double[][] bench64 = DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, 1);
        SpectraOptions spectra = SpectraOptions.of(8, 0.01, SpectraMethod.SPECTRA);
        rows.add(timed("spectra", "benchmark", bench64, spectra, 1.0, "<1-14", 21));
        rows.add(timed("spectra", "gpt-like", DemandGenerators.gpt(4, 4, 2, 0.003, 1), spectra, 0.2, "<1-14", 21));
        rows.add(timed("spectra", "moe-like", DemandGenerators.moe(64, 512, 8, 1.0, 4, 4.0, 1), spectra, 8.0,
                "<1-14", 11));
        rows.add(timed("spectra", "benchmark", DemandGenerators.benchmark(256, 4, 12, 0.7, 0.003, 1), spectra, 25.0,
                null, 5));
        rows.add(timed("spectra", "benchmark", DemandGenerators.benchmark(1024, 4, 12, 0.7, 0.003, 1), spectra,
                600.0, null, 3));
        rows.add(sweep());
        rows.add(timed("baseline", "benchmark", bench64, spectra.withMethod(SpectraMethod.BASELINE), null, null, 11));
        rows.add(timed("eclipse-fast", "benchmark", bench64, new SpectraOptions(8, 0.01,
                SpectraMethod.SPECTRA_ECLIPSE, Refiner.Mode.GREEDY, EclipseDecomposer.Mode.FAST,
                SolverLimits.of(60, 1), null), 250.0, null, 3));
        SpectraCases.Case c7 = SpectraCases.byId("C7").orElseThrow();
        rows.add(timed("exact", "C7", c7.demand().matrix(), new SpectraOptions(3, 1, SpectraMethod.EXACT,
                Refiner.Mode.GREEDY, null, SolverLimits.of(60, 1), null), 2000.0, null, 3));
        print(out, rows);
        return rows.stream().allMatch(r -> !r.status().equals("error")) ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }

    private static Row timed(String step, String workload, double[][] d, SpectraOptions options, Double target,
                             String paper, int runs) {
        Demand demand = Demand.of(workload, d);
        long warmUpEnd = CPU.getCurrentThreadCpuTime() + WARM_UP_CPU_NANOS;
        for (int k = 0; k < MAX_WARM_UP_RUNS && (k < 2 || CPU.getCurrentThreadCpuTime() < warmUpEnd); k++) {
            SpectraSolver.solve(demand, options, SolveMonitor.NONE);
        }
        long[] nanos = new long[runs];
        long[] cpu = new long[runs];
        Outcome<SpectraResult> last = null;
        for (int i = 0; i < runs; i++) {
            long c = CPU.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            last = SpectraSolver.solve(demand, options, SolveMonitor.NONE);
            nanos[i] = System.nanoTime() - t;
            cpu[i] = CPU.getCurrentThreadCpuTime() - c;
        }
        Arrays.sort(nanos);
        Arrays.sort(cpu);
        SpectraResult r = last.value();
        String status = last.isVerified() ? last.status().label() : "error";
        return new Row(step, workload, d.length, options.switches(), options.delay(), options.method().key(),
                nanos[runs / 2] / 1e6, cpu[runs / 2] / 1e6, target, paper, r == null ? null : r.schedule().makespan(),
                r == null ? null : r.bounds().lowerBound(), r == null ? null : r.ratio(), status);
    }

    /**
     * 50 seeds × 7 δ × s ∈ {4, 8} × {Spectra, no-Equalize, Baseline} with the lower bound, benchmark n = 64, seeds on
     * every core; its CPU time is the process's (all threads), after one untimed warm-up sweep.
     */
    private static Row sweep() {
        List<SpectraMethod> methods = List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_NO_EQUALIZE,
                SpectraMethod.BASELINE);
        List<Double> delays = List.of(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1);
        SpectraSweep.run(seed -> DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, seed), 50, List.of(4, 8), delays,
                methods, SolveMonitor.NONE);
        long c = processCpuNanos();
        long t = System.nanoTime();
        List<SpectraSweep.Point> points = SpectraSweep.run(seed -> DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003,
                seed), 50, List.of(4, 8), delays, methods, SolveMonitor.NONE);
        double millis = (System.nanoTime() - t) / 1e6;
        double cpuMillis = (processCpuNanos() - c) / 1e6;
        double ratio = SpectraSweep.Stats.mean(points.stream().filter(p -> p.method() == SpectraMethod.SPECTRA)
                .mapToDouble(SpectraSweep.Point::meanRatio).toArray());
        boolean complete = points.stream().allMatch(p -> p.runs() == 50);
        return new Row("sweep-2100-runs", "benchmark", 64, 8, 0.01, "spectra,spectra-no-equalize,baseline", millis,
                cpuMillis, 1000.0, null, null, null, ratio, complete ? "feasible" : "error");
    }

    /** The process's CPU time (the sweep runs its seeds on every core), or the bench thread's when unknown. */
    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return CPU.getCurrentThreadCpuTime();
    }

    private void print(PrintWriter out, List<Row> rows) {
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("cores", Runtime.getRuntime().availableProcessors());
            report.put("loadAverage", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            report.put("rows", rows);
            CliOutput.json(out, report);
        } else {
            printTable(out, rows);
        }
    }

    private static void printTable(PrintWriter out, List<Row> rows) {
        line(out, "cores: %d, load average: %.1f (other work on the machine inflates wall times; cpu ms less so)",
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        line(out, "%-16s %-10s %5s %3s %6s %-16s %10s %10s %8s %8s %8s %s", "step", "workload", "n", "s", "delay",
                "method", "ms", "cpu ms", "target", "ratio", "status", "paper");
        for (Row r : rows) {
            line(out, "%-16s %-10s %5d %3d %6.3f %-16s %10.3f %10.3f %8s %8s %8s %s", r.step(), r.workload(), r.n(),
                    r.switches(), r.delay(), r.method().length() > 16 ? r.method().substring(0, 16) : r.method(),
                    r.millis(), r.cpuMillis(), r.targetMillis() == null ? "-" : CliOutput.fmt("%.1f", r.targetMillis()),
                    SpectraCli.ratioText(r.ratio()), r.status(), r.paperMillis() == null ? "" : r.paperMillis());
        }
    }
}
