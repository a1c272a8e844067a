package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.dag.GraphData;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fit on the DAG canvas: megatron-462b's tasks (ungrouped) fit at a scale that shows box labels, the first columns in
 * sight, instead of a thin band.
 */
class ReadableFitTest {

    @Test
    void theMegatronDagFitsAtAReadableScaleFromItsFirstStagesAndTheWorkedOneWhole() throws Exception {
        TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0),
                new Session(Project.ofStudies(List.of())));
        model.load(TaskDagFiles.read(Path.of("samples/megatron-462b/dag.json")), "megatron");
        model.groupingProperty().set(com.lightwire.figure.dag.Grouping.NONE);
        GraphData g = model.graphData();
        Viewport whole = Viewport.fit(new Size(g.width(), g.height()), 1200, 700, 20, 0.02, 1);
        assertTrue(whole.scale() < GraphData.LABEL_SCALE, "the whole graph is too small to read: " + whole.scale());
        Viewport readable = g.readableFrame(whole);
        assertTrue(readable.scale() >= GraphData.LABEL_SCALE, "labels show: " + readable.scale());
        assertEquals(8, readable.offsetX(), 1e-9, "the first column at the left edge");
        GraphData.Node first = g.nodes().stream().filter(n -> n.x() == g.nodes().stream()
                .mapToDouble(GraphData.Node::x).min().orElseThrow()).findFirst().orElseThrow();
        double y = readable.toScreenY(first.y());
        assertTrue(y >= 0 && y < 700, "a first-column box is on screen: " + y);
        model.load(TaskDagFiles.read(Path.of("samples/delta-worked/dag.json")), "worked");
        GraphData small = model.graphData();
        Viewport fits = Viewport.fit(new Size(small.width(), small.height()), 1200, 700, 20, 0.02, 1);
        assertSame(fits, small.readableFrame(fits), "a graph readable when whole is shown whole");
    }

    @Test
    void aTallGanttFitsItsWidthFromTheTopAndASmallOneWhole() {
        Viewport strip = new Viewport(0.14, 400, 10, 1000, 600);
        Viewport framed = DagGanttFraming.readable(strip, 1100);
        assertEquals(984.0 / 1100, framed.scale(), 1e-9);
        assertEquals(8, framed.offsetY(), 1e-9, "top aligned");
        Viewport whole = new Viewport(0.85, 20, 30, 1000, 600);
        assertSame(whole, DagGanttFraming.readable(whole, 1100));
    }
}
