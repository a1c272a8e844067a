package com.lightwire.core.dag;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

import java.util.List;

/**
 * The digest's "fixed x" method (§6.1): scores a given allocation with the flow simulator (§3.8) and checks it like
 * every answer ({@link DagOptimizer#verify}: ports per pod, a circuit on every active pair, the schedule against the
 * capacities). Also the per-cell limits a hand edit of {@code x_ab} must keep. Stateless; O(one DES).
 */
public final class FixedAllocation {

    private FixedAllocation() {
    }

    /** The simulated schedule of {@code x} on {@code dag} (no method; solver "DES"), verified. */
    public static Outcome<DagSolution> evaluate(TaskDag dag, Allocation x, Sharing sharing, SolveMonitor monitor) {
        DagIndex[] index = new DagIndex[1];
        return SolveFrame.run(() -> validate(dag, x), monitor, diagnostics -> {
            index[0] = DagIndex.of(dag);
            Schedule s = FlowSimulator.simulate(index[0], FlowSimulator.capacities(index[0], x), sharing, monitor);
            return Candidate.solved(SolveStatus.FEASIBLE, new DagSolution(null, x, s, sharing.label(),
                    new DagSolution.SolverInfo("DES", s.intervals(), 0, 0, Double.NaN, new double[0],
                            List.of("given allocation scored by the simulator (" + sharing.label() + ")")), null));
        }, solution -> DagOptimizer.verify(index[0], solution));
    }

    private static List<Diagnostic> validate(TaskDag dag, Allocation x) {
        List<Diagnostic> out = new java.util.ArrayList<>(TaskDagValidator.validate(dag));
        if (x.pods() != dag.pods().size()) {
            out.add(Diagnostic.error(com.lightwire.model.SubjectRef.OPTIONS, "allocation-pods", "the allocation has "
                    + x.pods() + " pods, the DAG " + dag.pods().size()));
        }
        return out;
    }

    /** Whether pods {@code a} and {@code b} exchange a task in either direction (then {@code x_ab ≥ 1}). */
    public static boolean[][] activePairs(TaskDag dag) {
        int n = dag.pods().size();
        boolean[][] active = new boolean[n][n];
        for (var t : dag.tasks()) {
            active[t.src()][t.dst()] = true;
            active[t.dst()][t.src()] = true;
        }
        return active;
    }

    /**
     * The values {@code x_ab} may take with the rest of {@code x} unchanged: {@code [1 if active else 0,
     * min(U_a - used_a + x_ab, U_b - used_b + x_ab)]} ({@code used} = ports in use at the pod).
     */
    public static int[] cellRange(TaskDag dag, Allocation x, int a, int b) {
        boolean active = activePairs(dag)[a][b];
        int now = x.count(a, b);
        int max = Math.min(dag.pods().get(a).ports() - x.portsAt(a) + now,
                dag.pods().get(b).ports() - x.portsAt(b) + now);
        int min = active ? 1 : 0;
        return new int[] {min, Math.max(min, max)};
    }

    /** {@code x} with {@code x_ab = x_ba = count}. */
    public static Allocation withCell(Allocation x, int a, int b, int count) {
        int[][] m = x.matrix();
        m[a][b] = count;
        m[b][a] = count;
        return Allocation.ofMatrix(m);
    }
}
