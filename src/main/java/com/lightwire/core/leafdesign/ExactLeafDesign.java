package com.lightwire.core.leafdesign;

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
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * The exact contention-free design (digest §3.5, model (5)(6)(8), directional per §7 item 5) as a CP-SAT
 * feasibility model: an integer {@code x[a→b][h] ∈ [0, min(L_ab, tau)]} for both directions of every demanded pair;
 * (5) each direction's units sum to L_ab; (6) at most tau units on every leaf's uplink to h and downlink from h; (8)
 * per group and pod pair, as many units each way. INFEASIBLE is proven (V10); the time limit gives TIMED_OUT.
 * Variables: 2·|pairs|·H.
 */
final class ExactLeafDesign {

    private ExactLeafDesign() {
    }

    /** The candidate split, or a status without one. */
    static Candidate<List<SplitUnit>> solve(LeafDemand demand, SolverLimits limits, SolveMonitor monitor) {
        LumosFabric f = demand.fabric();
        int h = f.spinesPerPod();
        List<LeafPair> arcs = new ArrayList<>();
        for (LeafPair p : demand.pairs()) {
            arcs.add(p);
            arcs.add(new LeafPair(p.b(), p.a(), p.count()));
        }
        CpModel model = new CpModel();
        IntVar[][] x = new IntVar[arcs.size()][h];
        for (int e = 0; e < arcs.size(); e++) {
            for (int s = 0; s < h; s++) {
                x[e][s] = model.newIntVar(0, Math.min(arcs.get(e).count(), f.tau()), "");
            }
            model.addEquality(LinearExpr.sum(x[e]), arcs.get(e).count());
        }
        addLinkCapacities(model, f, arcs, x);
        addPodSymmetry(model, f, arcs, x);
        monitor.progress(0, "solving the exact design");
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, limits, monitor);
        if (!answer.status().hasSolution()) {
            return Candidate.none(answer.status());
        }
        List<SplitUnit> units = answer.read(solver -> read(solver, arcs, x));
        return Candidate.solved(answer.status(), units);
    }

    private static void addLinkCapacities(CpModel model, LumosFabric f, List<LeafPair> arcs, IntVar[][] x) {
        int h = f.spinesPerPod();
        LinearExprBuilder[][] up = new LinearExprBuilder[f.leaves()][h];
        LinearExprBuilder[][] down = new LinearExprBuilder[f.leaves()][h];
        for (int e = 0; e < arcs.size(); e++) {
            for (int s = 0; s < h; s++) {
                builder(up, arcs.get(e).a(), s).add(x[e][s]);
                builder(down, arcs.get(e).b(), s).add(x[e][s]);
            }
        }
        for (LinearExprBuilder[][] side : List.of(up, down)) {
            for (LinearExprBuilder[] leaf : side) {
                for (LinearExprBuilder sum : leaf) {
                    if (sum != null) {
                        model.addLessOrEqual(sum, f.tau());
                    }
                }
            }
        }
    }

    private static void addPodSymmetry(CpModel model, LumosFabric f, List<LeafPair> arcs, IntVar[][] x) {
        int pods = f.pods();
        int h = f.spinesPerPod();
        LinearExprBuilder[][] net = new LinearExprBuilder[pods * pods][h];
        for (int e = 0; e < arcs.size(); e++) {
            int i = f.podOf(arcs.get(e).a());
            int j = f.podOf(arcs.get(e).b());
            int lo = Math.min(i, j) * pods + Math.max(i, j);
            for (int s = 0; s < h; s++) {
                builder(net, lo, s).addTerm(x[e][s], i < j ? 1 : -1);
            }
        }
        for (LinearExprBuilder[] pair : net) {
            for (LinearExprBuilder sum : pair) {
                if (sum != null) {
                    model.addEquality(sum, 0);
                }
            }
        }
    }

    private static LinearExprBuilder builder(LinearExprBuilder[][] table, int row, int s) {
        if (table[row][s] == null) {
            table[row][s] = LinearExpr.newBuilder();
        }
        return table[row][s];
    }

    private static List<SplitUnit> read(CpSolver solver, List<LeafPair> arcs, IntVar[][] x) {
        List<SplitUnit> units = new ArrayList<>();
        for (int e = 0; e < arcs.size(); e++) {
            for (int s = 0; s < x[e].length; s++) {
                int v = (int) solver.value(x[e][s]);
                if (v > 0) {
                    units.add(new SplitUnit(s, arcs.get(e).a(), arcs.get(e).b(), v));
                }
            }
        }
        return units;
    }
}
