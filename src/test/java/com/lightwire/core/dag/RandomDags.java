package com.lightwire.core.dag;

import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random task DAGs for sweeps: a few pods, GPUs fixed per pod, tasks with 1-3 flows, forward edges. */
final class RandomDags {

    private RandomDags() {
    }

    static TaskDag of(long seed, int maxTasks, int maxPods) {
        Random rnd = new Random(seed);
        int pods = 2 + rnd.nextInt(maxPods - 1);
        int gpusPerPod = 1 + rnd.nextInt(3);
        int n = 1 + rnd.nextInt(maxTasks);
        List<DagTask> tasks = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            int a = rnd.nextInt(pods);
            int b = (a + 1 + rnd.nextInt(pods - 1)) % pods;
            int f = 1 + rnd.nextInt(gpusPerPod);
            List<Flow> flows = new ArrayList<>();
            for (int k = 0; k < f; k++) {
                flows.add(new Flow(a * gpusPerPod + rnd.nextInt(gpusPerPod), b * gpusPerPod + rnd.nextInt(gpusPerPod)));
            }
            tasks.add(new DagTask("t" + t, a, b, 1 + rnd.nextInt(8), flows, rnd.nextInt(3) == 0 ? rnd.nextInt(4) : 0,
                    rnd.nextInt(4) == 0 ? rnd.nextInt(3) : 0));
        }
        List<Dependency> edges = new ArrayList<>();
        for (int v = 1; v < n; v++) {
            for (int u = 0; u < v; u++) {
                if (rnd.nextInt(Math.max(2, v)) == 0) {
                    edges.add(new Dependency(u, v, rnd.nextInt(3)));
                }
            }
        }
        int[] ports = new int[pods];
        for (int p = 0; p < pods; p++) {
            ports[p] = pods - 1 + rnd.nextInt(3);
        }
        return DagFixtures.unitDag(ports, tasks, edges);
    }
}
