package com.lightwire.ui.dag;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.FixedAllocation;
import com.lightwire.core.dag.Sharing;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

/**
 * The work of the view's background runs: a method on the DAG, or one DES of a hand-edited allocation. Each gives a
 * verified {@link DagReport}, or why there is none as a string.
 */
final class DagRuns {

    private DagRuns() {
    }

    /** Runs {@code m} on {@code dag} (60 s limit). */
    static Object solve(TaskDag dag, DagMethod m, SolveMonitor monitor) {
        return report(dag, DagOptimizer.solve(dag, m, DagOptions.defaults().withTimeLimit(60), monitor));
    }

    /** Simulates {@code x} on {@code dag} with max-min fair sharing (the digest's "fixed x"). */
    static Object simulate(TaskDag dag, Allocation x, SolveMonitor monitor) {
        return report(dag, FixedAllocation.evaluate(dag, x, Sharing.MAX_MIN, monitor));
    }

    private static Object report(TaskDag dag, Outcome<DagSolution> o) {
        if (!o.isVerified()) {
            return o.status().label() + (o.diagnostics().isEmpty() ? "" : ": " + o.diagnostics().get(0).message());
        }
        DagIndex ix = DagIndex.of(dag);
        return DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), o.millis());
    }
}
