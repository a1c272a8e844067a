package com.lightwire.core.simulate;

import com.lightwire.core.requirement.JobTraffic;
import com.lightwire.core.requirement.SharedRequirement;

import com.lightwire.core.leafdesign.DesignMethod;
import com.lightwire.core.leafdesign.DesignRequest;
import com.lightwire.core.leafdesign.LeafTopologyDesigner;
import com.lightwire.core.placement.LocalityPlacer;
import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.staging.StagePlanner;
import com.lightwire.core.staging.StageRequest;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.JobPlacement;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.RunningJob;
import com.lightwire.model.lumos.StagePlan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Plans a cluster state's arrivals end to end (issue 14 item 3): places the jobs in order ({@link LocalityPlacer}),
 * builds L from the running and placed jobs (§3.4, with sharing), designs it ({@code auto}, §3.5), realizes the
 * topology on Cross Wiring against the installed configuration (ITV-MDMCF, the §3.6.1 minimal rewiring, through the
 * public {@code core.reconfig} API) and stages the changed groups (§3.6.2). Each step is its own verified solver; the
 * first step that does not answer stops the plan with its status and findings.
 */
public final class StatePlanner {

    private StatePlanner() {
    }

    public static Outcome<ClusterPlan> solve(ClusterState state, OcsConfiguration current, double iota,
                                             SolveMonitor monitor) {
        Outcome<List<JobPlacement>> placed = LocalityPlacer.placeAll(state, monitor.subTask(0, 0.2, "placement"));
        if (!placed.isVerified()) {
            return Outcome.without(placed.status(), placed.diagnostics(), placed.millis());
        }
        LumosFabric fabric = state.cluster().fabric();
        LeafDemand demand = SharedRequirement.total(fabric, requirements(state, placed.value())).granted();
        Outcome<LeafDesign> design = LeafTopologyDesigner.solve(new DesignRequest(demand, DesignMethod.AUTO, true,
                SolverLimits.of(60, 1)), monitor.subTask(0.2, 0.5, "design"));
        if (!design.isVerified()) {
            return Outcome.without(design.status(), design.diagnostics(), design.millis());
        }
        ReconfigRequest request = new ReconfigRequest(new FabricParams(fabric.kLeaf(), fabric.kSpine(), fabric.tau(),
                Math.max(fabric.pods(), Architecture.OCS_PORTS)), WiringScheme.CROSS, fabric.pods(),
                design.value().topology(), current);
        ReconfigResult realized = CrossReconfigurator.mdmcf().solve(request, ReconfigOptions.defaults(),
                monitor.subTask(0.5, 0.9, "realize"));
        if (!realized.outcome().isVerified()) {
            return Outcome.without(realized.status(), realized.diagnostics(), realized.millis());
        }
        List<Integer> changed = changedGroups(current, realized.configuration());
        Outcome<StagePlan> stages = StagePlanner.solve(new StageRequest(design.value().split(), fabric.spinesPerPod(),
                changed, iota), monitor.subTask(0.9, 1, "staging"));
        if (!stages.isVerified()) {
            return Outcome.without(stages.status(), stages.diagnostics(), stages.millis());
        }
        long slots = (long) fabric.spinesPerPod() * fabric.kSpine() * fabric.pods();
        var m = realized.metrics();
        ClusterPlan plan = new ClusterPlan(placed.value(), demand, design.value(), realized.configuration(), m.kept(),
                m.setUp(), m.tornDown(), 100.0 * m.tornDown() / slots, changed, stages.value());
        List<com.lightwire.model.Diagnostic> findings = new ArrayList<>(design.diagnostics());
        findings.addAll(realized.diagnostics());
        return Outcome.of(SolveStatus.FEASIBLE, plan, stages.verification(), findings, placed.millis()
                + design.millis() + realized.millis() + stages.millis());
    }

    /**
     * Why an installed configuration cannot be the state's (its groups, OCSes per group or ports do not fit the
     * fabric: H groups of kSpine OCSes with a port per pod), or null when it can or there is none.
     */
    public static String shapeProblem(ClusterState state, OcsConfiguration current) {
        LumosFabric f = state.cluster().fabric();
        if (current == null || current.groups() == f.spinesPerPod() && current.ocsPerGroup() == f.kSpine()
                && current.ports() >= f.pods()) {
            return null;
        }
        return "the configuration has " + current.groups() + " groups of " + current.ocsPerGroup() + " OCSes with "
                + current.ports() + " ports; the cluster needs " + f.spinesPerPod() + " groups of " + f.kSpine()
                + " OCSes with at least " + f.pods() + " ports";
    }

    /** Each running and newly placed job's leaf requirement. */
    private static List<Map<Long, Integer>> requirements(ClusterState state, List<JobPlacement> placements) {
        LumosFabric fabric = state.cluster().fabric();
        int t = state.cluster().gpusPerServer();
        List<Map<Long, Integer>> out = new ArrayList<>();
        for (RunningJob r : state.running()) {
            out.add(JobTraffic.of(r.job(), r.placement(), fabric, t).requirement(fabric));
        }
        for (int i = 0; i < placements.size(); i++) {
            JobPlacement p = placements.get(i);
            if (p.placed()) {
                List<LeafPair> shares = p.shares().stream().map(s -> new LeafPair(s.leaf(), s.leaf(), s.servers()))
                        .toList();
                out.add(JobTraffic.of(state.jobs().get(i), shares, fabric, t).requirement(fabric));
            }
        }
        return out;
    }

    /** Groups whose circuits differ; with nothing installed, the groups that hold circuits. */
    static List<Integer> changedGroups(OcsConfiguration before, OcsConfiguration after) {
        List<Integer> changed = new ArrayList<>();
        for (int h = 0; h < after.groups(); h++) {
            for (int k = 0; k < after.ocsPerGroup(); k++) {
                int[] now = after.ocsMap(h, k);
                boolean differs = before == null ? java.util.Arrays.stream(now).anyMatch(x -> x != OcsConfiguration.NONE)
                        : !java.util.Arrays.equals(before.ocsMap(h, k), now);
                if (differs) {
                    changed.add(h);
                    break;
                }
            }
        }
        return changed;
    }
}
