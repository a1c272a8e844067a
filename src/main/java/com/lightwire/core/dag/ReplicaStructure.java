package com.lightwire.core.dag;

import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The replicas of a generated DAG and the check that they are copies ({@link ReplicaFolding}): task ids name the
 * replica ({@code r<k>.<key>}; a DP ring hop {@code DP.s<s>.r<a>-r<b>} belongs to replica a with key
 * {@code DP.s<s>+<(b - a) mod d>}); every replica has the same keys; replica q's copy of a key sends from the pods and
 * GPUs replica 0's copy uses, shifted by one bijection per replica, and has the same volume, flow count, release, tail
 * and dependencies (by key, largest delay). O(V + E log E).
 */
final class ReplicaStructure {

    private static final Pattern REPLICA = Pattern.compile("r(\\d+)\\.(.+)");
    private static final Pattern RING = Pattern.compile("DP\\.s(\\d+)\\.r(\\d+)-r(\\d+)");
    private static final double TOL = 1e-9;

    private final int replicas;
    private final int[] replicaOf;
    private final int[] foldedOf;
    private final int[] reference;
    private final int[] podReplica;
    /** {@code podShift[q][p]}: the pod of replica q matching replica 0's pod p (-1 elsewhere). */
    private final int[][] podShift;
    private final int[] podBase;
    private final Map<Integer, Integer> gpuReplica = new HashMap<>();
    private final List<Map<Integer, Integer>> gpuShift = new ArrayList<>();
    private final Map<Integer, Integer> gpuBase = new HashMap<>();

    private ReplicaStructure(int replicas, int[] replicaOf, int[] foldedOf, int[] reference, int pods) {
        this.replicas = replicas;
        this.replicaOf = replicaOf;
        this.foldedOf = foldedOf;
        this.reference = reference;
        this.podReplica = filled(pods);
        this.podShift = new int[replicas][];
        this.podBase = filled(pods);
        for (int q = 0; q < replicas; q++) {
            podShift[q] = filled(pods);
            gpuShift.add(new HashMap<>());
        }
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, -1);
        return a;
    }

    /** The structure of {@code ix}, or empty when its tasks are not replica copies. */
    static Optional<ReplicaStructure> of(DagIndex ix) {
        TaskDag dag = ix.dag;
        int n = dag.tasks().size();
        int[] replicaOf = new int[n];
        String[] keys = new String[n];
        int d = 0;
        for (int t = 0; t < n; t++) {
            String id = dag.tasks().get(t).id();
            Matcher ring = RING.matcher(id);
            Matcher rep = REPLICA.matcher(id);
            if (ring.matches()) {
                replicaOf[t] = Integer.parseInt(ring.group(2));
            } else if (rep.matches()) {
                replicaOf[t] = Integer.parseInt(rep.group(1));
                keys[t] = rep.group(2);
            } else {
                return Optional.empty();
            }
            d = Math.max(d, replicaOf[t] + 1);
        }
        if (d < 2) {
            return Optional.empty();
        }
        ringOffsets(dag, replicaOf, keys, d);
        return index(ix, replicaOf, keys, d).filter(s -> s.mapPods(dag) && s.mapGpus(dag) && s.sameTasks(dag)
                && s.sameEdges(dag));
    }

    /** Rewrites DP keys from the target replica to the ring offset {@code (b - a) mod d}. */
    private static void ringOffsets(TaskDag dag, int[] replicaOf, String[] keys, int d) {
        for (int t = 0; t < keys.length; t++) {
            Matcher ring = RING.matcher(dag.tasks().get(t).id());
            if (ring.matches()) {
                int off = Math.floorMod(Integer.parseInt(ring.group(3)) - replicaOf[t], d);
                keys[t] = "DP.s" + ring.group(1) + "+" + off;
            }
        }
    }

    /** Same keys in every replica; the folded index of each task. */
    private static Optional<ReplicaStructure> index(DagIndex ix, int[] replicaOf, String[] keys, int d) {
        List<TreeMap<String, Integer>> byKey = new ArrayList<>();
        for (int q = 0; q < d; q++) {
            byKey.add(new TreeMap<>());
        }
        for (int t = 0; t < keys.length; t++) {
            if (byKey.get(replicaOf[t]).put(keys[t], t) != null) {
                return Optional.empty();
            }
        }
        for (int q = 1; q < d; q++) {
            if (!byKey.get(q).keySet().equals(byKey.get(0).keySet())) {
                return Optional.empty();
            }
        }
        int[] reference = new int[byKey.get(0).size()];
        Map<String, Integer> folded = new HashMap<>();
        int f = 0;
        for (int t = 0; t < keys.length; t++) {
            if (replicaOf[t] == 0) {
                reference[f] = t;
                folded.put(keys[t], f++);
            }
        }
        int[] foldedOf = new int[keys.length];
        for (int t = 0; t < keys.length; t++) {
            foldedOf[t] = folded.get(keys[t]);
        }
        return Optional.of(new ReplicaStructure(d, replicaOf, foldedOf, reference, ix.pods));
    }

    int replicas() {
        return replicas;
    }

    int[] reference() {
        return reference;
    }

    int[] foldedOf() {
        return foldedOf;
    }

    int replicaOfPod(int pod) {
        return podReplica[pod];
    }

    /** The pod {@code r} replicas further on (mod d). */
    int shift(int pod, int r) {
        return podShift[(podReplica[pod] + r) % replicas][podBase[pod]];
    }

    /** The replica-0 GPU matching {@code gpu}. */
    int toReplicaZeroGpu(int gpu) {
        return gpuBase.get(gpu);
    }

    /** Pods: sending pods (and PP receivers) belong to the task's replica; one bijection per replica. */
    private boolean mapPods(TaskDag dag) {
        for (int t = 0; t < replicaOf.length; t++) {
            DagTask task = dag.tasks().get(t);
            DagTask ref = dag.tasks().get(reference[foldedOf[t]]);
            boolean ring = RING.matcher(task.id()).matches();
            if (!bindPod(replicaOf[t], ref.src(), task.src()) || !ring && !bindPod(replicaOf[t], ref.dst(), task.dst())) {
                return false;
            }
        }
        for (int t = 0; t < replicaOf.length; t++) {
            DagTask task = dag.tasks().get(t);
            DagTask ref = dag.tasks().get(reference[foldedOf[t]]);
            int off = podReplica[ref.dst()];
            if (off < 0 || podReplica[task.dst()] != (replicaOf[t] + off) % replicas
                    || shift(ref.dst(), replicaOf[t]) != task.dst()) {
                return false;
            }
        }
        return true;
    }

    private boolean bindPod(int q, int base, int pod) {
        if (podReplica[pod] >= 0 && (podReplica[pod] != q || podBase[pod] != base)) {
            return false;
        }
        if (podShift[q][base] >= 0 && podShift[q][base] != pod) {
            return false;
        }
        podReplica[pod] = q;
        podBase[pod] = base;
        podShift[q][base] = pod;
        return true;
    }

    /** GPUs: flow i of a copy matches flow i of replica 0's task; one bijection per replica. */
    private boolean mapGpus(TaskDag dag) {
        for (int t = 0; t < replicaOf.length; t++) {
            DagTask task = dag.tasks().get(t);
            DagTask ref = dag.tasks().get(reference[foldedOf[t]]);
            if (task.flowCount() != ref.flowCount()) {
                return false;
            }
            boolean ring = RING.matcher(task.id()).matches();
            for (int i = 0; i < task.flowCount(); i++) {
                if (!bindGpu(replicaOf[t], ref.flows().get(i).srcGpu(), task.flows().get(i).srcGpu())
                        || !ring && !bindGpu(replicaOf[t], ref.flows().get(i).dstGpu(), task.flows().get(i).dstGpu())) {
                    return false;
                }
            }
        }
        for (int t = 0; t < replicaOf.length; t++) {
            DagTask task = dag.tasks().get(t);
            DagTask ref = dag.tasks().get(reference[foldedOf[t]]);
            for (int i = 0; i < task.flowCount(); i++) {
                Integer base = gpuBase.get(ref.flows().get(i).dstGpu());
                Integer home = gpuReplica.get(ref.flows().get(i).dstGpu());
                if (base == null || !Integer.valueOf(task.flows().get(i).dstGpu()).equals(
                        gpuShift.get((replicaOf[t] + home) % replicas).get(base))) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean bindGpu(int q, int base, int gpu) {
        Integer known = gpuReplica.get(gpu);
        if (known != null && (known != q || gpuBase.get(gpu) != base)) {
            return false;
        }
        Integer mapped = gpuShift.get(q).get(base);
        if (mapped != null && mapped != gpu) {
            return false;
        }
        gpuReplica.put(gpu, q);
        gpuBase.put(gpu, base);
        gpuShift.get(q).put(base, gpu);
        return true;
    }

    private boolean sameTasks(TaskDag dag) {
        for (int t = 0; t < replicaOf.length; t++) {
            DagTask a = dag.tasks().get(t);
            DagTask b = dag.tasks().get(reference[foldedOf[t]]);
            if (!close(a.volumeMB(), b.volumeMB()) || !close(a.releaseMs(), b.releaseMs())
                    || !close(a.tailMs(), b.tailMs())) {
                return false;
            }
        }
        return true;
    }

    /** Every copy has the same predecessors by key with the same (largest) delays. */
    private boolean sameEdges(TaskDag dag) {
        List<TreeMap<Integer, Double>> incoming = new ArrayList<>();
        for (int t = 0; t < replicaOf.length; t++) {
            incoming.add(new TreeMap<>());
        }
        for (Dependency e : dag.edges()) {
            incoming.get(e.to()).merge(foldedOf[e.from()], e.delayMs(), Math::max);
        }
        for (int t = 0; t < replicaOf.length; t++) {
            TreeMap<Integer, Double> mine = incoming.get(t);
            TreeMap<Integer, Double> ref = incoming.get(reference[foldedOf[t]]);
            if (!mine.keySet().equals(ref.keySet())) {
                return false;
            }
            for (Map.Entry<Integer, Double> e : mine.entrySet()) {
                if (!close(e.getValue(), ref.get(e.getKey()))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean close(double a, double b) {
        return Math.abs(a - b) <= TOL * Math.max(1, Math.max(Math.abs(a), Math.abs(b)));
    }
}
