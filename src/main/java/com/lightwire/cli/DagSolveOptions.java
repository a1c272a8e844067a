package com.lightwire.cli;

import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.Sharing;
import picocli.CommandLine.Option;

/** The options of {@code dag optimize} that {@code dag compare} and {@code dag reallocate} share. */
final class DagSolveOptions {

    @Option(names = "--time-limit", defaultValue = "60", paramLabel = "S",
            description = "time limit in seconds of a MILP or the genetic search (default ${DEFAULT-VALUE})")
    double timeLimit;

    @Option(names = "--solver", defaultValue = "scip", paramLabel = "NAME",
            description = "MILP solver: scip or highs (default ${DEFAULT-VALUE})")
    String solver;

    @Option(names = "--no-port-phase", description = "skip the port minimisation (MILP phase 2, simulator port saving)")
    boolean noPortPhase;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "N", description = "random seed (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "N",
            description = "worker threads; the answer does not depend on it (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--step", defaultValue = "0.1", paramLabel = "MS",
            description = "slice length of fixed-step (default ${DEFAULT-VALUE})")
    double step;

    @Option(names = "--sharing", defaultValue = "max-min", paramLabel = "RULE",
            description = "how the simulator shares links when it scores a topology: max-min or pair-equal")
    String sharing;

    @Option(names = "--anchors", description = "MILP: K from the reference trace with anchor pruning even when "
            + "2|M|-1 is small (a heuristic, much faster)")
    boolean anchors;

    @Option(names = "--no-fold", description = "do not fold identical DP replicas into one (§3.5a); fast and the "
            + "MILPs then work on every replica's tasks")
    boolean noFold;

    /** The options, or null when a value is not one of the choices (the caller reports usage). */
    DagOptions toOptions(boolean lp) {
        Sharing s = Sharing.of(sharing);
        if (s == null || !(solver.equals("scip") || solver.equals("highs")) || threads < 1) {
            return null;
        }
        return new DagOptions(timeLimit, solver, !noPortPhase, seed, threads, step, s, lp, anchors, !noFold);
    }

    String usageProblem() {
        if (Sharing.of(sharing) == null) {
            return "--sharing: unknown rule '" + sharing + "' (use max-min or pair-equal)";
        }
        if (threads < 1) {
            return "--threads: at least 1";
        }
        return "--solver: unknown solver '" + solver + "' (use scip or highs)";
    }
}
