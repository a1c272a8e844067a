package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveStatus;

/**
 * The figures a result reports (DELTA §5.4, digest §8 items 9-10): critical path and slack of the schedule, the
 * ideal-network makespan, NCT = communication on the schedule's critical path / communication on the ideal
 * schedule's critical path, circuits, ports (= 2 x circuits, eq. 4) and the allocated port ratio ports / sum U_p.
 *
 * @param solution       the answer
 * @param status         how the solve ended
 * @param timing         critical path and slack
 * @param idealMakespan  the ideal electrical network's makespan (max-min simulator)
 * @param nct            normalised communication time
 * @param portRatio      ports / sum of U_p
 * @param millis         solve time
 */
public record DagReport(DagSolution solution, SolveStatus status, Timing timing, double idealMakespan, double nct,
                        double portRatio, long millis) {

    /** The ideal network's schedule of a DAG. */
    public static Schedule ideal(DagIndex ix) {
        return FlowSimulator.simulate(ix, FlowSimulator.ideal(ix), Sharing.MAX_MIN,
                com.lightwire.core.solve.SolveMonitor.NONE);
    }

    public static DagReport of(DagIndex ix, DagSolution solution, SolveStatus status, Schedule ideal, long millis) {
        Timing timing = Timing.of(ix, solution.schedule());
        double idealComm = Timing.of(ix, ideal).communicationOnPath(ideal);
        double nct = idealComm > 0 ? timing.communicationOnPath(solution.schedule()) / idealComm : 1;
        long total = ix.dag.totalPorts();
        double ratio = total > 0 ? (double) solution.allocation().ports() / total : 0;
        return new DagReport(solution, status, timing, ideal.makespan(), nct, ratio, millis);
    }
}
