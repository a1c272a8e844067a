package com.lightwire.core.reconfig.ilp;

import com.google.ortools.linearsolver.MPConstraint;
import com.google.ortools.linearsolver.MPObjective;
import com.google.ortools.linearsolver.MPSolver;
import com.google.ortools.linearsolver.MPVariable;
import com.lightwire.core.reconfig.GroupParallel;
import com.lightwire.core.reconfig.PodSpace;
import com.lightwire.core.reconfig.RealizationMetrics;
import com.lightwire.core.reconfig.ReconfigFrame;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.lp.RewiringLowerBound;
import com.lightwire.core.solve.MipRunner;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolverAnswer;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Exact min-rewiring reconfiguration under Cross Wiring and two-link wiring ("ITV-ILP", digest §3.2, ADR 0018): the
 * reduced ILP (7) of {@link CrossIlpReconfigurator} as a mixed-integer program solved by an LP-based branch and bound
 * through OR-Tools MPSolver (HiGHS, or SCIP when the build lacks it; {@link MipRunner}), one model per OCS group
 * (groups share no variable) under a common deadline. The LP relaxation gives the solver the bound CP-SAT lacks on
 * these models, so it proves optimality where CP-SAT times out. The result carries
 * the solver's relative gap and the LP lower bound ({@link RewiringLowerBound}); the status is OPTIMAL only with the
 * solver's proof, FEASIBLE with a gap at the time limit. Exponential in the worst case; the time limit always applies.
 */
public final class CrossMipReconfigurator implements Reconfigurator {

    @Override
    public String name() {
        return "ITV-ILP";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        List<Diagnostic> schemeProblem = ReconfigFrame.schemeProblem(request.scheme() != WiringScheme.UNIFORM,
                name() + " needs Cross Wiring or two-link wiring; use Uniform-ILP for Uniform");
        AtomicReference<Double> gap = new AtomicReference<>();
        ReconfigResult result = IlpResults.run(name(), request, options, schemeProblem, true,
                RealizationMetrics::rewired, monitor, diagnostics -> solveModel(request, options, monitor, gap,
                        diagnostics));
        if (!result.status().hasSolution() && result.status() != SolveStatus.TIMED_OUT) {
            return result;
        }
        Long bound = request.current() == null ? null : boxed(RewiringLowerBound.of(request, options.threads(),
                monitor));
        return result.withLowerBound(bound).withGap(gap.get());
    }

    private static Long boxed(java.util.OptionalLong v) {
        return v.isPresent() ? v.getAsLong() : null;
    }

    private Candidate<IlpResults.Solved> solveModel(ReconfigRequest request, ReconfigOptions options,
                                                    SolveMonitor monitor, AtomicReference<Double> gap,
                                                    List<Diagnostic> diagnostics) {
        Optional<MPSolver> probe = MipRunner.newMip();
        probe.ifPresent(MPSolver::delete);
        if (probe.isEmpty()) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "no-mip", "this OR-Tools build has neither HiGHS nor "
                    + "SCIP; use --method cpsat"));
            return Candidate.none(SolveStatus.ERROR);
        }
        int k = request.params().kSpine();
        int[][][] old = request.current() == null ? null
                : PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        long deadline = System.nanoTime() + (long) (options.timeLimitSeconds() * 1e9);
        monitor.progress(0, "solving the group MIPs");
        List<GroupAnswer> answers = GroupParallel.run(request.params().spinesPerPod(), options.threads(),
                h -> solveGroup(request.target().matrix(h), k / 2, old == null ? null : old[h], deadline, monitor));
        Optional<GroupAnswer> unsolved = answers.stream().filter(a -> !a.status().hasSolution()).findFirst();
        if (unsolved.isPresent()) {
            IlpResults.explain(unsolved.get().status(), options.timeLimitSeconds(), diagnostics);
            return Candidate.none(unsolved.get().status());
        }
        boolean proven = answers.stream().allMatch(a -> a.status() == SolveStatus.OPTIMAL);
        return read(request, answers, proven ? SolveStatus.OPTIMAL : SolveStatus.FEASIBLE, gap, diagnostics);
    }

    /** One group's answer: status, pod-space maps, objective and the solver's bound (both without the constant). */
    private record GroupAnswer(SolveStatus status, int[][] maps, long objective, long bound) {
    }

    /**
     * One OCS group's reduced ILP (7) as its own MIP: the groups share no variable, so separate models prove
     * optimality far sooner than one joint model (the 8k bench job change: 16 group MIPs proven, the joint model timed
     * out at 300 s; ADR 0021). Each gets the time left until the common deadline.
     */
    private static GroupAnswer solveGroup(int[][] c, int half, int[][] old, long deadline, SolveMonitor monitor) {
        Optional<MPSolver> created = MipRunner.newMip();
        if (created.isEmpty()) {
            return new GroupAnswer(SolveStatus.ERROR, null, 0, 0);
        }
        MPSolver solver = created.get();
        try {
            MPObjective objective = solver.objective();
            objective.setMinimization();
            GroupModel g = GroupModel.build(solver, objective, c, half, old);
            double left = Math.max(0.001, (deadline - System.nanoTime()) / 1e9);
            SolverAnswer<MPSolver> answer = MipRunner.solve(solver, SolverLimits.of(left, 1), monitor);
            if (!answer.status().hasSolution()) {
                return new GroupAnswer(answer.status(), null, 0, 0);
            }
            return new GroupAnswer(answer.status(), answer.read(s -> g.read(c.length, 2 * half)),
                    answer.read(s -> Math.round(s.objective().value())),
                    answer.read(s -> (long) Math.ceil(s.objective().bestBound() - 1e-6)));
        } finally {
            solver.delete();
        }
    }

    private static Candidate<IlpResults.Solved> read(ReconfigRequest request, List<GroupAnswer> answers,
                                                     SolveStatus status, AtomicReference<Double> gap,
                                                     List<Diagnostic> diagnostics) {
        long constant = request.current() == null ? 0 : request.current().circuitCount();
        OcsConfiguration config = PodSpace.fromPodMaps(answers.stream().map(GroupAnswer::maps)
                .toArray(int[][][]::new), request.scheme(), request.pods(), request.params().kSpine());
        long objective = constant + answers.stream().mapToLong(GroupAnswer::objective).sum();
        long bound = constant + answers.stream().mapToLong(a -> a.status() == SolveStatus.OPTIMAL ? a.objective()
                : a.bound()).sum();
        gap.set(status == SolveStatus.OPTIMAL || objective == 0 ? 0.0
                : Math.max(0, (double) (objective - bound) / objective));
        if (status == SolveStatus.FEASIBLE) {
            diagnostics.add(Diagnostic.warning(SubjectRef.SOLVER, "no-proof", "time limit reached: no proof of "
                    + "optimality (objective " + objective + ", lower bound " + bound + ")"));
        }
        return Candidate.solved(status, new IlpResults.Solved(config, objective));
    }

    /** The binaries {@code y[a][m]} of one group: directed arc a (both directions of each demanded pair) on colour m. */
    private record GroupModel(int[] from, int[] to, MPVariable[][] y) {

        static GroupModel build(MPSolver solver, MPObjective objective, int[][] c, int half, int[][] old) {
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
                    arcs.stream().mapToInt(a -> a[1]).toArray(), new MPVariable[arcs.size()][half]);
            MPConstraint[][] outs = rows(solver, half, c.length);
            MPConstraint[][] ins = rows(solver, half, c.length);
            for (int a = 0; a < arcs.size(); a += 2) {
                int demand = c[g.from[a]][g.to[a]];
                MPConstraint links = solver.makeConstraint(demand, demand);
                for (int d = a; d < a + 2; d++) {
                    for (int m = 0; m < half; m++) {
                        MPVariable v = solver.makeBoolVar("");
                        g.y[d][m] = v;
                        objective.setCoefficient(v, 2 - 2.0 * weight(old, g.from[d], g.to[d], m));
                        links.setCoefficient(v, 1);
                        outs[m][g.from[d]].setCoefficient(v, 1);
                        ins[m][g.to[d]].setCoefficient(v, 1);
                    }
                }
            }
            return g;
        }

        private static MPConstraint[][] rows(MPSolver solver, int half, int pods) {
            MPConstraint[][] r = new MPConstraint[half][pods];
            for (MPConstraint[] row : r) {
                for (int p = 0; p < pods; p++) {
                    row[p] = solver.makeConstraint(Double.NEGATIVE_INFINITY, 1);
                }
            }
            return r;
        }

        private static int weight(int[][] old, int s, int t, int m) {
            return old == null ? 0 : (old[2 * m][s] == t ? 1 : 0) + (old[2 * m + 1][t] == s ? 1 : 0);
        }

        int[][] read(int pods, int k) {
            int[][] maps = new int[k][pods];
            for (int[] map : maps) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
            for (int a = 0; a < from.length; a++) {
                for (int m = 0; m < y[a].length; m++) {
                    if (y[a][m].solutionValue() > 0.5) {
                        maps[2 * m][from[a]] = to[a];
                        maps[2 * m + 1][to[a]] = from[a];
                    }
                }
            }
            return maps;
        }
    }
}
