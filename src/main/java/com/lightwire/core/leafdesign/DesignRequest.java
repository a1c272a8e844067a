package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;

/**
 * A leaf demand to design a logical topology for.
 *
 * @param demand the demand L
 * @param method the method
 * @param backup true to fill idle spine ports with the backup full mesh
 * @param limits   time limit, workers and seed of the exact method
 * @param previous the installed design's units {@code L_abh} (both directions, as {@link LeafDesign#split()}); the
 *                 heuristic and greedy prefer keeping them (§3.6: running jobs keep their circuits); empty for none
 */
public record DesignRequest(LeafDemand demand, DesignMethod method, boolean backup, SolverLimits limits,
                            List<SplitUnit> previous) {

    public DesignRequest {
        previous = List.copyOf(previous);
    }

    /** A request with nothing installed. */
    public DesignRequest(LeafDemand demand, DesignMethod method, boolean backup, SolverLimits limits) {
        this(demand, method, backup, limits, List.of());
    }

    private static final SubjectRef DEMAND = new SubjectRef("demand");

    /** Errors that stop the solve: bad fabric, malformed pairs, a leaf over kLeaf, a method that does not apply. */
    public List<Diagnostic> validate() {
        List<Diagnostic> out = new ArrayList<>();
        LumosFabric f = demand.fabric();
        if (f.problem() != null) {
            out.add(Diagnostic.error(DEMAND, "fabric", f.problem()));
            return out;
        }
        LeafPair previous = null;
        for (LeafPair p : demand.pairs()) {
            String why = pairProblem(f, p, previous);
            if (why != null) {
                out.add(Diagnostic.error(DEMAND, "pair", "pair " + p.a() + "-" + p.b() + ": " + why));
                return out;
            }
            previous = p;
        }
        long[] sums = demand.leafSums();
        for (int a = 0; a < sums.length; a++) {
            if (sums[a] > f.kLeaf()) {
                out.add(Diagnostic.error(DEMAND, "leaf-sum", "leaf " + a + " needs " + sums[a]
                        + " cross-pod paths; a leaf has " + f.kLeaf()));
                return out;
            }
        }
        out.addAll(methodProblems(sums));
        return out;
    }

    private static String pairProblem(LumosFabric f, LeafPair p, LeafPair previous) {
        if (p.a() < 0 || p.b() >= f.leaves() || p.a() >= p.b()) {
            return "leaves must satisfy 0 <= a < b < " + f.leaves();
        }
        if (f.podOf(p.a()) == f.podOf(p.b())) {
            return "both leaves are in pod " + f.podOf(p.a());
        }
        if (p.count() < 1) {
            return "the count must be at least 1";
        }
        boolean ordered = previous == null || previous.a() < p.a() || previous.a() == p.a() && previous.b() < p.b();
        return ordered ? null : "pairs must be listed once, sorted by (a, b)";
    }

    private List<Diagnostic> methodProblems(long[] sums) {
        List<Diagnostic> out = new ArrayList<>();
        LumosFabric f = demand.fabric();
        if (method == DesignMethod.GREEDY && (f.tau() != 1 || !withinHalf(sums, f.kLeaf()))) {
            out.add(Diagnostic.error(SubjectRef.METHOD, "greedy", "the greedy needs tau = 1 and every leaf sum at most "
                    + f.kLeaf() / 2 + " (Theorem 4.2)"));
        }
        if (method == DesignMethod.EXACT) {
            out.addAll(limits.validate(SubjectRef.OPTIONS));
        }
        return out;
    }

    /** True when every leaf sum is at most kLeaf/2 (Theorem 4.2's condition). */
    static boolean withinHalf(long[] sums, int kLeaf) {
        for (long s : sums) {
            if (s > kLeaf / 2) {
                return false;
            }
        }
        return true;
    }
}
