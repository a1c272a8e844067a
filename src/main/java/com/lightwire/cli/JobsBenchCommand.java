package com.lightwire.cli;

import com.lightwire.core.leafdesign.DesignMethod;
import com.lightwire.core.leafdesign.DesignRequest;
import com.lightwire.core.leafdesign.LeafTopologyDesigner;
import com.lightwire.core.placement.LocalityPlacer;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.ilp.CrossMipReconfigurator;
import com.lightwire.core.simulate.Architecture;
import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.simulate.StatePlanner;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.model.FabricParams;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.RunningJob;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code bench jobs [--json]}: the cluster-simulation speed targets of issue 14 item 8 on this machine: a 1,000-job
 * trace on the eight architectures, and one arrival's place + design + reconfigure + stage (median) on a cluster
 * 65 % busy; beside them the exact solvers (CP-SAT design, MinRewiring ILP) with their status under a time limit.
 */
@Command(name = "jobs", description = "Cluster-simulation timings against their targets: simulate 1,000 jobs on 8 "
        + "architectures; one arrival's place+design+reconfigure+stage; the exact solvers beside.")
final class JobsBenchCommand extends HbdCli {

    /**
     * One row; {@code status} for the exact solvers, a null target for rows without one; {@code cpuMillis}: CPU time
     * of the process (simulate, every thread) or of the timing thread (event median), null for the exact solvers.
     */
    record Row(String step, long gpus, double millis, Double cpuMillis, Double targetMillis, String status) {
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** Untimed arrivals before the event row's timed ones: at least this many, and for at least {@link #WARM_UP_NANOS}. */
    private static final int MIN_WARM_UP_ARRIVALS = 100;
    private static final long WARM_UP_NANOS = 3_000_000_000L;

    @Option(names = "--runs", defaultValue = "7", description = "timed arrivals per event row (default ${DEFAULT-VALUE})")
    private int runs;

    @Option(names = "--quick", description = "4,096 GPUs only, exact solvers limited to 10 s")
    private boolean quick;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter out) throws Exception {
        List<Row> rows = new ArrayList<>();
        long[] simulated = quick ? new long[] {4096} : new long[] {4096, 16_384};
        for (long gpus : simulated) {
            rows.add(simulate(gpus, gpus == 4096 ? 15_000.0 : 60_000.0));
        }
        long[] events = quick ? new long[] {4096} : new long[] {4096, 16_384, 32_768};
        double[] targets = {5, 30, 80};
        for (int i = 0; i < events.length; i++) {
            rows.addAll(event(events[i], targets[i], events[i] == 4096));
        }
        print(out, rows);
        return ExitCodes.OK;
    }

    private Row simulate(long gpus, double target) {
        Trace trace = TraceGenerator.solve(new TraceRequest(gpus, 1000, 0.655, 1, JobMix.HELIOS), SolveMonitor.NONE)
                .value();
        long start = System.nanoTime();
        long cpu = processCpuNanos();
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(new SimulationRequest(trace, gpus,
                Architecture.STANDARD, Routing.PLANNED, 1, Runtime.getRuntime().availableProcessors()),
                SolveMonitor.NONE);
        return new Row("simulate 1,000 jobs x 8 architectures", gpus, (System.nanoTime() - start) / 1e6,
                (processCpuNanos() - cpu) / 1e6, target,
                outcome.status().label() + (outcome.isVerified() ? ", verified" : ""));
    }

    /** The plan of one arrival of a 256-GPU job (tp 8, pp 4, dp 8, ep 8) beside the running jobs. */
    private static ClusterPlan arrive(LumosCluster cluster, List<RunningJob> running, ClusterPlan before, String id) {
        Job arrival = new Job(id, 0, 256, 8, 4, 8, 8, "bench", 3600, 0.2);
        ClusterState state = new ClusterState(cluster, List.of(), running, List.of(arrival));
        return StatePlanner.solve(state, before.configuration(), 0.5, SolveMonitor.NONE).value();
    }

    /**
     * One cross-pod arrival on lumos-51.2t-tau2 65 % busy, timed after a warm-up of at least {@link
     * #MIN_WARM_UP_ARRIVALS} arrivals and {@link #WARM_UP_NANOS} (the JIT compiles the path first, as over a
     * simulation's thousand arrivals); with {@code exact}, the exact solvers on it too.
     */
    private List<Row> event(long gpus, double target, boolean exact) {
        LumosCluster cluster = Architecture.of("lumos-51.2t-tau2", gpus, 8).cluster();
        List<RunningJob> running = busy(cluster, gpus);
        ClusterPlan before = StatePlanner.solve(new ClusterState(cluster, List.of(), running, List.of()), null, 0.5,
                SolveMonitor.NONE).value();
        double[] times = new double[Math.max(1, runs)];
        double[] cpuTimes = new double[times.length];
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        ClusterPlan plan = null;
        long warmUpEnd = System.nanoTime() + WARM_UP_NANOS;
        for (int w = 0; w < MIN_WARM_UP_ARRIVALS || System.nanoTime() < warmUpEnd; w++) {
            arrive(cluster, running, before, "warm-up" + w);
        }
        for (int i = 0; i < times.length; i++) {
            long start = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            plan = arrive(cluster, running, before, "new" + i);
            times[i] = (System.nanoTime() - start) / 1e6;
            cpuTimes[i] = (threads.getCurrentThreadCpuTime() - cpu) / 1e6;
        }
        Arrays.sort(times);
        Arrays.sort(cpuTimes);
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("event: place+design+reconfigure+stage (median)", gpus, times[times.length / 2],
                cpuTimes[cpuTimes.length / 2], target,
                plan.tornDown() + " circuits torn down, " + plan.stages().theta() + " stages"));
        if (exact) {
            rows.addAll(exactRows(cluster, plan, before));
        }
        return rows;
    }

    private List<Row> exactRows(LumosCluster cluster, ClusterPlan plan, ClusterPlan before) {
        double limit = quick ? 10 : 60;
        long start = System.nanoTime();
        Outcome<LeafDesign> design = LeafTopologyDesigner.solve(new DesignRequest(plan.demand(), DesignMethod.EXACT,
                false, SolverLimits.of(limit, 1)), SolveMonitor.NONE);
        long gpus = cluster.fabric().gpus();
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("exact: CP-SAT design of the event's L", gpus, (System.nanoTime() - start) / 1e6, null,
                null, design.status().label()));
        var f = cluster.fabric();
        ReconfigRequest request = new ReconfigRequest(new FabricParams(f.kLeaf(), f.kSpine(), f.tau(),
                Architecture.OCS_PORTS), WiringScheme.CROSS, f.pods(), plan.design().topology(), before.configuration());
        start = System.nanoTime();
        ReconfigResult ilp = new CrossMipReconfigurator().solve(request, ReconfigOptions.defaults()
                .withTimeLimit(limit), SolveMonitor.NONE);
        rows.add(new Row("exact: MinRewiring ILP of the event", gpus, (System.nanoTime() - start) / 1e6, null,
                null, ilp.status().label() + (ilp.metrics() == null ? "" : ", " + ilp.metrics().tornDown() + " torn down")));
        rows.add(new Row("paper: MinRewiring ILP \"too slow\" online (no figure)", gpus, 0, null, null, "reference"));
        return rows;
    }

    /** Jobs of a generated trace placed in order until 65 % of the servers are busy. */
    private static List<RunningJob> busy(LumosCluster cluster, long gpus) {
        Trace trace = TraceGenerator.solve(new TraceRequest(gpus, 2000, 0.655, 7, JobMix.HELIOS), SolveMonitor.NONE)
                .value();
        int[] free = new int[cluster.fabric().leaves()];
        Arrays.fill(free, cluster.serversPerLeaf());
        long busy = 0;
        List<RunningJob> running = new ArrayList<>();
        for (Job job : trace.jobs()) {
            if (busy >= cluster.servers() * 65 / 100) {
                break;
            }
            JobPlacement p = LocalityPlacer.place(cluster, free, job);
            if (p.placed()) {
                List<LeafPair> shares = new ArrayList<>();
                p.shares().forEach(s -> {
                    free[s.leaf()] -= s.servers();
                    shares.add(new LeafPair(s.leaf(), s.leaf(), s.servers()));
                });
                busy += p.servers();
                running.add(new RunningJob(job, shares));
            }
        }
        return running;
    }

    private void print(PrintWriter out, List<Row> rows) {
        if (json) {
            Map<String, Object> report = new LinkedHashMap<>();
            report.put("cores", Runtime.getRuntime().availableProcessors());
            report.put("loadAverage", java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                    .getSystemLoadAverage());
            report.put("rows", rows);
            CliOutput.json(out, report);
            return;
        }
        line(out, "cores: %d (other work on the machine inflates every figure)",
                Runtime.getRuntime().availableProcessors());
        line(out, "%-52s %7s %12s %10s %10s  %s", "step", "gpus", "ms", "cpu ms", "target ms", "status");
        for (Row r : rows) {
            line(out, "%-52s %7d %12.1f %10s %10s  %s", r.step(), r.gpus(), r.millis(),
                    r.cpuMillis() == null ? "-" : CliOutput.fmt("%.1f", r.cpuMillis()),
                    r.targetMillis() == null ? "-" : CliOutput.fmt("%.0f", r.targetMillis()), r.status());
        }
    }
}
