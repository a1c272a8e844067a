package com.lightwire.core.dag;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.OrTools;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One entry point for every allocation method of DELTA (§3.11 pipeline): validate the DAG, refuse a pod with more
 * active pairs than ports (infeasible, naming it), then the chosen method; every answer is re-checked by
 * {@link #verify} (ports, single hop, schedule against capacities) inside {@link SolveFrame}. Stateless.
 */
public final class DagOptimizer {

    private DagOptimizer() {
    }

    public static Outcome<DagSolution> solve(TaskDag dag, DagMethod method, DagOptions options,
                                             SolveMonitor monitor) {
        DagIndex[] index = new DagIndex[1];
        return SolveFrame.run(() -> validate(dag, method, options), monitor, diagnostics -> {
            index[0] = DagIndex.of(dag);
            Optional<Diagnostic> infeasible = PortFeasibility.infeasibility(index[0]);
            if (infeasible.isPresent()) {
                diagnostics.add(infeasible.get());
                return Candidate.none(SolveStatus.INFEASIBLE);
            }
            return run(index[0], method, options, diagnostics, monitor);
        }, solution -> verify(index[0], solution));
    }

    static List<Diagnostic> validate(TaskDag dag, DagMethod method, DagOptions options) {
        List<Diagnostic> out = new ArrayList<>(TaskDagValidator.validate(dag));
        if (!(options.timeLimitSeconds() > 0) || Double.isInfinite(options.timeLimitSeconds())) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "time-limit", "the time limit must be positive and finite"));
        }
        if (method == DagMethod.FIXED_STEP && !(options.stepMs() > 0)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "step", "the fixed-step MILP needs a positive step"));
        }
        if (!options.solver().equals("scip") && !options.solver().equals("highs")) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "solver", "unknown solver '" + options.solver()
                    + "' (use scip or highs)"));
        }
        return out;
    }

    /** Ports and single hop of the allocation, then the schedule against its capacities. */
    public static Verification verify(DagIndex ix, DagSolution s) {
        Verification.Collector c = new Verification.Collector();
        c.addAll(PortFeasibility.verify(ix, s.allocation()));
        if (s.allocation().pods() == ix.pods) {
            c.addAll(ScheduleVerifier.verify(ix, FlowSimulator.capacities(ix, s.allocation()), s.schedule()));
        }
        return c.build();
    }

    private static Candidate<DagSolution> run(DagIndex ix, DagMethod method, DagOptions o, List<Diagnostic> diag,
                                              SolveMonitor monitor) {
        return switch (method) {
            case PROP, SQRT, HALVE -> Candidate.solved(SolveStatus.FEASIBLE, baseline(ix, method, o, monitor));
            case FAST -> Candidate.solved(SolveStatus.FEASIBLE, FastMethod.solve(ix, o, monitor));
            case JOINT, TOPO, JOINT_HOTSTART, FIXED_STEP -> milp(ix, method, o, diag, monitor);
        };
    }

    static DagSolution baseline(DagIndex ix, DagMethod method, DagOptions o, SolveMonitor monitor) {
        Allocation x = switch (method) {
            case PROP -> TrafficBaselines.proportional(ix);
            case SQRT -> TrafficBaselines.squareRoot(ix);
            default -> TrafficBaselines.iterHalve(ix);
        };
        Schedule s = FlowSimulator.simulate(ix, FlowSimulator.capacities(ix, x), o.sharing(), monitor);
        return new DagSolution(method, x, s, o.sharing().label(), new DagSolution.SolverInfo("rule (§3.10)",
                s.intervals(), 0, 0, Double.NaN, new double[0], List.of("scored by the simulator ("
                + o.sharing().label() + ")")), null);
    }

    private static Candidate<DagSolution> milp(DagIndex ix, DagMethod method, DagOptions o, List<Diagnostic> diag,
                                               SolveMonitor monitor) {
        Optional<Diagnostic> missing = OrTools.unavailable();
        if (missing.isPresent()) {
            diag.add(missing.get());
            return Candidate.none(SolveStatus.ERROR);
        }
        return method == DagMethod.FIXED_STEP ? FixedStepMethod.solve(ix, o, diag, monitor)
                : MilpMethod.solve(ix, method, o, diag, monitor);
    }
}
