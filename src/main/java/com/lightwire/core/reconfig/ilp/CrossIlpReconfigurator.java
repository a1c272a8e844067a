package com.lightwire.core.reconfig.ilp;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.RealizationMetrics;
import com.lightwire.core.reconfig.ReconfigFrame;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.solve.CpSatRunner;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Exact min-rewiring reconfiguration under Cross Wiring ("ITV-ILP CP-SAT", digest §3.2 and §4.6), solved with OR-Tools
 * CP-SAT. The reduced model has binaries {@code y[h][m][i→j]} for the even OCSes only (the odd partner mirrors
 * them, constraint (6)) and only for pod pairs with {@code C_ij > 0} (elsewhere (1) forces zero). Constraints:
 * {@code Σ_m (y_ijm + y_jim) = C_ij}, each even OCS a partial permutation. The objective is the true rewiring
 * {@code Σ|x - u|} over all OCSes, linear because x and u are binary: {@code |x - u| = x(1 - 2u) + u}; the constant
 * {@code Σu} (including old circuits on pairs without demand, which are always torn down) is added back, and the
 * sum is checked against the measured rewiring. Serves two-link wiring through {@link PodSpace}. Exponential in the
 * worst case; the time limit of the options always applies and the status says whether optimality was proven.
 * Deterministic with one worker and no time-out; with several workers, runs may return different optima.
 * <p>
 * The {@link #warmStarted()} variant first runs ITV-MDMCF (polynomial) and gives its configuration to CP-SAT as a
 * solution hint, so that on large instances a time-limited solve still returns a configuration no worse than
 * MDMCF's; the plain variant is the paper's baseline as is.
 */
public final class CrossIlpReconfigurator implements Reconfigurator {

    private final boolean warmStart;

    /** The plain ITV-ILP baseline. */
    public CrossIlpReconfigurator() {
        this(false);
    }

    private CrossIlpReconfigurator(boolean warmStart) {
        this.warmStart = warmStart;
    }

    /** ITV-ILP hinted with the ITV-MDMCF configuration. */
    public static CrossIlpReconfigurator warmStarted() {
        return new CrossIlpReconfigurator(true);
    }

    @Override
    public String name() {
        return warmStart ? "ITV-ILP CP-SAT (MDMCF start)" : "ITV-ILP CP-SAT";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        List<Diagnostic> schemeProblem = ReconfigFrame.schemeProblem(request.scheme() != WiringScheme.UNIFORM,
                name() + " needs Cross Wiring or two-link wiring; use Uniform-ILP for Uniform");
        return IlpResults.run(name(), request, options, schemeProblem, true, RealizationMetrics::rewired, monitor,
                diagnostics -> solveModel(request, options, monitor, diagnostics));
    }

    private Candidate<IlpResults.Solved> solveModel(ReconfigRequest request, ReconfigOptions options,
                                                    SolveMonitor monitor, List<Diagnostic> diagnostics) {
        int k = request.params().kSpine();
        int groups = request.params().spinesPerPod();
        int[][][] old = request.current() == null ? null
                : PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        CpModel model = new CpModel();
        LinearExprBuilder objective = LinearExpr.newBuilder();
        GroupModel[] vars = new GroupModel[groups];
        for (int h = 0; h < groups; h++) {
            monitor.checkCancelled();
            vars[h] = GroupModel.build(model, objective, request.target().matrix(h), k / 2,
                    old == null ? null : old[h]);
        }
        model.minimize(objective);
        if (warmStart) {
            addMdmcfHint(model, vars, request, options, monitor);
        }
        monitor.progress(0, "solving the ILP");
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, options.limits(), monitor);
        long teardownConstant = request.current() == null ? 0 : request.current().circuitCount();
        return IlpResults.candidate(answer, request, teardownConstant, options,
                (solver, h) -> vars[h].read(solver, request.pods(), k), diagnostics);
    }

    private static void addMdmcfHint(CpModel model, GroupModel[] vars, ReconfigRequest request,
                                     ReconfigOptions options, SolveMonitor monitor) {
        ReconfigResult start = CrossReconfigurator.mdmcf().solve(request, options, monitor);
        monitor.checkCancelled();
        if (start.hasConfiguration()) {
            int[][][] maps = PodSpace.toPodMaps(start.configuration(), request.scheme(), request.pods(),
                    request.params().kSpine());
            for (int h = 0; h < vars.length; h++) {
                vars[h].hint(model, maps[h]);
            }
        }
    }

    /**
     * The variables of one group: {@code y[a][m]} for directed arc a (both directions of every demanded pair, in
     * (i, j) order) on even OCS 2m.
     */
    private record GroupModel(int[] from, int[] to, BoolVar[][] y) {

        static GroupModel build(CpModel model, LinearExprBuilder objective, int[][] c, int half, int[][] old) {
            List<int[]> arcs = new ArrayList<>();
            for (int i = 0; i < c.length; i++) {
                for (int j = i + 1; j < c.length; j++) {
                    if (c[i][j] > 0) {
                        arcs.add(new int[] {i, j});
                        arcs.add(new int[] {j, i});
                    }
                }
            }
            GroupModel g = new GroupModel(arcs.stream().mapToInt(a -> a[0]).toArray(),
                    arcs.stream().mapToInt(a -> a[1]).toArray(), new BoolVar[arcs.size()][half]);
            for (int a = 0; a < arcs.size(); a++) {
                for (int m = 0; m < half; m++) {
                    g.y[a][m] = model.newBoolVar("");
                    objective.addTerm(g.y[a][m], g.rewiringCoefficient(a, m, old));
                }
            }
            g.addDemand(model, c);
            g.addPermutations(model, c.length, half);
            return g;
        }

        /** Cost of setting y: circuit i→j on OCS 2m plus its mirror j→i on OCS 2m+1, each {@code 1 - 2u}. */
        private long rewiringCoefficient(int a, int m, int[][] old) {
            if (old == null) {
                return 2;
            }
            int i = from[a];
            int j = to[a];
            return 2 - 2L * (old[2 * m][i] == j ? 1 : 0) - 2L * (old[2 * m + 1][j] == i ? 1 : 0);
        }

        /** (1) in reduced form: both orientations together carry {@code C_ij} links. */
        private void addDemand(CpModel model, int[][] c) {
            for (int a = 0; a < from.length; a += 2) {
                LinearExprBuilder links = LinearExpr.newBuilder();
                links.addSum(y[a]).addSum(y[a + 1]);
                model.addEquality(links, c[from[a]][to[a]]);
            }
        }

        /** (4) and (5) on each even OCS: one circuit per ingress pod and per egress pod. */
        private void addPermutations(CpModel model, int pods, int half) {
            for (int m = 0; m < half; m++) {
                PodLiterals out = new PodLiterals(pods);
                PodLiterals in = new PodLiterals(pods);
                for (int a = 0; a < from.length; a++) {
                    out.add(from[a], y[a][m]);
                    in.add(to[a], y[a][m]);
                }
                out.atMostOneEach(model);
                in.atMostOneEach(model);
            }
        }

        /** Hints every variable with the given pod-space maps of the group. */
        void hint(CpModel model, int[][] maps) {
            for (int a = 0; a < from.length; a++) {
                for (int m = 0; m < y[a].length; m++) {
                    model.addHint(y[a][m], maps[2 * m][from[a]] == to[a]);
                }
            }
        }

        int[][] read(CpSolver solver, int pods, int k) {
            int[][] maps = new int[k][pods];
            for (int[] map : maps) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
            for (int a = 0; a < from.length; a++) {
                for (int m = 0; m < y[a].length; m++) {
                    if (solver.booleanValue(y[a][m])) {
                        maps[2 * m][from[a]] = to[a];
                        maps[2 * m + 1][to[a]] = from[a];
                    }
                }
            }
            return maps;
        }
    }
}
