package com.lightwire.core.simulate;

import com.lightwire.core.routing.UnitPlan;
import com.lightwire.core.requirement.SharedRequirement;

import com.lightwire.core.leafdesign.DesignMethod;
import com.lightwire.core.leafdesign.DesignRequest;
import com.lightwire.core.leafdesign.LeafTopologyDesigner;
import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.Reconfiguration;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A LumosCore fabric's optical state during a simulation: on each reconfiguration the running jobs' requirement
 * ({@link SharedRequirement}) is designed ({@code auto}, digest §3.5), realized on the OCSes against the installed
 * configuration (Cross Wiring: ITV-MDMCF, the §3.6.1 minimal-rewiring algorithm; straight wiring: the Uniform greedy,
 * whose unrealised links are shared), installed links no job needs kept where their ports are free
 * ({@link IdleCircuits}), and measured: circuits torn down as a share of {@code H·kSpine·pods}.
 * ECMP routing also installs the backup mesh (its links are routes there). Mutable; one per simulated architecture.
 */
final class LumosNetwork {

    private final LumosFabric fabric;
    private final WiringScheme scheme;
    private final boolean backup;
    private OcsConfiguration installed;
    private int[][][] realized;
    private UnitPlan plan;
    private List<SplitUnit> designed = List.of();
    private final List<Reconfiguration> log = new ArrayList<>();
    private double reallocatedPctSum;

    LumosNetwork(LumosFabric fabric, boolean straight, boolean backup) {
        this.fabric = fabric;
        this.scheme = straight ? WiringScheme.UNIFORM : WiringScheme.CROSS;
        this.backup = backup;
    }

    UnitPlan plan() {
        return plan;
    }

    /** The reconfigurations so far, in time order. */
    List<Reconfiguration> log() {
        return List.copyOf(log);
    }

    double avgReallocatedPct() {
        return log.isEmpty() ? 0 : reallocatedPctSum / log.size();
    }

    /** Designs and installs the topology the given job requirements need, at {@code time}, for {@code job}'s start. */
    void reconfigure(Collection<Map<Long, Integer>> requirements, double time, String job) {
        LeafDemand demand = SharedRequirement.total(fabric, requirements).granted();
        Outcome<LeafDesign> design = LeafTopologyDesigner.solve(new DesignRequest(demand, DesignMethod.AUTO, backup,
                SolverLimits.of(60, 1), designed), SolveMonitor.NONE);
        if (!design.isVerified()) {
            throw new IllegalStateException("the design of a simulated requirement failed: " + design.diagnostics());
        }
        LogicalTopology target = IdleCircuits.keep(backup ? sum(design.value().topology(), design.value().backup())
                : design.value().topology(), realized, fabric.kSpine());
        ReconfigRequest request = new ReconfigRequest(new FabricParams(fabric.kLeaf(), fabric.kSpine(), fabric.tau(),
                Architecture.OCS_PORTS), scheme, fabric.pods(), target, installed);
        Reconfigurator method = scheme == WiringScheme.CROSS ? CrossReconfigurator.mdmcf()
                : new UniformGreedyReconfigurator();
        ReconfigResult result = method.solve(request, ReconfigOptions.defaults().withThreads(1), SolveMonitor.NONE);
        if (result.configuration() == null) {
            throw new IllegalStateException("realizing a simulated design failed: " + result.diagnostics());
        }
        long slots = (long) fabric.spinesPerPod() * fabric.kSpine() * fabric.pods();
        double pct = installed == null ? 0 : 100.0 * result.metrics().tornDown() / slots;
        reallocatedPctSum += pct;
        log.add(new Reconfiguration(time, job, pct));
        installed = result.configuration();
        designed = design.value().split();
        realized = Metrics.realizedCounts(request, installed);
        plan = new UnitPlan(fabric, designed, realized);
    }

    private static LogicalTopology sum(LogicalTopology a, LogicalTopology b) {
        int[][][] c = new int[a.groups()][][];
        for (int h = 0; h < c.length; h++) {
            c[h] = a.matrix(h);
            int[][] m = b.matrix(h);
            for (int i = 0; i < m.length; i++) {
                for (int j = 0; j < m.length; j++) {
                    c[h][i][j] += m[i][j];
                }
            }
        }
        return LogicalTopology.of(c);
    }
}
