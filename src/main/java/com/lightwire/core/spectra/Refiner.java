package com.lightwire.core.spectra;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * Refine (spectra.md §2.2): raises the loop's weights until Σ α_i P_i ≥ D. Greedy (the default, deterministic; the
 * paper's Alg. 2 box was lost, this is the digest's rule): repeatedly take the largest remaining deficit (ties: first
 * in row-major order) and add it to the permutation through that cell that removes the most deficit (ties: lowest
 * id); at most nnz(D) raises, weights only grow. LP (Eq. 5, OR-Tools GLOP): minimise Σ α subject to the cover; the
 * greedy then closes any deficit the LP's tolerances left.
 */
public final class Refiner {

    /** Which Refine rule. */
    public enum Mode {
        GREEDY, LP;

        /** "greedy" or "lp". */
        public String key() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private Refiner() {
    }

    static Decomposition refine(double[][] d, List<int[]> sigmas, List<Double> initial, int degree,
                                List<Decomposition.Round> rounds, Mode mode, SolveMonitor monitor) {
        monitor.progress(0.9, "Refine (" + mode.key() + ")");
        double[] alpha = initial.stream().mapToDouble(Double::doubleValue).toArray();
        if (mode == Mode.LP) {
            double[] lp = lp(d, sigmas);
            if (lp != null) {
                alpha = lp;
            }
        }
        List<Decomposition.RefineStep> steps = greedy(d, sigmas, alpha);
        List<WeightedPermutation> perms = new ArrayList<>();
        for (int i = 0; i < sigmas.size(); i++) {
            perms.add(new WeightedPermutation(i, sigmas.get(i), alpha[i], initial.get(i)));
        }
        return new Decomposition("spectra", d.length, degree, perms, rounds,
                mode == Mode.GREEDY ? steps : List.of());
    }

    /** Greedy Refine in place on {@code alpha}; returns the raises made. */
    static List<Decomposition.RefineStep> greedy(double[][] d, List<int[]> sigmas, double[] alpha) {
        int n = d.length;
        double eps = Tolerance.epsilon(Support.maxEntry(d));
        double[][] deficit = deficits(d, sigmas, alpha);
        int positive = 0;
        for (double[] row : deficit) {
            for (double x : row) {
                positive += x > eps ? 1 : 0;
            }
        }
        DeficitHeap heap = new DeficitHeap(positive);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (deficit[i][j] > eps) {
                    heap.add(deficit[i][j], i * n + j);
                }
            }
        }
        List<Decomposition.RefineStep> steps = new ArrayList<>();
        while (!heap.isEmpty()) {
            double topDeficit = heap.topDeficit();
            int cell = heap.poll();
            int u = cell / n;
            int v = cell % n;
            double r = deficit[u][v];
            if (r <= eps) {
                continue;
            }
            if (r < topDeficit) {
                heap.add(r, cell);
                continue;
            }
            int best = bestRaise(deficit, sigmas, u, v, r);
            alpha[best] += r;
            int[] sigma = sigmas.get(best);
            for (int a = 0; a < n; a++) {
                deficit[a][sigma[a]] = Math.max(0, deficit[a][sigma[a]] - r);
            }
            steps.add(new Decomposition.RefineStep(u, v, r, best));
        }
        return steps;
    }

    private static int bestRaise(double[][] deficit, List<int[]> sigmas, int u, int v, double r) {
        int best = -1;
        double bestGain = -1;
        for (int i = 0; i < sigmas.size(); i++) {
            int[] sigma = sigmas.get(i);
            if (sigma[u] != v) {
                continue;
            }
            double gain = 0;
            for (int a = 0; a < sigma.length; a++) {
                gain += Math.min(deficit[a][sigma[a]], r);
            }
            if (gain > bestGain) {
                bestGain = gain;
                best = i;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("Refine: no permutation passes over deficit cell (" + u + ", " + v + ")");
        }
        return best;
    }

    /**
     * Cells by deficit, largest first (ties: lowest row-major index), a binary heap on primitive arrays. Each cell is
     * in it at most once, so the order is total and the pops are those of any priority queue with this order.
     */
    private static final class DeficitHeap {
        private final double[] key;
        private final int[] cell;
        private int size;

        DeficitHeap(int capacity) {
            key = new double[capacity];
            cell = new int[capacity];
        }

        boolean isEmpty() {
            return size == 0;
        }

        double topDeficit() {
            return key[0];
        }

        void add(double deficit, int c) {
            int k = size++;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                if (!before(deficit, c, key[parent], cell[parent])) {
                    break;
                }
                key[k] = key[parent];
                cell[k] = cell[parent];
                k = parent;
            }
            key[k] = deficit;
            cell[k] = c;
        }

        int poll() {
            int top = cell[0];
            size--;
            double x = key[size];
            int xc = cell[size];
            int k = 0;
            while (2 * k + 1 < size) {
                int child = 2 * k + 1;
                if (child + 1 < size && before(key[child + 1], cell[child + 1], key[child], cell[child])) {
                    child++;
                }
                if (!before(key[child], cell[child], x, xc)) {
                    break;
                }
                key[k] = key[child];
                cell[k] = cell[child];
                k = child;
            }
            key[k] = x;
            cell[k] = xc;
            return top;
        }

        private static boolean before(double a, int ac, double b, int bc) {
            return a != b ? a > b : ac < bc;
        }
    }

    /** max(D − Σ α_i P_i, 0). */
    static double[][] deficits(double[][] d, List<int[]> sigmas, double[] alpha) {
        int n = d.length;
        double[][] r = new double[n][];
        for (int i = 0; i < n; i++) {
            r[i] = d[i].clone();
        }
        for (int p = 0; p < sigmas.size(); p++) {
            int[] sigma = sigmas.get(p);
            for (int i = 0; i < n; i++) {
                r[i][sigma[i]] = Math.max(0, r[i][sigma[i]] - alpha[p]);
            }
        }
        return r;
    }

    /** The LP of Eq. 5 by GLOP; null when OR-Tools is unavailable or the LP did not solve to optimality. */
    private static double[] lp(double[][] d, List<int[]> sigmas) {
        if (!OrTools.isAvailable() || sigmas.isEmpty()) {
            return null;
        }
        MPSolver solver = MPSolver.createSolver("GLOP");
        if (solver == null) {
            return null;
        }
        try {
            return solveLp(solver, d, sigmas);
        } finally {
            solver.delete();
        }
    }

    private static double[] solveLp(MPSolver solver, double[][] d, List<int[]> sigmas) {
        int n = d.length;
        double threshold = Tolerance.support(Support.maxEntry(d));
        MPVariable[] x = new MPVariable[sigmas.size()];
        for (int p = 0; p < x.length; p++) {
            x[p] = solver.makeNumVar(0, Double.POSITIVE_INFINITY, "alpha" + p);
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (d[i][j] > threshold) {
                    MPConstraint c = solver.makeConstraint(d[i][j], Double.POSITIVE_INFINITY);
                    for (int p = 0; p < x.length; p++) {
                        if (sigmas.get(p)[i] == j) {
                            c.setCoefficient(x[p], 1);
                        }
                    }
                }
            }
        }
        MPObjective objective = solver.objective();
        for (MPVariable v : x) {
            objective.setCoefficient(v, 1);
        }
        objective.setMinimization();
        solver.setTimeLimit(60_000);
        if (solver.solve() != MPSolver.ResultStatus.OPTIMAL) {
            return null;
        }
        double[] alpha = new double[x.length];
        for (int p = 0; p < x.length; p++) {
            alpha[p] = Math.max(0, x[p].solutionValue());
        }
        return alpha;
    }
}
