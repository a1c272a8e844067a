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

    @Test
    void groupingByStageCollapsesEachStageIntoOneBoxAndExpandingOneShowsItsTasks() throws Exception {
        TaskDag dag = TaskDagFiles.read(Path.of("samples/gpt7b-fig1/dag.json"));
        Outcome<DagSolution> o = DagOptimizer.solve(dag, DagMethod.PROP, DagOptions.defaults(), SolveMonitor.NONE);
        DagIndex ix = DagIndex.of(dag);
        DagReport r = DagReport.of(ix, o.value(), o.status(), DagReport.ideal(ix), 0);
        GraphData stages = GraphData.of(dag, r.solution(), r.timing(), Grouping.STAGE, java.util.Set.of());
        long stageCount = dag.tasks().stream().map(t -> Grouping.STAGE.key(dag, t)).distinct().count();
        assertEquals(stageCount, stages.nodes().size());
        assertEquals(dag.tasks().size(), stages.nodes().stream().mapToInt(GraphData.Node::members).sum());
        assertTrue(stages.nodes().stream().allMatch(GraphData.Node::collapsed));
        assertTrue(stages.nodes().stream().anyMatch(GraphData.Node::critical));
        assertTrue(stages.edges().stream().anyMatch(GraphData.Edge::critical), "the path crosses stages");
        GraphData.Node s2 = stages.nodes().stream().filter(n -> n.id().equals("stage s2")).findFirst().orElseThrow();
        assertTrue(s2.describe().startsWith("stage s2  " + s2.members() + " tasks"), s2.describe());
        GraphData open = GraphData.of(dag, r.solution(), r.timing(), Grouping.STAGE, java.util.Set.of("stage s2"));
        assertEquals(stageCount - 1 + s2.members(), open.nodes().size());
        assertEquals("replica r1", Grouping.REPLICA.key(dag, dag.tasks().stream()
                .filter(t -> t.id().startsWith("DP.")).filter(t -> t.id().contains(".r1-")).findFirst().orElseThrow()));
        assertEquals(null, Grouping.STAGE.key(dag, new com.lightwire.model.dag.DagTask("t1", 0, 1, 1,
                java.util.List.of(new com.lightwire.model.dag.Flow(0, 1)), 0, 0)), "imported ids stand alone");
    }
}
