package com.lightwire.core.dag;

import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * DP-replica isomorphism (DELTA §3.5a): when the replicas of a generated DAG are copies of each other (same tasks,
 * volumes, flows, releases, tails and dependencies under a shift of pods and GPUs from replica q to q + r), and the
 * allocation gives every pair the count of its replica orbit, all replicas run in lock-step, so one reference replica
 * (replica 0) stands for all. The folded DAG keeps replica 0's tasks; a DP task's receiving GPUs (in the next replica)
 * become the matching GPUs of replica 0, so replica 0's NICs also carry the mirrored incoming DP traffic (§8 item
 * 20); dependencies on other replicas' tasks become dependencies on replica 0's copies. Each folded pair stands for its
 * orbit: it uses per circuit as many ports at a replica-0 pod as the orbit has pairs there, and counts as many
 * circuits as the orbit has pairs. Detection reads the generator's task ids ({@code r<k>.…}, {@code DP.s<s>.r<a>-r<b>})
 * and checks the isomorphism; anything else is not folded. O(V + E log E).
 */
public final class ReplicaFolding {

    private final DagIndex full;
    private final DagIndex folded;
    private final int replicas;
    /** Full task to folded task. */
    private final int[] foldedOf;
    /** Folded task to its full task in replica 0. */
    private final int[] reference;
    /** Full active pair to folded pair. */
    private final int[] orbitOf;

    private ReplicaFolding(DagIndex full, DagIndex folded, int replicas, int[] foldedOf, int[] reference,
                           int[] orbitOf) {
        this.full = full;
        this.folded = folded;
        this.replicas = replicas;
        this.foldedOf = foldedOf;
        this.reference = reference;
        this.orbitOf = orbitOf;
    }

    /** The folding of {@code full}, or empty when it has fewer than two replicas or they are not copies. */
    public static Optional<ReplicaFolding> of(DagIndex full) {
        return ReplicaStructure.of(full).flatMap(s -> build(full, s));
    }

    /** The reference replica's DAG with the orbit port use. */
    public DagIndex folded() {
        return folded;
    }

    public int replicas() {
        return replicas;
    }

    /** What was folded, for solver notes. */
    public String note() {
        return "replica folding (§3.5a): " + replicas + " replicas, " + full.tasks + " tasks simulated as "
                + folded.tasks;
    }

    /** The full allocation of per-folded-pair counts: every pair of an orbit gets the orbit's count. */
    public Allocation expand(int[] foldedCounts) {
        int[] counts = new int[full.pairCount()];
        for (int p = 0; p < counts.length; p++) {
            counts[p] = foldedCounts[orbitOf[p]];
        }
        return PortFeasibility.fromPairs(full, counts);
    }

    /** Whether {@code x} gives every pair of an orbit the same count (replicas then see the same network). */
    public boolean isSymmetric(Allocation x) {
        int[] counts = PortFeasibility.toPairs(full, x);
        int[] seen = new int[folded.pairCount()];
        Arrays.fill(seen, -1);
        for (int p = 0; p < counts.length; p++) {
            int o = orbitOf[p];
            if (seen[o] >= 0 && seen[o] != counts[p]) {
                return false;
            }
            seen[o] = counts[p];
        }
        return true;
    }

    /** The full schedule of a folded one: every replica's copy runs like replica 0's task. */
    public Schedule expand(Schedule s) {
        int n = full.tasks;
        double[] start = new double[n];
        double[] end = new double[n];
        double[][] segments = new double[n][];
        for (int t = 0; t < n; t++) {
            int f = foldedOf[t];
            start[t] = s.start()[f];
            end[t] = s.end()[f];
            segments[t] = s.segments()[f];
        }
        return new Schedule(start, end, segments, s.makespan(), s.eventTimes());
    }

    /** Replica 0's part of a full schedule as a folded schedule (its events are its own starts and ends). */
    public Schedule restrict(Schedule s) {
        int n = folded.tasks;
        double[] start = new double[n];
        double[] end = new double[n];
        double[][] segments = new double[n][];
        double[] events = new double[2 * n];
        for (int f = 0; f < n; f++) {
            start[f] = s.start()[reference[f]];
            end[f] = s.end()[reference[f]];
            segments[f] = s.segments()[reference[f]];
            events[2 * f] = start[f];
            events[2 * f + 1] = end[f];
        }
        Arrays.sort(events);
        int k = 0;
        for (double e : events) {
            if (k == 0 || e > events[k - 1] * (1 + FlowSimulator.EPS) + FlowSimulator.EPS) {
                events[k++] = e;
            }
        }
        return new Schedule(start, end, segments, s.makespan(), Arrays.copyOf(events, k));
    }

    private static Optional<ReplicaFolding> build(DagIndex full, ReplicaStructure s) {
        int[] reference = s.reference();
        TaskDag dag = full.dag;
        int[] foldedOf = s.foldedOf();
        List<DagTask> tasks = new ArrayList<>(reference.length);
        for (int f = 0; f < reference.length; f++) {
            DagTask t = dag.tasks().get(reference[f]);
            List<Flow> flows = new ArrayList<>(t.flows().size());
            for (Flow fl : t.flows()) {
                flows.add(new Flow(fl.srcGpu(), s.toReplicaZeroGpu(fl.dstGpu())));
            }
            tasks.add(new DagTask(t.id(), t.src(), t.dst(), t.volumeMB(), flows, t.releaseMs(), t.tailMs()));
        }
        TreeMap<Long, Double> edges = new TreeMap<>();
        for (Dependency e : dag.edges()) {
            if (reference[foldedOf[e.to()]] == e.to()) {
                edges.merge(((long) foldedOf[e.from()] << 32) | foldedOf[e.to()], e.delayMs(), Math::max);
            }
        }
        List<Dependency> deps = new ArrayList<>(edges.size());
        edges.forEach((key, delay) -> deps.add(new Dependency((int) (key >> 32), (int) (long) key, delay)));
        DagIndex plain;
        try {
            plain = DagIndex.of(new TaskDag(dag.bandwidthGbps(), dag.pods(), tasks, deps));
        } catch (IllegalArgumentException cycle) {
            return Optional.empty();
        }
        return orbits(full, plain, s).map(o -> new ReplicaFolding(full, plain.withPortUse(o.pods, o.mult, o.weight),
                s.replicas(), foldedOf, reference, o.orbitOf));
    }

    /** Port use per folded pair. */
    private record Orbits(int[] orbitOf, int[][] pods, int[][] mult, int[] weight) {
    }

    /** Maps every full pair to the folded pair whose orbit holds it; empty when the orbits do not cover the pairs. */
    private static Optional<Orbits> orbits(DagIndex full, DagIndex plain, ReplicaStructure s) {
        TreeMap<Long, Integer> fullPairs = new TreeMap<>();
        for (int p = 0; p < full.pairCount(); p++) {
            fullPairs.put(DagIndex.pairKey(full.pairA[p], full.pairB[p]), p);
        }
        int[] orbitOf = new int[full.pairCount()];
        Arrays.fill(orbitOf, -1);
        int[][] pods = new int[plain.pairCount()][];
        int[][] mult = new int[plain.pairCount()][];
        int[] weight = new int[plain.pairCount()];
        for (int o = 0; o < plain.pairCount(); o++) {
            TreeMap<Integer, Integer> use = new TreeMap<>();
            for (int r = 0; r < s.replicas(); r++) {
                Integer p = fullPairs.get(DagIndex.pairKey(s.shift(plain.pairA[o], r), s.shift(plain.pairB[o], r)));
                if (p == null || (orbitOf[p] >= 0 && orbitOf[p] != o)) {
                    return Optional.empty();
                }
                if (orbitOf[p] < 0) {
                    orbitOf[p] = o;
                    weight[o]++;
                    countUse(use, s, full.pairA[p]);
                    countUse(use, s, full.pairB[p]);
                }
            }
            pods[o] = use.keySet().stream().mapToInt(Integer::intValue).toArray();
            mult[o] = use.values().stream().mapToInt(Integer::intValue).toArray();
        }
        return Arrays.stream(orbitOf).anyMatch(o -> o < 0) ? Optional.empty()
                : Optional.of(new Orbits(orbitOf, pods, mult, weight));
    }

    private static void countUse(TreeMap<Integer, Integer> use, ReplicaStructure s, int pod) {
        if (s.replicaOfPod(pod) == 0) {
            use.merge(pod, 1, Integer::sum);
        }
    }
}
