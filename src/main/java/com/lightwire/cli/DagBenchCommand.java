package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.FlowSimulator;
import com.lightwire.core.dag.ReplicaFolding;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.dag.TrafficBaselines;
import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.JobFiles;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * {@code bench dag [--json]}: DELTA's speed figures (docs/cli.md): building and simulating Megatron-462B, DELTA-Fast,
 * Joint and Topo on the worked example, HotStart, cold Joint and fixed-step on GPT-7B with 4 micro-batches.
 */
@Command(name = "dag", description = "Training DAG speed: build, simulate, fast, joint, topo, joint-hotstart, "
        + "fixed-step on the samples (about 8 minutes on 2 cores).")
final class DagBenchCommand implements Callable<Integer> {

    /** One figure. */
    record Row(String step, String workload, int microBatches, int tasks, long millis, long cpuMillis, String status,
               Double makespanMs, String paper) {
    }

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Option(names = "--micro-batches", defaultValue = "512", paramLabel = "N",
            description = "Megatron-462B micro-batches of the large build, simulate and fast rows (default "
                    + "${DEFAULT-VALUE}); build and fast also run at 128")
    private int microBatches;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        List<Row> rows = new ArrayList<>();
        TrainingJob job = JobFiles.read(Path.of("samples/megatron-462b/job.json"));
        build(withMicroBatches(job, 128), 128, rows);
        TaskDag megatron = build(withMicroBatches(job, microBatches), microBatches, rows);
        simulate(megatron, rows);
        int cores = Runtime.getRuntime().availableProcessors();
        TaskDag megatron128 = generate(withMicroBatches(job, 128), 0);
        rows.add(solve("fast", "megatron-462b", 128, megatron128, DagMethod.FAST, DagOptions.defaults()
                .withTimeLimit(60).withThreads(cores), "target <= 3 s (paper: tens of seconds, 4 threads)"));
        rows.add(solve("fast", "megatron-462b", microBatches, megatron, DagMethod.FAST, DagOptions.defaults()
                .withTimeLimit(120).withThreads(cores), "target <= 10 s at 512 (paper: tens of seconds)"));
        for (int ports : new int[] {2, 4}) {
            TaskDag worked = generate(JobFiles.read(Path.of("samples/delta-worked/job.json")), ports);
            for (DagMethod m : new DagMethod[] {DagMethod.JOINT, DagMethod.TOPO}) {
                rows.add(solve(m.key(), "delta-worked U=" + ports, 2, worked, m, DagOptions.defaults()
                        .withTimeLimit(60).withAnchors(true), "target: proven optimal <= 30 s (folding and anchors, "
                        + "no hint)"));
            }
        }
        TaskDag fig3 = generate(withMicroBatches(JobFiles.read(Path.of("samples/gpt7b-fig1/job.json")), 4), 0);
        rows.add(solve("fast", "gpt-7b-fig3", 4, fig3, DagMethod.FAST, DagOptions.defaults(), "the hint"));
        rows.add(solve("joint-hotstart", "gpt-7b-fig3", 4, fig3, DagMethod.JOINT_HOTSTART,
                DagOptions.defaults().withTimeLimit(60), "target: within 60 s, no worse than fast"));
        rows.add(solve("joint", "gpt-7b-fig3", 4, fig3, DagMethod.JOINT, DagOptions.defaults().withTimeLimit(60),
                "cold, 60 s limit"));
        rows.add(solve("fixed-step", "gpt-7b-fig3", 4, fig3, DagMethod.FIXED_STEP, DagOptions.defaults()
                .withTimeLimit(60).withStep(0.1), "paper (Gurobi): tens of hours at 0.1 ms"));
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
        CliOutput.line(out, "cores %d, load average %.2f (timings are wall-clock medians; a loaded machine inflates "
                + "them)", Runtime.getRuntime().availableProcessors(), loadAverage());
        CliOutput.line(out, "%-15s %-20s %6s %7s %9s %9s %-12s %12s  %s", "step", "workload", "mb", "tasks", "ms",
                "cpu ms", "status", "makespan ms", "paper / target");
        for (Row r : rows) {
            CliOutput.line(out, "%-15s %-20s %6d %7d %9d %9d %-12s %12s  %s", r.step(), r.workload(),
                    r.microBatches(), r.tasks(), r.millis(), r.cpuMillis(), r.status(), r.makespanMs() == null ? "-"
                            : CliOutput.fmt("%.3f", r.makespanMs()), r.paper());
        }
    }

    private static double loadAverage() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** Median of three builds after one warm-up. */
    private static TaskDag build(TrainingJob job, int mb, List<Row> rows) {
        TaskDag[] dag = {generate(job, 0)};
        long[] cpu = new long[1];
        long micros = medianMicros(3, 0, cpu, () -> dag[0] = generate(job, 0));
        rows.add(new Row("build", "megatron-462b", mb, dag[0].tasks().size(), micros / 1000, cpu[0] / 1000,
                "median of 3", null,
                "target <= 3 s at 512 micro-batches (" + dag[0].edges().size() + " edges)"));
        return dag[0];
    }

    /** One simulation of Prop-Alloc's topology on the full DAG and on the folded one (medians after warm-up). */
    private void simulate(TaskDag dag, List<Row> rows) {
        DagIndex ix = DagIndex.of(dag);
        Allocation x = TrafficBaselines.proportional(ix);
        double[] cap = FlowSimulator.capacities(ix, x);
        double[] makespan = new double[1];
        long[] cpu = new long[1];
        long full = medianMicros(7, 3, cpu, () -> makespan[0] = FlowSimulator.simulate(ix, cap, Sharing.MAX_MIN,
                SolveMonitor.NONE).makespan());
        rows.add(new Row("simulate", "megatron-462b", microBatches, dag.tasks().size(), full / 1000, cpu[0] / 1000,
                "median of 7",
                makespan[0], "target <= 100 ms per DES at 512 micro-batches (Prop-Alloc's topology)"));
        ReplicaFolding folding = ReplicaFolding.of(ix).orElseThrow();
        DagIndex folded = folding.folded();
        double[] foldedCap = FlowSimulator.capacities(folded, x);
        long micros = medianMicros(21, 3, cpu, () -> makespan[0] = FlowSimulator.simulate(folded, foldedCap, Sharing.MAX_MIN,
                SolveMonitor.NONE).makespan());
        rows.add(new Row("simulate", "megatron-462b folded", microBatches, folded.taskCount(), micros / 1000,
                cpu[0] / 1000, CliOutput.fmt("%.2f/%.2f ms", micros / 1000.0, cpu[0] / 1000.0), makespan[0], "target <= 2 ms per folded DES (§3.5)"));
    }

    /** Median wall-clock microseconds of {@code runs} runs after {@code warm} warm-ups; the median CPU in cpu[0]. */
    private static long medianMicros(int runs, int warm, long[] cpu, Runnable work) {
        long[] times = new long[runs];
        long[] cpus = new long[runs];
        for (int i = 0; i < runs + warm; i++) {
            long c0 = cpuNanos();
            long t0 = System.nanoTime();
            work.run();
            if (i >= warm) {
                times[i - warm] = (System.nanoTime() - t0) / 1000;
                cpus[i - warm] = (cpuNanos() - c0) / 1000;
            }
        }
        Arrays.sort(times);
        Arrays.sort(cpus);
        cpu[0] = cpus[runs / 2];
        return times[runs / 2];
    }

    /** CPU time of the whole process (all threads, GC included). */
    private static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static Row solve(String step, String workload, int mb, TaskDag dag, DagMethod m, DagOptions o,
                             String paper) {
        long c0 = cpuNanos();
        Outcome<DagSolution> outcome = DagCommand.optimize(dag, m, o);
        long cpu = (cpuNanos() - c0) / 1_000_000;
        return new Row(step, workload, mb, dag.tasks().size(), outcome.millis(), cpu, outcome.isVerified()
                ? outcome.status().label() : outcome.status().label() + " (no answer)", outcome.isVerified()
                ? outcome.value().schedule().makespan() : null, paper);
    }

    private static TaskDag generate(TrainingJob job, int ports) {
        TrainingJob j = ports == 0 ? job : new TrainingJob(job.name(), job.model(), job.training(), job.parallelism(),
                job.hardware(), new TrainingJob.Placement(job.placement().gpusPerPodPerReplica(),
                job.placement().mapping(), job.placement().explicitMap(), new TrainingJob.Ports(ports, List.of())),
                job.options(), job.overrides());
        List<com.lightwire.model.Diagnostic> problems = new ArrayList<>();
        return TrainingDagGenerator.generate(j, true, problems, SolveMonitor.NONE)
                .orElseThrow(() -> new IllegalStateException(problems.toString())).dag();
    }

    private static TrainingJob withMicroBatches(TrainingJob job, int n) {
        return new TrainingJob(job.name(), job.model(), new TrainingJob.Training(job.training().sequenceLength(),
                job.training().microBatchSize(), n), job.parallelism(), job.hardware(), job.placement(),
                job.options(), job.overrides());
    }
}
