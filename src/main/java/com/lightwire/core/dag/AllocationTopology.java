package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.topology.PodDemandSplit;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.Circuit;

import java.util.Arrays;
import java.util.List;

/**
 * A DAG allocation as the cluster's per-spine logical topology: allocation pod {@code i} is cluster pod
 * {@code map[i]}, the circuits become a pod-level demand, and {@link PodDemandSplit} spreads it over the spine
 * groups. The core of {@code topology --kind allocation} and the Training DAG view's "Use as logical topology".
 */
public final class AllocationTopology {

    private AllocationTopology() {
    }

    /** The identity map over {@code pods} allocation pods. */
    public static int[] identity(int pods) {
        int[] map = new int[pods];
        Arrays.setAll(map, i -> i);
        return map;
    }

    /** Why {@code map} cannot place {@code x} on a cluster of {@code clusterPods} pods, or null. */
    public static String mapProblem(Allocation x, int[] map, int clusterPods) {
        if (map.length != x.pods() || Arrays.stream(map).anyMatch(p -> p < 0 || p >= clusterPods)
                || Arrays.stream(map).distinct().count() != map.length) {
            return "give " + x.pods() + " distinct cluster pods 0.." + (clusterPods - 1) + ", one per allocation pod";
        }
        return null;
    }

    /** The pod-level demand of {@code x} placed by {@code map} on {@code clusterPods} pods. */
    public static int[][] demand(Allocation x, int[] map, int clusterPods) {
        int[][] demand = new int[clusterPods][clusterPods];
        for (Circuit c : x.circuits()) {
            demand[map[c.a()]][map[c.b()]] = c.count();
            demand[map[c.b()]][map[c.a()]] = c.count();
        }
        return demand;
    }

    /**
     * The topology over {@code groups} spine groups of {@code kSpine} ports, or the problems (a map that does not fit,
     * a pod needing more links than its spines have).
     */
    public static Result of(Allocation x, int[] map, int clusterPods, int groups, int kSpine, SolveMonitor monitor) {
        String bad = mapProblem(x, map, clusterPods);
        if (bad != null) {
            return new Result(null, List.of(Diagnostic.error(SubjectRef.OPTIONS, "pod-map", bad)));
        }
        int[][] demand = demand(x, map, clusterPods);
        List<Diagnostic> problems = PodDemandSplit.validate(demand, groups, kSpine);
        return problems.isEmpty() ? new Result(PodDemandSplit.split(demand, groups, monitor), List.of())
                : new Result(null, problems);
    }

    /** A topology, or why there is none. */
    public record Result(LogicalTopology topology, List<Diagnostic> problems) {
        public Result {
            problems = List.copyOf(problems);
        }
    }
}
