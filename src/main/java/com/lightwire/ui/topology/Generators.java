package com.lightwire.ui.topology;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.JobDemand;
import com.lightwire.core.topology.PodDemandSplit;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;

/**
 * The topology generators offered by the Topology view (digest §6.1) with the checks that keep their output
 * admissible: each returns a named topology sized for the cluster, or throws {@link IllegalArgumentException} with a
 * message for people when the parameters cannot fit K_spine.
 */
final class Generators {

    private Generators() {
    }

    /** Links per hop that fill every spine with a ring: K_spine/2 (K_spine for two pods). */
    static int defaultRingLinks(FabricParams params, int pods) {
        return Math.max(1, pods == 2 ? params.kSpine() : params.kSpine() / 2);
    }

    /** Links per pair that a full mesh can afford: K_spine/(P-1), at least 1. */
    static int defaultMeshLinks(FabricParams params, int pods) {
        return Math.max(1, params.kSpine() / Math.max(1, pods - 1));
    }

    static NamedTopology ring(FabricParams params, int pods, int linksPerHop) {
        needPods(pods);
        int degree = (pods == 2 ? 1 : 2) * linksPerHop;
        fits(linksPerHop >= 1 && degree <= params.kSpine(), "a ring with " + linksPerHop + " links per hop uses "
                + degree + " ports per spine; K_spine is " + params.kSpine());
        return new NamedTopology("ring", TopologyGenerators.ring(params.spinesPerPod(), pods, linksPerHop));
    }

    static NamedTopology mesh(FabricParams params, int pods, int linksPerPair) {
        needPods(pods);
        long degree = (long) (pods - 1) * linksPerPair;
        fits(linksPerPair >= 1 && degree <= params.kSpine(), "a full mesh of " + pods + " pods with " + linksPerPair
                + " links per pair uses " + degree + " ports per spine; K_spine is " + params.kSpine());
        return new NamedTopology("mesh", TopologyGenerators.fullMesh(params.spinesPerPod(), pods, linksPerPair));
    }

    static NamedTopology random(FabricParams params, int pods, long seed) {
        needPods(pods);
        return new NamedTopology("random " + seed, TopologyGenerators.randomFullUtilization(params.spinesPerPod(),
                pods, params.kSpine(), seed));
    }

    /** Jobs typed as in {@link JobText}, split per spine by Theorems 3.1 and 3.2 (digest D16). */
    static NamedTopology jobs(FabricParams params, int pods, String text) {
        int[][] demand = JobDemand.of(JobText.parse(text, pods), pods);
        var findings = PodDemandSplit.validate(demand, params.spinesPerPod(), params.kSpine());
        if (!findings.isEmpty()) {
            throw new IllegalArgumentException(findings.get(0).message());
        }
        LogicalTopology split = PodDemandSplit.split(demand, params.spinesPerPod(), SolveMonitor.NONE);
        return new NamedTopology("jobs", split);
    }

    static NamedTopology empty(FabricParams params, int pods) {
        return new NamedTopology("empty", LogicalTopology.empty(params.spinesPerPod(), pods));
    }

    private static void needPods(int pods) {
        fits(pods >= 2, "a topology needs at least two pods");
    }

    private static void fits(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}
