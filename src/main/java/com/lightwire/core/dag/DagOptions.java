package com.lightwire.core.dag;

/**
 * Options of {@link DagOptimizer}.
 *
 * @param timeLimitSeconds wall-clock limit of a MILP (both phases) or of the genetic search
 * @param solver           "scip" or "highs"
 * @param portPhase        minimise circuits without lengthening the iteration (MILP phase 2, DES port saving)
 * @param seed             random seed (genetic algorithm, solver)
 * @param threads          worker threads
 * @param stepMs           slice length of the fixed-step MILP
 * @param sharing          how the simulator shares links when it scores a topology
 * @param lp               keep the MILP as LP text
 * @param anchors          MILP: always take K from the reference trace plus a margin and prune with its anchors
 *                         (§8 item 6; a heuristic), even where {@code 2|M| - 1} is small enough for the exact K
 * @param fold             solve for one replica when the replicas are copies (§3.5a, {@link ReplicaFolding}); the
 *                         answer is expanded and verified on the full DAG
 */
public record DagOptions(double timeLimitSeconds, String solver, boolean portPhase, long seed, int threads,
                         double stepMs, Sharing sharing, boolean lp, boolean anchors, boolean fold) {

    public static DagOptions defaults() {
        return new DagOptions(60, "scip", true, 1, 1, 0.1, Sharing.MAX_MIN, false, false, true);
    }

    public DagOptions withFold(boolean on) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, threads, stepMs, sharing, lp, anchors, on);
    }

    public DagOptions withAnchors(boolean on) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, threads, stepMs, sharing, lp, on, fold);
    }

    public DagOptions withLp(boolean on) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, threads, stepMs, sharing, on, anchors, fold);
    }

    public DagOptions withSeed(long s) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, s, threads, stepMs, sharing, lp, anchors, fold);
    }

    public DagOptions withSolver(String name) {
        return new DagOptions(timeLimitSeconds, name, portPhase, seed, threads, stepMs, sharing, lp, anchors, fold);
    }

    public DagOptions withTimeLimit(double seconds) {
        return new DagOptions(seconds, solver, portPhase, seed, threads, stepMs, sharing, lp, anchors, fold);
    }

    public DagOptions withPortPhase(boolean on) {
        return new DagOptions(timeLimitSeconds, solver, on, seed, threads, stepMs, sharing, lp, anchors, fold);
    }

    public DagOptions withThreads(int n) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, n, stepMs, sharing, lp, anchors, fold);
    }

    public DagOptions withSharing(Sharing s) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, threads, stepMs, s, lp, anchors, fold);
    }

    public DagOptions withStep(double ms) {
        return new DagOptions(timeLimitSeconds, solver, portPhase, seed, threads, ms, sharing, lp, anchors, fold);
    }
}
