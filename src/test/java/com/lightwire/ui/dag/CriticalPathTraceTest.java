package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.dag.DagGraph;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Training DAG's deck animation on the worked example: its critical path traced box by box in time order. */
class CriticalPathTraceTest {

    private static RecordingPainter painted(Animated.Animation trace, int phase) {
        RecordingPainter p = new RecordingPainter();
        trace.frame(phase).paint(p, Viewport.identity(1200, 800), Layer.CONTENT);
        return p;
    }

    @Test
    void theCriticalPathIsTracedInTimeOrderEndingAtTheCanvas() throws Exception {
        TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
                new Session(Project.ofStudies(List.of())));
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        GraphData data = model.graphData();
        List<GraphData.Node> critical = data.nodes().stream().filter(GraphData.Node::critical).sorted(
                java.util.Comparator.comparingDouble(GraphData.Node::start)).toList();
        Animated.Animation trace = CriticalPathTrace.of(data, Palette.LIGHT, Double.NaN).orElseThrow();
        assertEquals(critical.size() + 2, trace.phases(), "the DAG, each critical box, the canvas as drawn");
        assertTrue(trace.describe(0).endsWith("its critical path has " + critical.size()), trace.describe(0));
        assertTrue(trace.describe(1).startsWith("Critical 1 of " + critical.size() + ": " + critical.get(0).id()),
                trace.describe(1));
        String last = trace.describe(critical.size());
        assertTrue(last.startsWith("Critical " + critical.size() + " of " + critical.size() + ": "
                + critical.get(critical.size() - 1).id()), last);
        assertEquals(16, critical.get(critical.size() - 1).end(), 1e-9, "the path ends at the makespan");
        for (int k = 0; k < trace.phases(); k++) {
            assertInstanceOf(DagGraph.class, trace.frame(k));
        }
        assertTrue(!painted(trace, 0).colours.contains(Palette.LIGHT.error()), "nothing marked before the trace");
        assertTrue(painted(trace, 2).colours.contains(Palette.LIGHT.error()), "the first critical box marked (the second outlined)");
        assertTrue(CriticalPathTrace.of(null, Palette.LIGHT, Double.NaN).isEmpty(), "no layout, nothing to trace");
    }
}
