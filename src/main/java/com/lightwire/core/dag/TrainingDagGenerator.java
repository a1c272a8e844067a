package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.DagPod;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.Dependency;
import com.lightwire.model.dag.Flow;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Job to task DAG (DELTA §2): resolve the job ({@link JobPlan}), build the full DAG ({@link FullDagBuilder}), reduce
 * it to inter-pod tasks ({@link DagReduction}). Linear in the full DAG plus the reduction's cost.
 */
public final class TrainingDagGenerator {

    /**
     * What the generator built.
     *
     * @param dag        the reduced task DAG
     * @param full       the complete DAG
     * @param plan       the resolved job
     * @param ppTasks    inter-pod PP tasks
     * @param dpTasks    inter-pod DP tasks
     * @param rawEdges   edges of the raw reduction (release edges included)
     * @param edges      edges after clean-up (release edges included)
     * @param activePairs unordered pod pairs carrying a task
     */
    public record Generated(TaskDag dag, FullDag full, JobPlan plan, int ppTasks, int dpTasks, int rawEdges,
                            int edges, int activePairs) {
    }

    private TrainingDagGenerator() {
    }

    /** Builds the DAG of {@code job}; errors go to {@code problems}. */
    public static Optional<Generated> generate(TrainingJob job, boolean cleanup, List<Diagnostic> problems,
                                               SolveMonitor monitor) {
        Optional<JobPlan> plan = JobPlan.of(job, problems);
        if (plan.isEmpty()) {
            return Optional.empty();
        }
        monitor.progress(0.05, "Building the full DAG");
        FullDag full = FullDagBuilder.build(plan.get());
        monitor.checkCancelled();
        monitor.progress(0.4, "Reducing to inter-pod tasks");
        DagReduction.Reduced reduced = DagReduction.reduce(full, cleanup, true, monitor);
        if (reduced.taskNodes().length == 0) {
            problems.add(Diagnostic.error(JobPlan.JOB, "no-inter-pod-task", "the placement keeps every transfer "
                    + "inside a pod, so there is no inter-pod task to allocate circuits for"));
            return Optional.empty();
        }
        return Optional.of(assemble(plan.get(), full, reduced));
    }

    /** The task DAG of a reduction. */
    static Generated assemble(JobPlan plan, FullDag full, DagReduction.Reduced r) {
        int n = r.taskNodes().length;
        double[] release = new double[n];
        List<Dependency> edges = new ArrayList<>();
        for (int e = 0; e < r.edgeCount(); e++) {
            if (r.from()[e] == DagReduction.SOURCE) {
                release[r.to()[e]] = r.delay()[e];
            } else {
                edges.add(new Dependency(r.from()[e], r.to()[e], r.delay()[e]));
            }
        }
        List<DagTask> tasks = new ArrayList<>(n);
        int pp = 0;
        java.util.Set<Long> pairs = new java.util.TreeSet<>();
        for (int t = 0; t < n; t++) {
            int v = r.taskNodes()[t];
            List<Flow> flows = new ArrayList<>();
            for (int k = 0; k < full.srcGpus[v].length; k++) {
                flows.add(new Flow(full.srcGpus[v][k], full.dstGpus[v][k]));
            }
            tasks.add(new DagTask(full.names[v], full.srcPod[v], full.dstPod[v], full.volume[v], flows, release[t],
                    r.tail()[t]));
            pp += full.kinds[v] == FullDag.Kind.DP ? 0 : 1;
            pairs.add(DagIndex.pairKey(full.srcPod[v], full.dstPod[v]));
        }
        List<DagPod> pods = new ArrayList<>();
        for (int p = 0; p < plan.podCount(); p++) {
            pods.add(new DagPod("P" + p, plan.ports()[p]));
        }
        TaskDag dag = new TaskDag(plan.bandwidth() * 8, pods, tasks, edges);
        return new Generated(dag, full, plan, pp, n - pp, r.rawEdges(), r.edgeCount(), pairs.size());
    }
}
