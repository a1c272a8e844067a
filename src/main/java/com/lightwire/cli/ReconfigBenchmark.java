package com.lightwire.cli;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.ilp.CrossIlpReconfigurator;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.JobChange;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The reconfiguration benchmark: for each cluster size, MDMCF on a fresh random full-utilization topology and on a
 * job change against the resulting configuration (median of several timed runs after warm-up), then the OR-Tools ILP
 * once on the same two instances with a time limit. The time ratio is exact when the ILP finished (proved optimality
 * or infeasibility) and a lower bound otherwise, since it was stopped at the limit. K_leaf = K_spine = 16, tau = 1, K_ocs = 512 (digest D14).
 */
final class ReconfigBenchmark {

    /** One instance's figures. */
    record Row(long gpus, int pods, String instance, double medianMillis, double minMillis, long rewired, double eta,
               boolean verified, String ilpStatus, long ilpMillis, Long ilpRewired, Double ratio,
               boolean ilpFinished) {
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
        List<Row> rows = new ArrayList<>();
        rows.add(measure(pods, "fresh topology", freshRequest));
        rows.add(measure(pods, "job change", changeRequest));
        return rows;
    }

    private Row measure(int pods, String instance, ReconfigRequest request) {
        Reconfigurator mdmcf = CrossReconfigurator.mdmcf();
        ReconfigOptions options = ReconfigOptions.defaults();
        for (int w = 0; w < 2; w++) {
            mdmcf.solve(request, options, SolveMonitor.NONE);
        }
        double[] times = new double[runs];
        ReconfigResult last = null;
        for (int r = 0; r < runs; r++) {
            long start = System.nanoTime();
            last = mdmcf.solve(request, options, SolveMonitor.NONE);
            times[r] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(times);
        double median = times[runs / 2];
        long gpus = (long) pods * PARAMS.gpusPerPod();
        if (ilpSeconds <= 0) {
            return new Row(gpus, pods, instance, median, times[0], last.metrics().rewired(), last.metrics().eta(),
                    last.verification().isPassed(), "skipped", 0, null, null, false);
        }
        ReconfigResult ilp = new CrossIlpReconfigurator().solve(request, options.withTimeLimit(ilpSeconds),
                SolveMonitor.NONE);
        Long ilpRewired = ilp.hasConfiguration() ? ilp.metrics().rewired() : null;
        boolean finished = ilp.status() == SolveStatus.OPTIMAL || ilp.status() == SolveStatus.INFEASIBLE;
        return new Row(gpus, pods, instance, median, times[0], last.metrics().rewired(), last.metrics().eta(),
                last.verification().isPassed(), ilp.status().label(), ilp.millis(), ilpRewired, ilp.millis() / median,
                finished);
    }
}
