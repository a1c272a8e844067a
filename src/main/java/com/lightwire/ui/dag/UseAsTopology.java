package com.lightwire.ui.dag;

import com.lightwire.core.dag.AllocationTopology;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.dag.DagSheet;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.dag.Allocation;
import com.lightwire.ui.session.PutTopologyEdit;
import com.lightwire.ui.session.Session;

import java.util.function.Consumer;

/**
 * "Use as logical topology": the shown allocation as the cluster's per-spine logical topology (allocation pod i =
 * cluster pod i, the core of {@code topology --kind allocation}), added to the project as one undoable edit.
 */
final class UseAsTopology {

    private UseAsTopology() {
    }

    /** Adds the topology of {@code shown}'s allocation; reports to {@code status}; returns why not, or null. */
    static String apply(Session session, String dagName, DagReport shown, Consumer<String> status) {
        Project project = session.project();
        String why = null;
        if (shown == null) {
            why = "Optimise or simulate first: there is no allocation to use";
        } else if (!project.hasCluster()) {
            why = "The project has no cluster: open a cluster design to use the allocation as its logical topology";
        }
        if (why == null) {
            var cluster = project.cluster();
            Allocation x = shown.solution().allocation();
            var made = AllocationTopology.of(x, AllocationTopology.identity(x.pods()), cluster.podCount(),
                    cluster.params().spinesPerPod(), cluster.params().kSpine(), SolveMonitor.NONE);
            if (made.topology() == null) {
                why = "Cannot use the allocation as a topology: " + made.problems().get(0).message();
            } else {
                String title = "DAG " + dagName + " " + DagSheet.method(shown);
                session.perform(new PutTopologyEdit(new NamedTopology(title, made.topology()),
                        "Use " + DagSheet.method(shown) + " allocation as logical topology"));
                status.accept("Added logical topology \"" + title + "\" (" + made.topology().totalLinks()
                        + " links) for the Topology view");
            }
        }
        if (why != null) {
            status.accept(why);
        }
        return why;
    }
}
