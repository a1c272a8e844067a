package com.lightwire.core.reconfig.ilp;

import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.ReconfigFrame;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.UnrealizedLinks;
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
 * Exact reconfiguration under Uniform wiring with L2 ("Uniform-ILP", digest §3.2, §3.3 and §4.6), solved with
 * OR-Tools CP-SAT. L2 ({@code x_ijk = x_jik}) leaves one binary per unordered demanded pair and OCS; each OCS is a
 * matching; demand is relaxed to {@code Σ_k x_ijk ≤ C_ij} (1'). Objective (27), our reconstruction:
 * {@code Σ|x - u| + λ·Σ_ijh (C_ijh - Σ_k x_ijkh)} over ordered pairs, linear because x and u are binary. The default
 * λ = 2·P·K_spine·H + 1 exceeds any possible rewiring, so the optimum realizes as many links as Uniform allows (the
 * maximum K-edge-colourable sub-multigraph) and only then minimises rewiring. A non-integral λ is rounded up
 * (CP-SAT needs integral coefficients). Unrealized links are reported as warnings. Exponential in the worst case
 * (the realizability question is NP-complete); the time limit always applies and the status says whether optimality
 * was proven.
 */
public final class UniformIlpReconfigurator implements Reconfigurator {

    @Override
    public String name() {
        return "Uniform-ILP";
    }

    /** The λ of objective (27) for a request: the option when positive, else the digest's default. */
    public static long lambda(ReconfigRequest request, ReconfigOptions options) {
        if (options.lambda() > 0) {
            return (long) Math.ceil(options.lambda());
        }
        return 2L * request.pods() * request.params().kSpine() * request.params().spinesPerPod() + 1;
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        long lambda = lambda(request, options);
        return IlpResults.run(name(), request, options, ReconfigFrame.schemeProblem(
                        request.scheme() == WiringScheme.UNIFORM, name() + " is for Uniform wiring"), false,
                m -> m.rewired() + lambda * 2 * m.unrealizedLinks(), monitor,
                diagnostics -> solveModel(request, options, lambda, monitor, diagnostics));
    }

    private Candidate<IlpResults.Solved> solveModel(ReconfigRequest request, ReconfigOptions options, long lambda,
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
            vars[h] = GroupModel.build(model, objective, request.target().matrix(h), k, lambda,
                    old == null ? null : old[h]);
        }
        model.minimize(objective);
        monitor.progress(0, "solving the ILP");
        SolverAnswer<CpSolver> answer = CpSatRunner.solve(model, options.limits(), monitor);
        long oldCircuits = request.current() == null ? 0 : request.current().circuitCount();
        long constant = oldCircuits + lambda * 2 * request.target().totalLinks();
        Candidate<IlpResults.Solved> candidate = IlpResults.candidate(answer, request, constant, options,
                (solver, h) -> vars[h].read(solver, request.pods(), k), diagnostics);
        if (candidate.value() != null) {
            UnrealizedLinks.report(request, candidate.value().configuration(), diagnostics);
        }
        return candidate;
    }

    /** The variables of one group: {@code z[p][k]} for unordered demanded pair p (in (i, j) order) on OCS k. */
    private record GroupModel(int[] a, int[] b, BoolVar[][] z) {

        static GroupModel build(CpModel model, LinearExprBuilder objective, int[][] c, int k, long lambda,
                                int[][] old) {
            List<int[]> pairs = new ArrayList<>();
            for (int i = 0; i < c.length; i++) {
                for (int j = i + 1; j < c.length; j++) {
                    if (c[i][j] > 0) {
                        pairs.add(new int[] {i, j});
                    }
                }
            }
            GroupModel g = new GroupModel(pairs.stream().mapToInt(p -> p[0]).toArray(),
                    pairs.stream().mapToInt(p -> p[1]).toArray(), new BoolVar[pairs.size()][k]);
            for (int p = 0; p < pairs.size(); p++) {
                for (int ocs = 0; ocs < k; ocs++) {
                    g.z[p][ocs] = model.newBoolVar("");
                    objective.addTerm(g.z[p][ocs], g.coefficient(p, ocs, lambda, old));
                }
                model.addLessOrEqual(LinearExpr.sum(g.z[p]), c[g.a[p]][g.b[p]]);
            }
            g.addMatchings(model, c.length, k);
            return g;
        }

        /** Circuits i→j and j→i on OCS k, each {@code 1 - 2u}, minus λ for each of the two directions served. */
        private long coefficient(int p, int ocs, long lambda, int[][] old) {
            long rewiring = 2;
            if (old != null) {
                rewiring -= 2L * (old[ocs][a[p]] == b[p] ? 1 : 0) + 2L * (old[ocs][b[p]] == a[p] ? 1 : 0);
            }
            return rewiring - 2 * lambda;
        }

        /** (4), (5) with L2: on every OCS, each pod's port is in at most one pair. */
        private void addMatchings(CpModel model, int pods, int k) {
            for (int ocs = 0; ocs < k; ocs++) {
                PodLiterals atPod = new PodLiterals(pods);
                for (int p = 0; p < a.length; p++) {
                    atPod.add(a[p], z[p][ocs]);
                    atPod.add(b[p], z[p][ocs]);
                }
                atPod.atMostOneEach(model);
            }
        }

        int[][] read(CpSolver solver, int pods, int k) {
            int[][] maps = new int[k][pods];
            for (int[] map : maps) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
            for (int p = 0; p < a.length; p++) {
                for (int ocs = 0; ocs < k; ocs++) {
                    if (solver.booleanValue(z[p][ocs])) {
                        maps[ocs][a[p]] = b[p];
                        maps[ocs][b[p]] = a[p];
                    }
                }
            }
            return maps;
        }
    }
}
