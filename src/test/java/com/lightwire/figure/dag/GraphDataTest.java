package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptimizer;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.dag.TaskDag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The DAG canvas layout of the worked example: columns by depth, the critical chain marked, picks and read-outs. */
class GraphDataTest {

    @Test
    void theWorkedExamplesCriticalPathIsMarkedOnNodesAndEdges() throws Exception {
        TaskDag dag = TaskDagFiles.read(Path.of("samples/delta-worked/dag.json"));
        Outcome<DagSolution> o = DagOptimizer.solve(dag, DagMethod.FAST, DagOptions.defaults(), SolveMonitor.NONE);
        DagIndex ix = DagIndex.of(dag);
        DagReport r = DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), 0);
        GraphData g = GraphData.of(dag, r.solution(), r.timing());
        assertEquals(dag.tasks().size(), g.nodes().size());
        assertEquals(dag.edges().size(), g.edges().size());
        assertEquals(r.timing().path().length - 1, g.edges().stream().filter(GraphData.Edge::critical).count());
        int[] depth = GraphData.depths(dag);
        for (var e : dag.edges()) {
            assertTrue(depth[e.to()] > depth[e.from()], "successor right of its predecessor");
        }
        int first = r.timing().path()[0];
        GraphData.Node n = g.nodes().get(first);
        assertEquals(first, g.pick(n.x() + 1, n.y() + 1));
        assertEquals(-1, g.pick(-5, -5));
        assertTrue(n.critical());
        assertTrue(n.describe().startsWith(n.id()) && n.describe().contains("total slack 0.0000 ms")
                && n.describe().endsWith("(critical)"), n.describe());
    }
}
