package com.lightwire.ui.topology;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.Layer;
import com.lightwire.io.ProjectFiles;
import com.lightwire.ui.common.ElementInspectors;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.TaskStatusModel;
import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A cell edit repaints only the edited cells and their row sums on the matrix canvas, and those get exactly the
 * pixels a full repaint gives: at the fitted zoom (cells of a few pixels) and zoomed in (grid lines, numbers, pod
 * labels), for an edit and its undo; an edit that raises the heat scale repaints the whole matrix. The matrix is a
 * random topology of cluster-32k (128 pods).
 */
@ExtendWith(ApplicationExtension.class)
class MatrixRepaintFxTest {

    /** A colour the matrix never paints, put straight on the canvas far from the edit to see what a repaint covered. */
    private static final int MARKER = 0xFF13579B;

    private Session session;
    private TopologyView view;
    private ZoomableCanvas matrix;

    @Start
    void start(Stage stage) throws IOException {
        session = new Session(ProjectFiles.read(Path.of("samples/cluster-32k/project.json")));
        SynchronousTaskRunner runner = new SynchronousTaskRunner(session::revision);
        view = new TopologyView(new ViewContext(session, new Selection(), runner, new TaskStatusModel(runner),
                new RecordingDialogs(), new ReadOnlyObjectWrapper<>(Theme.LIGHT).getReadOnlyProperty(),
                UserPreferences.inMemory(), new ElementInspectors()));
        assertNull(view.model().generateRandom(5));
        stage.setScene(new Scene(view, 1300, 850));
        stage.show();
        matrix = (ZoomableCanvas) view.lookup("#matrix-area");
    }

    private static int[] pixels(Canvas layer) {
        WritableImage image = layer.snapshot(null, null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] out = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), out, 0, w);
        return out;
    }

    /**
     * Marks the canvas's top-left pixel, runs {@code change}, and returns the content pixels then and after a full
     * repaint, the marked pixel excluded (set to the full repaint's), and whether the mark survived.
     */
    private Object[] afterChange(FxRobot robot, Runnable change) {
        AtomicReference<Object[]> out = new AtomicReference<>();
        robot.interact(() -> {
            Canvas content = matrix.layer(Layer.CONTENT);
            content.getGraphicsContext2D().setFill(javafx.scene.paint.Color.web("#13579B"));
            content.getGraphicsContext2D().fillRect(0, 0, 1, 1);
            change.run();
            int[] region = pixels(content);
            matrix.repaintAll();
            int[] full = pixels(content);
            boolean marked = region[0] == MARKER;
            region[0] = full[0];
            out.set(new Object[] {region, full, marked});
        });
        return out.get();
    }

    /** An empty cell of the upper triangle near the middle, {i, j}. */
    private int[] emptyCell() {
        TopologyViewModel model = view.model();
        for (int i = model.pods() / 2; ; i++) {
            for (int j = i + 1; j < model.pods(); j++) {
                if (model.cell(i, j) == 0) {
                    return new int[] {i, j};
                }
            }
        }
    }

    private void editAndUndoRepaintLikeAFullRepaint(FxRobot robot) {
        int[] cell = emptyCell();
        Object[] edited = afterChange(robot, () -> assertNull(view.model().setCell(cell[0], cell[1], 1)));
        assertEquals(true, edited[2], "only the edited cells and row sums were repainted");
        assertArrayEquals((int[]) edited[1], (int[]) edited[0]);
        Object[] undone = afterChange(robot, session::undo);
        assertEquals(true, undone[2], "the undo repaints only its cells too");
        assertArrayEquals((int[]) undone[1], (int[]) undone[0]);
        assertEquals(0, view.model().cell(cell[0], cell[1]));
    }

    @Test
    void aCellEditAtTheFittedZoomRepaintsItsCellsWithTheFullRepaintsPixels(FxRobot robot) {
        editAndUndoRepaintLikeAFullRepaint(robot);
    }

    @Test
    void aCellEditZoomedInRepaintsItsCellsWithTheFullRepaintsPixels(FxRobot robot) {
        int[] cell = emptyCell();
        robot.interact(() -> {
            matrix.zoom(6);
            var centre = view.cellCentre(cell[0], cell[1]);
            matrix.panBy(matrix.getWidth() / 2 - centre.getX(), matrix.getHeight() / 2 - centre.getY());
        });
        editAndUndoRepaintLikeAFullRepaint(robot);
    }

    @Test
    void anEditAboveTheHeatScaleRepaintsTheWholeMatrix(FxRobot robot) {
        int[] cell = emptyCell();
        int above = view.model().maxCell() + 1;
        Object[] edited = afterChange(robot, () -> assertNull(view.model().setCell(cell[0], cell[1], above)));
        assertEquals(false, edited[2], "every cell changes colour, so all of it is repainted");
        assertArrayEquals((int[]) edited[1], (int[]) edited[0]);
        assertNotEquals(0, view.model().cell(cell[0], cell[1]));
    }
}
