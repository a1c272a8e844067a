package com.lightwire.core.dag;

import com.lightwire.model.dag.DagPod;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Hardware;
import com.lightwire.model.dag.TrainingJob.Mapping;
import com.lightwire.model.dag.TrainingJob.Options;
import com.lightwire.model.dag.TrainingJob.Overrides;
import com.lightwire.model.dag.TrainingJob.Parallelism;
import com.lightwire.model.dag.TrainingJob.Placement;
import com.lightwire.model.dag.TrainingJob.Ports;
import com.lightwire.model.dag.TrainingJob.Training;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Jobs and DAGs of the digest's worked cases, and random ones for sweeps. */
public final class DagFixtures {

    private DagFixtures() {
    }

    /** Digest §2.3: TP 2, PP 2, DP 2, 2 micro-batches, f = 1 ms, b = 2 ms, PP 25 MB per flow, DP 100 MB per flow. */
    public static TrainingJob workedExample(int ports) {
        return new TrainingJob("delta-worked", null, new Training(4096, 1, 2), new Parallelism(2, 2, 2, 1, 1, false),
                new Hardware(0, 0, 400, 0), new Placement(2, Mapping.CONTIGUOUS, List.of(), new Ports(ports, List.of())),
                new Options(true), new Overrides(List.of(1.0), List.of(2.0), List.of(25.0), List.of(100.0)));
    }

    /** Table I's Megatron-462B (TP 8, PP 16, DP 8, 32 GPUs per pod per replica) with {@code n} micro-batches. */
    public static TrainingJob megatron462b(int n) {
        return new TrainingJob("megatron-462b", TrainingJob.ModelSpec.preset("megatron-462b"), new Training(4096, 1, n),
                new Parallelism(8, 16, 8, 1, 1, true), new Hardware(989, 0.4, 400, 3600),
                new Placement(32, Mapping.CONTIGUOUS, List.of(), Ports.GPUS), new Options(true), Overrides.NONE);
    }

    /** A random small job with overrides (no model), for sweeps. */
    public static TrainingJob randomJob(Random rnd) {
        int tp = 1 + rnd.nextInt(2);
        int pp = 1 + rnd.nextInt(4);
        int dp = 1 + rnd.nextInt(3);
        int sigma = 1 + rnd.nextInt(2);
        int n = 1 + rnd.nextInt(5);
        List<Double> fwd = new ArrayList<>();
        List<Double> bwd = new ArrayList<>();
        for (int s = 0; s < pp; s++) {
            fwd.add(0.5 + rnd.nextInt(4) * 0.5);
            bwd.add(rnd.nextInt(5) * 0.75);
        }
        Mapping mapping = rnd.nextBoolean() ? Mapping.CONTIGUOUS : Mapping.REVERSED;
        return new TrainingJob("random", null, new Training(1024, 1, n), new Parallelism(tp, pp, dp, 1, 1,
                rnd.nextBoolean()), new Hardware(0, 0, 400, 100 + rnd.nextInt(400)),
                new Placement(tp * sigma, mapping, List.of(), Ports.GPUS), new Options(rnd.nextBoolean()),
                new Overrides(fwd, bwd, List.of(10.0 + rnd.nextInt(50)), List.of(20.0 + rnd.nextInt(200))));
    }

    /** One task with {@code flows} flows on consecutive GPUs, B = 8 Gb/s = 1 MB/ms. */
    public static DagTask task(String id, int src, int dst, double volume, int[][] flows, double release) {
        List<Flow> list = new ArrayList<>();
        for (int[] f : flows) {
            list.add(new Flow(f[0], f[1]));
        }
        return new DagTask(id, src, dst, volume, list, release, 0);
    }

    /** A DAG with B = 1 MB/ms (8 Gb/s), the digest's abstract units. */
    public static TaskDag unitDag(int[] ports, List<DagTask> tasks, List<Dependency> edges) {
        List<DagPod> pods = new ArrayList<>();
        for (int p = 0; p < ports.length; p++) {
            pods.add(new DagPod("P" + p, ports[p]));
        }
        return new TaskDag(8, pods, tasks, edges);
    }

    /**
     * V1: four tasks on one pair A -> B (B = 1): m1 V 4 F 2, m2 V 3 F 1, m3 V 2 F 2, m4 V 4 F 1; edges (m1,m2,1),
     * (m1,m3,0), (m2,m4,2), (m3,m4,6). Flows use distinct GPUs so NICs never bind beyond F.
     */
    public static TaskDag v1() {
        List<DagTask> tasks = List.of(
                task("m1", 0, 1, 4, new int[][] {{0, 100}, {1, 101}}, 0),
                task("m2", 0, 1, 3, new int[][] {{2, 102}}, 0),
                task("m3", 0, 1, 2, new int[][] {{3, 103}, {4, 104}}, 0),
                task("m4", 0, 1, 4, new int[][] {{5, 105}}, 0));
        return unitDag(new int[] {8, 8}, tasks, List.of(new Dependency(0, 1, 1), new Dependency(0, 2, 0),
                new Dependency(1, 3, 2), new Dependency(2, 3, 6)));
    }

    /** V5: m1 A->B (a0->b0, a1->b1) V 2 release 0; m2 B->A (b0->a0) V 1 release 5; U = 2. */
    public static TaskDag v5() {
        return unitDag(new int[] {2, 2}, List.of(task("m1", 0, 1, 2, new int[][] {{0, 2}, {1, 3}}, 0),
                task("m2", 1, 0, 1, new int[][] {{2, 0}}, 5)), List.of());
    }

    /** V6 (and V6b without m4): pods A, B with U = 1; GPUs a0..a2 = 0..2, b0..b2 = 3..5. */
    public static TaskDag v6(boolean withM4) {
        List<DagTask> tasks = new ArrayList<>(List.of(
                task("m1", 0, 1, 2, new int[][] {{0, 3}}, 0),
                task("m2", 0, 1, 2, new int[][] {{1, 4}}, 1),
                task("m3", 1, 0, 1, new int[][] {{4, 1}}, 0)));
        List<Dependency> edges = new ArrayList<>(List.of(new Dependency(1, 2, 3)));
        if (withM4) {
            tasks.add(task("m4", 0, 1, 1, new int[][] {{2, 5}}, 0));
            edges.add(new Dependency(0, 3, 2));
        }
        return unitDag(new int[] {1, 1}, tasks, edges);
    }
}
