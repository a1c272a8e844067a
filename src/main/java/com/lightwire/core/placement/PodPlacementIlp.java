package com.lightwire.core.placement;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.lightwire.core.solve.CpSatRunner;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;

/**
 * The pod choice of the placement as the artifact's integer program (digest §3.2, A.4 with §7 item 9's repairs), a
 * CP-SAT cross-check of {@link FewestTightest}: {@code x_i ∈ {0,1}} selects pod i, {@code y_i} its share in units of
 * g servers; (37) {@code Σ g·y_i = need}; (38) {@code g·y_i ≤ r_i·x_i} (the linking constraint the paper lacks);
 * (39) {@code y_i ≥ x_i} (a selected pod gets a whole EP group); objective {@code W·Σ x_i + Σ r_i·x_i}. With the pod
 * weight W above {@code Σ r_i} the objective is lexicographic (fewest pods, then fewest idle servers) at every size;
 * the artifact's W = 100 stops being so once the idle servers of the pods reach 100 ({@link #ARTIFACT_WEIGHT}).
 * Variables: 2·pods.
 */
public final class PodPlacementIlp {

    /** The artifact's weight per pod. */
    public static final long ARTIFACT_WEIGHT = 100;

    private PodPlacementIlp() {
    }

    /** The smallest pod weight that makes the objective lexicographic for these free counts: {@code Σ r_i + 1}. */
    public static long lexicographicWeight(int[] podFree) {
        long sum = 1;
        for (int r : podFree) {
            sum += Math.max(0, r);
        }
        return sum;
    }

    /**
     * @param podFree   free servers per pod
     * @param g         EP granularity in servers (≥ 1, divides need)
     * @param need      servers to place
     * @param podWeight W, the objective's weight per selected pod
     * @return each pod's share (0 when not selected), or a status without one (INFEASIBLE: the job waits)
     */
    public static Candidate<int[]> solve(int[] podFree, int g, int need, long podWeight, SolverLimits limits,
                                         SolveMonitor monitor) {
        CpModel model = new CpModel();
        int n = podFree.length;
        BoolVar[] x = new BoolVar[n];
        IntVar[] y = new IntVar[n];
        LinearExprBuilder total = LinearExpr.newBuilder();
        LinearExprBuilder objective = LinearExpr.newBuilder();
        for (int i = 0; i < n; i++) {
            int units = Math.max(0, podFree[i]) / g;
            x[i] = model.newBoolVar("x" + i);
            y[i] = model.newIntVar(0, units, "y" + i);
            model.addLessOrEqual(LinearExpr.newBuilder().addTerm(y[i], g).addTerm(x[i], -Math.max(0, podFree[i])),
                    0);
            model.addGreaterOrEqual(LinearExpr.newBuilder().add(y[i]).addTerm(x[i], -1), 0);
            total.addTerm(y[i], g);
            objective.addTerm(x[i], podWeight + Math.max(0, podFree[i]));
        }
        model.addEquality(total, need);
        model.minimize(objective);
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, limits, monitor);
        if (!answer.status().hasSolution()) {
            return Candidate.none(answer.status());
        }
        int[] share = answer.read(solver -> {
            int[] s = new int[n];
            for (int i = 0; i < n; i++) {
                s[i] = (int) solver.value(y[i]) * g;
            }
            return s;
        });
        return Candidate.solved(answer.status(), share);
    }

    /**
     * The lexicographic key of a pod choice: {@code {pods used, Σ free of the pods used}}; two answers of the rule
     * are equally good exactly when their keys are equal.
     */
    public static long[] key(int[] podFree, int[] share) {
        long pods = 0;
        long idle = 0;
        for (int i = 0; i < share.length; i++) {
            if (share[i] > 0) {
                pods++;
                idle += Math.max(0, podFree[i]);
            }
        }
        return new long[] {pods, idle};
    }

    /** The exact rule's pod shares ({@link FewestTightest}), for cross-checks; null when the job waits. */
    public static int[] lexicographicShares(int[] podFree, int g, int need) {
        return FewestTightest.choose(podFree, g, need);
    }
}
