package com.lightwire.ui.common;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.EnumMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The zoomable canvas: zoom at the pointer, fit, keys, panning buttons, the read-out and per-layer repaints. */
@ExtendWith(ApplicationExtension.class)
class ZoomableCanvasTest {

    private static final double W = 400;
    private static final double H = 300;

    /** A 200 × 100 figure that counts the paints of each layer. */
    private static final class CountingFigure implements Figure {
        final Map<Layer, Integer> paints = new EnumMap<>(Layer.class);

        @Override
        public Size size() {
            return new Size(200, 100);
        }

        @Override
        public void paint(Painter painter, Viewport view, Layer layer) {
            paints.merge(layer, 1, Integer::sum);
        }

        int count(Layer layer) {
            return paints.getOrDefault(layer, 0);
        }
    }

    private final CountingFigure figure = new CountingFigure();
    private ZoomableCanvas canvas;

    @Start
    void start(Stage stage) {
        canvas = new ZoomableCanvas();
        canvas.setFitMargin(10);
        canvas.show(figure);
        StackPane root = new StackPane(canvas);
        stage.setScene(new Scene(root, W, H));
        stage.show();
    }

    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> canvas.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false,
                false)));
    }

    private void mouse(FxRobot robot, javafx.event.EventType<MouseEvent> type, MouseButton button, double x,
                       double y) {
        robot.interact(() -> canvas.fireEvent(new MouseEvent(type, x, y, x, y, button, 1, false, false, false, false,
                button == MouseButton.PRIMARY, button == MouseButton.MIDDLE, button == MouseButton.SECONDARY, false,
                false, false, null)));
    }

    @Test
    void theFirstLayoutFitsTheFigureCentredInsideTheMargin() {
        Viewport v = canvas.viewport();
        assertEquals(Math.min((W - 20) / 200, (H - 20) / 100), v.scale(), 1e-9);
        assertEquals(W / 2, v.toScreenX(100), 1e-9);
        assertEquals(H / 2, v.toScreenY(50), 1e-9);
        assertEquals(W, canvas.layer(Layer.HOVER).getWidth());
        assertEquals(Math.round(v.scale() * 100) + " %", canvas.readout().getText());
    }

    @Test
    void theWheelZoomsKeepingThePointUnderThePointerInPlace(FxRobot robot) {
        Viewport before = canvas.viewport();
        double wx = before.toWorldX(70);
        double wy = before.toWorldY(200);
        robot.interact(() -> canvas.fireEvent(new ScrollEvent(ScrollEvent.SCROLL, 70, 200, 70, 200, false, false,
                false, false, false, false, 0, 120, 0, 120, ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null)));
        Viewport after = canvas.viewport();
        assertEquals(before.scale() * Math.pow(1.0015, 120), after.scale(), 1e-9);
        assertEquals(70, after.toScreenX(wx), 1e-9);
        assertEquals(200, after.toScreenY(wy), 1e-9);
    }

    @Test
    void plusAndMinusZoomAtTheCentreAndZeroFitsAgain(FxRobot robot) {
        Viewport fitted = canvas.viewport();
        double centreX = fitted.toWorldX(W / 2);
        key(robot, KeyCode.PLUS);
        key(robot, KeyCode.PLUS);
        assertEquals(fitted.scale() * ZoomableCanvas.KEY_ZOOM * ZoomableCanvas.KEY_ZOOM, canvas.viewport().scale(),
                1e-9);
        assertEquals(W / 2, canvas.viewport().toScreenX(centreX), 1e-9);
        assertEquals(Math.round(canvas.viewport().scale() * 100) + " %", canvas.readout().getText());
        key(robot, KeyCode.MINUS);
        assertEquals(fitted.scale() * ZoomableCanvas.KEY_ZOOM, canvas.viewport().scale(), 1e-9);
        key(robot, KeyCode.DIGIT0);
        assertEquals(fitted, canvas.viewport());
    }

    @Test
    void aMiddleDragPansButALeftDragDoesNotUnlessSpaceIsHeld(FxRobot robot) {
        Viewport start = canvas.viewport();
        mouse(robot, MouseEvent.MOUSE_PRESSED, MouseButton.MIDDLE, 10, 10);
        mouse(robot, MouseEvent.MOUSE_DRAGGED, MouseButton.MIDDLE, 30, 25);
        mouse(robot, MouseEvent.MOUSE_RELEASED, MouseButton.MIDDLE, 30, 25);
        assertEquals(start.offsetX() + 20, canvas.viewport().offsetX(), 1e-9);
        assertEquals(start.offsetY() + 15, canvas.viewport().offsetY(), 1e-9);
        Viewport panned = canvas.viewport();
        mouse(robot, MouseEvent.MOUSE_PRESSED, MouseButton.PRIMARY, 10, 10);
        mouse(robot, MouseEvent.MOUSE_DRAGGED, MouseButton.PRIMARY, 50, 50);
        mouse(robot, MouseEvent.MOUSE_RELEASED, MouseButton.PRIMARY, 50, 50);
        assertEquals(panned, canvas.viewport(), "left drag is the view's own gesture");
        key(robot, KeyCode.SPACE);
        mouse(robot, MouseEvent.MOUSE_PRESSED, MouseButton.PRIMARY, 10, 10);
        mouse(robot, MouseEvent.MOUSE_DRAGGED, MouseButton.PRIMARY, 15, 10);
        assertEquals(panned.offsetX() + 5, canvas.viewport().offsetX(), 1e-9);
    }

    @Test
    void aHoverChangeRepaintsOnlyTheHoverLayerAndACameraChangeRepaintsAll(FxRobot robot) {
        Map<Layer, Integer> before = new EnumMap<>(figure.paints);
        robot.interact(() -> canvas.show(figure, Layer.HOVER));
        for (Layer layer : Layer.values()) {
            assertEquals(before.get(layer) + (layer == Layer.HOVER ? 1 : 0), figure.count(layer), layer.name());
        }
        robot.interact(() -> canvas.panBy(3, 0));
        for (Layer layer : Layer.values()) {
            assertEquals(before.get(layer) + (layer == Layer.HOVER ? 2 : 1), figure.count(layer), layer.name());
        }
    }

    @Test
    void fittingTheWidthAlignsATallFigureAtTheTop(FxRobot robot) {
        robot.interact(() -> {
            canvas.setFitWidth(true);
            canvas.fit();
        });
        Viewport v = canvas.viewport();
        assertEquals((W - 20) / 200, v.scale(), 1e-9);
        assertEquals(10, v.toScreenY(0), 1e-9);
        assertEquals(10, v.toScreenX(0), 1e-9);
    }
}
