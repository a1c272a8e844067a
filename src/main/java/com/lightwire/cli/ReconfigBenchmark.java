package com.lightwire.cli;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.ilp.CrossMipReconfigurator;
import com.lightwire.core.reconfig.lp.MinRewiringReconfigurator;
import com.lightwire.core.reconfig.lp.RewiringLowerBound;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.JobChange;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;

/**
 * The reconfiguration benchmark at scale: for each cluster size, a fresh random full-utilization topology and a job
 * change against the configuration MDMCF gives it. ITV-LPR (the default) and ITV-MDMCF are timed (median of several
 * runs after warm-up), ITV-MCF run once, the exact MIP once with a time limit; each instance shows every method's
 * rewiring, the lower bound and each method's ratio to the proven optimum, or to the bound where none is proven.
 * K_leaf = K_spine = 16, tau = 1, K_ocs = 512 (digest D14).
 */
final class ReconfigBenchmark {

    /**
     * One method's figures on one instance; {@code ratio} is rewired / optimum (or / bound), null without either;
     * {@code cpuMillis} is the process CPU time per run (all threads, so up to cores x wall time).
     */
    record MethodFigures(String method, double medianMillis, double cpuMillis, long rewired, boolean verified,
                         Double ratio) {
    }

    /**
     * One instance's figures.
     *
     * @param lowerBound     the lower bound on rewiring, null for a fresh topology (nothing to keep)
     * @param optimumProven  whether the exact MIP proved its rewiring optimal (ratios are then to the optimum)
     * @param ilpPerLpr      the exact MIP's time over ITV-LPR's median time (a time ratio), null when skipped
     */
    record Row(long gpus, int pods, String instance, List<MethodFigures> methods, Long lowerBound, String ilpStatus,
               long ilpMillis, Long ilpRewired, boolean optimumProven, Double ilpPerLpr, double eta) {

        boolean verified() {
            return methods.stream().allMatch(MethodFigures::verified);
        }
    }

    private static final FabricParams PARAMS = new FabricParams(16, 16, 1, 512);

    private final int runs;
    private final double ilpSeconds;

    ReconfigBenchmark(int runs, double ilpSeconds) {
        this.runs = runs;
        this.ilpSeconds = ilpSeconds;
    }

    List<Row> run(int pods) {
        LogicalTopology fresh = TopologyGenerators.randomFullUtilization(PARAMS.spinesPerPod(), pods, PARAMS.kSpine(), 1);
        LogicalTopology changed = JobChange.apply(fresh, Math.max(1, pods / 32), 2);
        ReconfigRequest freshRequest = new ReconfigRequest(PARAMS, WiringScheme.CROSS, pods, fresh, null);
        ReconfigResult base = CrossReconfigurator.mdmcf().solve(freshRequest, ReconfigOptions.defaults(),
                SolveMonitor.NONE);
        ReconfigRequest changeRequest = new ReconfigRequest(PARAMS, WiringScheme.CROSS, pods, changed,
                base.configuration());
        return List.of(measure(pods, "fresh topology", freshRequest), measure(pods, "job change", changeRequest));
    }

    private Row measure(int pods, String instance, ReconfigRequest request) {
        ReconfigOptions options = ReconfigOptions.defaults();
        Timed lpr = timed(new MinRewiringReconfigurator(), request, options, runs);
        Timed mdmcf = timed(CrossReconfigurator.mdmcf(), request, options, runs);
        Timed mcf = timed(CrossReconfigurator.mcf(), request, options, 1);
        Long bound = lpr.result.lowerBound() != null ? lpr.result.lowerBound()
                : boxed(RewiringLowerBound.of(request, options.threads(), SolveMonitor.NONE));
        ReconfigResult ilp = ilpSeconds <= 0 ? null
                : new CrossMipReconfigurator().solve(request, options.withTimeLimit(ilpSeconds), SolveMonitor.NONE);
        Long ilpRewired = ilp != null && ilp.hasConfiguration() ? ilp.metrics().rewired() : null;
        boolean proven = ilp != null && ilp.status() == SolveStatus.OPTIMAL;
        Long reference = request.current() == null ? null : proven ? ilpRewired : bound;
        List<MethodFigures> figures = new ArrayList<>();
        for (Timed t : List.of(lpr, mdmcf, mcf)) {
            long rewired = t.result.metrics().rewired();
            figures.add(new MethodFigures(t.result.method(), t.median, t.cpu, rewired,
                    t.result.verification().isPassed(),
                    reference == null || reference == 0 ? null : (double) rewired / reference));
        }
        return new Row((long) pods * PARAMS.gpusPerPod(), pods, instance, figures, request.current() == null ? null
                : bound, ilp == null ? "skipped" : ilp.status().label(), ilp == null ? 0 : ilp.millis(), ilpRewired,
                proven, ilp == null ? null : ilp.millis() / Math.max(lpr.median, 0.001), lpr.result.metrics().eta());
    }

    private record Timed(ReconfigResult result, double median, double cpu) {
    }

    private static Timed timed(Reconfigurator method, ReconfigRequest request, ReconfigOptions options, int runs) {
        if (runs > 1) {
            method.solve(request, options, SolveMonitor.NONE);
        }
        double[] times = new double[runs];
        ReconfigResult last = null;
        long cpuStart = processCpuNanos();
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            last = method.solve(request, options, SolveMonitor.NONE);
            times[r] = (System.nanoTime() - start) / 1e6;
        }
        double cpu = (processCpuNanos() - cpuStart) / 1e6 / runs;
        Arrays.sort(times);
        return new Timed(last, times[runs / 2], cpu);
    }

    /** CPU time of this process so far (every thread), or 0 where the JVM does not tell. */
    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
    }

    private static Long boxed(OptionalLong v) {
        return v.isPresent() ? v.getAsLong() : null;
    }
}
