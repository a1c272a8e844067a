package com.lightwire.core.dag;

import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DirectedAcyclicGraph;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * A valid task DAG mapped to int arrays for the hot loops (simulator, genetic algorithm, MILP builders): per task its
 * pods, volume, flow count, per-GPU flow counts on both sides, directed and unordered pair index; predecessor and
 * successor lists with delays (CSR); the topological order (JGraphT's {@link DirectedAcyclicGraph} iteration). GPUs
 * are renumbered 0..G-1 in ascending order of their ids. Build once per DAG: O(V + E log E).
 */
public final class DagIndex {

    final TaskDag dag;
    final int tasks;
    final int pods;
    final double bandwidth;
    final int[] src;
    final int[] dst;
    final double[] volume;
    final int[] flows;
    final double[] release;
    final double[] tail;
    /** Per task: distinct source GPUs and how many of its flows each carries (same for destination). */
    final int[][] srcGpu;
    final int[][] srcGpuFlows;
    final int[][] dstGpu;
    final int[][] dstGpuFlows;
    final int gpus;
    /** Directed pair index {@code src * pods + dst}. */
    final int[] directedPair;
    /** Unordered active pairs (a less than b), and each task's pair index among them. */
    final int[] pairA;
    final int[] pairB;
    final int[] pairOf;
    final int[] predStart;
    final int[] pred;
    final double[] predDelay;
    final int[] succStart;
    final int[] succ;
    final double[] succDelay;
    final int[] order;
    /**
     * Port use of each active pair's circuits: per circuit of pair p, {@code portMult[p][i]} ports at pod
     * {@code portPods[p][i]} (an unfolded DAG: one at each end); a folded DAG's pair stands for its replica orbit
     * ({@link ReplicaFolding}).
     */
    final int[][] portPods;
    final int[][] portMult;
    /** Full-DAG circuits per circuit of pair p (1 unless folded). */
    final int[] pairWeight;

    private DagIndex(DagIndex base, int[][] portPods, int[][] portMult, int[] pairWeight) {
        dag = base.dag;
        tasks = base.tasks;
        pods = base.pods;
        bandwidth = base.bandwidth;
        src = base.src;
        dst = base.dst;
        volume = base.volume;
        flows = base.flows;
        release = base.release;
        tail = base.tail;
        srcGpu = base.srcGpu;
        srcGpuFlows = base.srcGpuFlows;
        dstGpu = base.dstGpu;
        dstGpuFlows = base.dstGpuFlows;
        gpus = base.gpus;
        directedPair = base.directedPair;
        pairA = base.pairA;
        pairB = base.pairB;
        pairOf = base.pairOf;
        predStart = base.predStart;
        pred = base.pred;
        predDelay = base.predDelay;
        succStart = base.succStart;
        succ = base.succ;
        succDelay = base.succDelay;
        order = base.order;
        this.portPods = portPods;
        this.portMult = portMult;
        this.pairWeight = pairWeight;
    }

    private DagIndex(TaskDag dag) {
        this.dag = dag;
        tasks = dag.tasks().size();
        pods = dag.pods().size();
        bandwidth = dag.bandwidthMBperMs();
        src = new int[tasks];
        dst = new int[tasks];
        volume = new double[tasks];
        flows = new int[tasks];
        release = new double[tasks];
        tail = new double[tasks];
        srcGpu = new int[tasks][];
        srcGpuFlows = new int[tasks][];
        dstGpu = new int[tasks][];
        dstGpuFlows = new int[tasks][];
        directedPair = new int[tasks];
        pairOf = new int[tasks];
        Map<Integer, Integer> gpuIds = gpuIds(dag);
        gpus = gpuIds.size();
        Map<Long, Integer> pairIds = new TreeMap<>();
        for (int t = 0; t < tasks; t++) {
            DagTask task = dag.tasks().get(t);
            src[t] = task.src();
            dst[t] = task.dst();
            volume[t] = task.volumeMB();
            flows[t] = task.flowCount();
            release[t] = task.releaseMs();
            tail[t] = task.tailMs();
            directedPair[t] = src[t] * pods + dst[t];
            pairIds.putIfAbsent(pairKey(src[t], dst[t]), 0);
            fillGpus(t, task, gpuIds);
        }
        pairA = new int[pairIds.size()];
        pairB = new int[pairIds.size()];
        int k = 0;
        for (Map.Entry<Long, Integer> e : pairIds.entrySet()) {
            pairA[k] = (int) (e.getKey() >> 32);
            pairB[k] = (int) (long) e.getKey();
            e.setValue(k++);
        }
        for (int t = 0; t < tasks; t++) {
            pairOf[t] = pairIds.get(pairKey(src[t], dst[t]));
        }
        int m = dag.edges().size();
        predStart = new int[tasks + 1];
        succStart = new int[tasks + 1];
        pred = new int[m];
        predDelay = new double[m];
        succ = new int[m];
        succDelay = new double[m];
        adjacency(dag);
        order = topologicalOrder(dag);
        portPods = new int[pairA.length][];
        portMult = new int[pairA.length][];
        pairWeight = new int[pairA.length];
        for (int p = 0; p < pairA.length; p++) {
            portPods[p] = new int[] {pairA[p], pairB[p]};
            portMult[p] = new int[] {1, 1};
            pairWeight[p] = 1;
        }
    }

    /** The same index whose pairs use ports and count circuits as given (a folded DAG's replica orbits). */
    DagIndex withPortUse(int[][] pods, int[][] mult, int[] weight) {
        return new DagIndex(this, pods, mult, weight);
    }

    /** Ports pair {@code p}'s circuits use at {@code pod} per circuit. */
    int portUse(int p, int pod) {
        int use = 0;
        for (int i = 0; i < portPods[p].length; i++) {
            use += portPods[p][i] == pod ? portMult[p][i] : 0;
        }
        return use;
    }

    /** Full-DAG circuits of per-pair counts {@code x}: {@code sum_p weight_p x_p}. */
    long circuits(int[] x) {
        long sum = 0;
        for (int p = 0; p < x.length; p++) {
            sum += (long) pairWeight[p] * x[p];
        }
        return sum;
    }

    /** The index of a DAG that {@link TaskDagValidator} accepted. */
    public static DagIndex of(TaskDag dag) {
        return new DagIndex(dag);
    }

    public TaskDag dag() {
        return dag;
    }

    public int taskCount() {
        return tasks;
    }

    public int podCount() {
        return pods;
    }

    /** Active unordered pod pairs (carrying a task in either direction). */
    public int pairCount() {
        return pairA.length;
    }

    public int pairA(int pair) {
        return pairA[pair];
    }

    public int pairB(int pair) {
        return pairB[pair];
    }

    /** The unordered pair index of a task. */
    public int pairOf(int task) {
        return pairOf[task];
    }

    /** The fastest a task can go: every flow at the NIC rate, {@code V / (F B)}. */
    public double minDuration(int task) {
        return volume[task] / (flows[task] * bandwidth);
    }

    public int[] topologicalOrder() {
        return order.clone();
    }

    static long pairKey(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }

    private static Map<Integer, Integer> gpuIds(TaskDag dag) {
        TreeMap<Integer, Integer> ids = new TreeMap<>();
        for (DagTask t : dag.tasks()) {
            for (Flow f : t.flows()) {
                ids.put(f.srcGpu(), 0);
                ids.put(f.dstGpu(), 0);
            }
        }
        int k = 0;
        for (Map.Entry<Integer, Integer> e : ids.entrySet()) {
            e.setValue(k++);
        }
        return ids;
    }

    private void fillGpus(int t, DagTask task, Map<Integer, Integer> gpuIds) {
        TreeMap<Integer, Integer> s = new TreeMap<>();
        TreeMap<Integer, Integer> d = new TreeMap<>();
        for (Flow f : task.flows()) {
            s.merge(gpuIds.get(f.srcGpu()), 1, Integer::sum);
            d.merge(gpuIds.get(f.dstGpu()), 1, Integer::sum);
        }
        srcGpu[t] = s.keySet().stream().mapToInt(Integer::intValue).toArray();
        srcGpuFlows[t] = s.values().stream().mapToInt(Integer::intValue).toArray();
        dstGpu[t] = d.keySet().stream().mapToInt(Integer::intValue).toArray();
        dstGpuFlows[t] = d.values().stream().mapToInt(Integer::intValue).toArray();
    }

    private void adjacency(TaskDag dag) {
        for (Dependency e : dag.edges()) {
            predStart[e.to() + 1]++;
            succStart[e.from() + 1]++;
        }
        for (int t = 0; t < tasks; t++) {
            predStart[t + 1] += predStart[t];
            succStart[t + 1] += succStart[t];
        }
        int[] pi = Arrays.copyOf(predStart, tasks);
        int[] si = Arrays.copyOf(succStart, tasks);
        for (Dependency e : dag.edges()) {
            pred[pi[e.to()]] = e.from();
            predDelay[pi[e.to()]++] = e.delayMs();
            succ[si[e.from()]] = e.to();
            succDelay[si[e.from()]++] = e.delayMs();
        }
    }

    private int[] topologicalOrder(TaskDag dag) {
        DirectedAcyclicGraph<Integer, DefaultEdge> graph = new DirectedAcyclicGraph<>(DefaultEdge.class);
        for (int t = 0; t < tasks; t++) {
            graph.addVertex(t);
        }
        for (Dependency e : dag.edges()) {
            graph.addEdge(e.from(), e.to());
        }
        int[] out = new int[tasks];
        int k = 0;
        for (int v : graph) {
            out[k++] = v;
        }
        return out;
    }
}
