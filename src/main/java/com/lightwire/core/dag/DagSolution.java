package com.lightwire.core.dag;

import com.lightwire.model.dag.Allocation;

import java.util.List;

/**
 * An allocation with the schedule that shows its iteration time, and how it was found.
 *
 * @param method     the method
 * @param allocation circuits per pod pair
 * @param schedule   the simulated or MILP schedule
 * @param scheduleBy "max-min" or "pair-equal" (simulator) or "milp"
 * @param solver     solver figures
 * @param lpText     the MILP in LP format when asked for, or null
 */
public record DagSolution(DagMethod method, Allocation allocation, Schedule schedule, String scheduleBy,
                          SolverInfo solver, String lpText) {

    /**
     * What the solver did.
     *
     * @param name        e.g. "SCIP", "genetic + DES", "rule"
     * @param intervals   K of a MILP, the trace's intervals otherwise
     * @param variables   MILP variables (phase 1), 0 otherwise
     * @param constraints MILP constraints (phase 1), 0 otherwise
     * @param gap         relative MIP gap (NaN when not a MILP)
     * @param curve       the genetic algorithm's best makespan per generation, or the MILP's makespan incumbents as
     *                    flat triples {ms since the solve began, incumbent, best bound} (MPSolver reports no
     *                    incumbents during a solve, so: the hint at 0 when hot-started, then each phase-1 end)
     * @param notes       what the solve used (anchors, hint, folding) and what it could not prove
     * @param windowTasks the MILP's tasks (one replica's when folded), empty without a MILP
     * @param windowMin   Alg. 1's first allowed interval per MILP task (1-based), empty without a MILP
     * @param windowMax   Alg. 1's last allowed interval per MILP task
     */
    public record SolverInfo(String name, int intervals, long variables, long constraints, double gap, double[] curve,
                             List<String> notes, List<String> windowTasks, int[] windowMin, int[] windowMax) {
        public SolverInfo {
            notes = List.copyOf(notes);
            windowTasks = List.copyOf(windowTasks);
        }

        /** Figures without a MILP's windows. */
        public SolverInfo(String name, int intervals, long variables, long constraints, double gap, double[] curve,
                          List<String> notes) {
            this(name, intervals, variables, constraints, gap, curve, notes, List.of(), new int[0], new int[0]);
        }
    }
}
