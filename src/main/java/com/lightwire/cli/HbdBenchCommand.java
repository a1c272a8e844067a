package com.lightwire.cli;

import com.lightwire.core.hbd.DcnFreeOrchestrator;
import com.lightwire.core.hbd.FatTreeOrchestrator;
import com.lightwire.core.hbd.GreedyOrchestrator;
import com.lightwire.core.hbd.HbdOrders;
import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.core.hbd.MonteCarloSweep;
import com.lightwire.core.hbd.PlacementRequest;
import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.hbd.WasteModels;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.PlacementMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static com.lightwire.cli.CliOutput.line;

/** {@code bench hbd [--json]}: the InfiniteHBD speed targets on this machine, median of runs after warm-up. */
@Command(name = "hbd", description = "InfiniteHBD timings against their targets: plan, Algorithm 2, placement with "
        + "rings, Algorithm 5, sweep and replay; baselines beside.")
final class HbdBenchCommand extends HbdCli {

    /**
     * One row: {@code step} on {@code nodes} nodes took {@code millis} wall and {@code cpuMillis} CPU time of this
     * thread (medians; other load inflates the CPU time less); null target for baselines.
     */
    record Row(String step, int nodes, double millis, double cpuMillis, Double targetMillis) {
        Row(String step, int nodes, Timing t, Double targetMillis) {
            this(step, nodes, t.wall(), t.cpu(), targetMillis);
        }
    }

    /** Median wall and CPU milliseconds of one step. */
    record Timing(double wall, double cpu) {
        Timing per(int repeats) {
            return new Timing(wall / repeats, cpu / repeats);
        }
    }

    private static final HbdDesign D131K = new HbdDesign(32768, 4, 3, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 64, 20);
    private static final HbdDesign D9792 = new HbdDesign(2448, 4, 2, 8, Closure.RING, HbdOrder.DEPLOYMENT, 4, 48, 20);

    @Option(names = "--runs", defaultValue = "7", description = "timed runs per step (default ${DEFAULT-VALUE})")
    private int runs;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter out) throws Exception {
        List<Row> rows = new ArrayList<>();
        HbdFaults faults131k = faults(D131K.nodes(), 0.0134, 1);
        HbdFaults faults9792 = faults(D9792.nodes(), 0.0134, 1);
        rows.add(new Row("plan K=3 built and verified", D131K.nodes(),
                median(() -> HbdPlanGenerator.generate(D131K, SolveMonitor.NONE)), 300.0));
        PlacementRequest strict = new PlacementRequest(D9792, faults9792, 64, PlacementMode.STRICT, 0);
        int[] order = HbdOrders.resolve(D9792);
        boolean[] mask = faults9792.mask(D9792.nodes());
        rows.add(new Row("Algorithm 2 strict (groups)", D9792.nodes(), median(() -> {
            for (int i = 0; i < 1000; i++) {
                DcnFreeOrchestrator.groupCount(strict, order, mask);
            }
        }).per(1000), 0.05));
        PlacementRequest tp64 = new PlacementRequest(D131K, faults131k, 64, PlacementMode.STRICT, 0);
        rows.add(new Row("TP-64 placement with states and GPU rings", D131K.nodes(),
                median(() -> DcnFreeOrchestrator.compute(tp64, SolveMonitor.NONE)), 40.0));
        PlacementRequest job = new PlacementRequest(D131K, faults131k, 64, PlacementMode.STRICT,
                D131K.gpus() * 8 / 10);
        rows.add(new Row("Algorithm 5 (fat-tree) binary search, 80 % job", D131K.nodes(),
                median(() -> FatTreeOrchestrator.searchConstraints(job, job.jobGpus())), 15.0));
        rows.add(new Row("Algorithm 5 with states, GPU rings, cross-ToR", D131K.nodes(),
                median(() -> FatTreeOrchestrator.compute(job, SolveMonitor.NONE)), null));
        rows.add(new Row("baseline: greedy orchestration (verified)", D131K.nodes(),
                median(() -> GreedyOrchestrator.place(job, 1, SolveMonitor.NONE)), null));
        WasteModels models = new WasteModels(D9792, 32);
        int[] faulty = faults9792.faulty().stream().map(id -> id - 1).toArray();
        rows.add(new Row("baseline: Big-Switch bound, 1,000 fault sets", D9792.nodes(), median(() -> {
            for (int i = 0; i < 1000; i++) {
                models.rows(faulty);
            }
        }), null));
        rows.add(new Row("sweep 10,000 samples x 10 architectures", D9792.nodes(), median(() ->
                MonteCarloSweep.run(D9792, new int[]{32}, new double[]{0.0134}, 10_000, 1, SolveMonitor.NONE)), 2000.0));
        if (Files.isRegularFile(HbdFidelity.TRACE)) {
            TraceIntervals trace = TraceIntervals.of(FaultTraceFiles.read(HbdFidelity.TRACE));
            rows.add(new Row("replay of the trace, 10 architectures x 4 TP", D9792.nodes(), median(() ->
                    TraceReplay.run(D9792, trace, 400, new int[]{8, 16, 32, 64}, 1, SolveMonitor.NONE)), 1500.0));
        }
        print(out, rows);
        return ExitCodes.OK;
    }

    private void print(PrintWriter out, List<Row> rows) {
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("cores", Runtime.getRuntime().availableProcessors());
            report.put("loadAverage", loadAverage());
            report.put("rows", rows);
            CliOutput.json(out, report);
            return;
        }
        line(out, "cores: %d, load average: %.1f (other work on the machine inflates every figure)",
                Runtime.getRuntime().availableProcessors(), loadAverage());
        line(out, "%-46s %7s %12s %12s %10s", "step", "nodes", "median ms", "cpu ms", "target ms");
        for (Row r : rows) {
            line(out, "%-46s %7d %12.4f %12.4f %10s", r.step(), r.nodes(), r.millis(), r.cpuMillis(),
                    r.targetMillis() == null ? "-" : CliOutput.fmt("%.2f", r.targetMillis()));
        }
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    private static HbdFaults faults(int nodes, double p, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return HbdFaults.of(IntStream.rangeClosed(1, nodes).filter(i -> random.nextDouble() < p).toArray());
    }

    /** Median wall and CPU time in ms of {@code runs} runs after two warm-up runs. */
    private Timing median(Runnable work) {
        for (int i = 0; i < 2; i++) {
            work.run();
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double[] times = new double[Math.max(1, runs)];
        double[] cpu = new double[times.length];
        for (int i = 0; i < times.length; i++) {
            long startCpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            work.run();
            times[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = (threads.getCurrentThreadCpuTime() - startCpu) / 1e6;
        }
        Arrays.sort(times);
        Arrays.sort(cpu);
        return new Timing(times[times.length / 2], cpu[cpu.length / 2]);
    }
}
