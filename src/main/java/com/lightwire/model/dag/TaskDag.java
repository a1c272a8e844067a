package com.lightwire.model.dag;

import java.util.List;

/**
 * The reduced DAG of one training iteration: pods with their port budgets, inter-pod tasks and weighted dependencies
 * (DELTA §1.3-1.4). Times are in ms, volumes in MB; one circuit and one NIC carry {@link #bandwidthMBperMs()} each
 * way. Whether the tasks form a DAG and the GPUs sit in one pod each is checked by {@code core.dag.TaskDagValidator}.
 *
 * @param bandwidthGbps per-NIC and per-circuit bandwidth {@code B} in Gb/s
 * @param pods          the pods, indexed by position
 * @param tasks         the tasks, indexed by position
 * @param edges         the dependencies between tasks (by index)
 */
public record TaskDag(double bandwidthGbps, List<DagPod> pods, List<DagTask> tasks, List<Dependency> edges) {
    public TaskDag {
        pods = List.copyOf(pods);
        tasks = List.copyOf(tasks);
        edges = List.copyOf(edges);
    }

    /** {@code B} in MB per ms: Gb/s divided by 8 (400 Gb/s = 50 MB/ms). */
    public double bandwidthMBperMs() {
        return bandwidthGbps / 8.0;
    }

    /** {@code sum_p U_p}. */
    public long totalPorts() {
        return pods.stream().mapToLong(DagPod::ports).sum();
    }

    /** The same tasks and edges with other port budgets. */
    public TaskDag withPorts(int[] ports) {
        List<DagPod> changed = new java.util.ArrayList<>();
        for (int p = 0; p < pods.size(); p++) {
            changed.add(new DagPod(pods.get(p).name(), ports[p]));
        }
        return new TaskDag(bandwidthGbps, changed, tasks, edges);
    }
}
