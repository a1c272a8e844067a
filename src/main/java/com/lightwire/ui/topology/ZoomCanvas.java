package com.lightwire.ui.topology;

import com.lightwire.ui.common.FxPainter;
import com.lightwire.ui.common.Painter;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;

/**
 * A canvas that shows a {@link Drawing} in world coordinates under pan and zoom: the wheel zooms at the pointer,
 * right or middle drag pans. Redraws are explicit and only pass the visible world rectangle, so drawings cull.
 */
final class ZoomCanvas extends Pane {

    /** Something drawn in world coordinates; {@code draw} gets the visible world rectangle and the zoom. */
    interface Drawing {
        double width();

        double height();

        void draw(Painter painter, double x0, double y0, double x1, double y1, double scale);
    }

    private static final double MIN = 0.005;
    private static final double MAX = 40;

    private final Canvas canvas = new Canvas();
    private final Drawing drawing;
    private double scale = 1;
    private double offsetX;
    private double offsetY;
    private boolean fitted;
    private boolean dark;
    private double lastX;
    private double lastY;

    ZoomCanvas(Drawing drawing) {
        this.drawing = drawing;
        getChildren().add(canvas);
        canvas.widthProperty().bind(widthProperty());
        canvas.heightProperty().bind(heightProperty());
        canvas.widthProperty().addListener(o -> resized());
        canvas.heightProperty().addListener(o -> resized());
        setMinSize(0, 0);
        canvas.setOnScroll(e -> zoomAt(Math.pow(1.0015, e.getDeltaY()), e.getX(), e.getY()));
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            lastX = e.getX();
            lastY = e.getY();
        });
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (e.getButton() != MouseButton.PRIMARY) {
                offsetX += e.getX() - lastX;
                offsetY += e.getY() - lastY;
                lastX = e.getX();
                lastY = e.getY();
                redraw();
            }
        });
    }

    Canvas canvas() {
        return canvas;
    }

    double toWorldX(double screenX) {
        return (screenX - offsetX) / scale;
    }

    double toWorldY(double screenY) {
        return (screenY - offsetY) / scale;
    }

    /** The canvas point showing world point (x, y). */
    javafx.geometry.Point2D toLocal(double x, double y) {
        return new javafx.geometry.Point2D(x * scale + offsetX, y * scale + offsetY);
    }

    void zoom(double factor) {
        zoomAt(factor, canvas.getWidth() / 2, canvas.getHeight() / 2);
    }

    /** Shows the whole drawing centred, at most at 1.5 × its natural size. */
    void fit() {
        double w = Math.max(1, drawing.width());
        double h = Math.max(1, drawing.height());
        double margin = 12;
        scale = clamp(Math.min(1.5, Math.min((canvas.getWidth() - 2 * margin) / w,
                (canvas.getHeight() - 2 * margin) / h)));
        offsetX = (canvas.getWidth() - w * scale) / 2;
        offsetY = Math.min(margin, (canvas.getHeight() - h * scale) / 2);
        redraw();
    }

    void setDark(boolean isDark) {
        dark = isDark;
        redraw();
    }

    void redraw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.setFill(FxPainter.color(dark ? 0xFF2D3748 : 0xFFFFFFFF));
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        g.setTransform(scale, 0, 0, scale, offsetX, offsetY);
        drawing.draw(new FxPainter(g), toWorldX(0), toWorldY(0), toWorldX(canvas.getWidth()),
                toWorldY(canvas.getHeight()), scale);
        g.setTransform(1, 0, 0, 1, 0, 0);
    }

    private void zoomAt(double factor, double sx, double sy) {
        double wx = toWorldX(sx);
        double wy = toWorldY(sy);
        scale = clamp(scale * factor);
        offsetX = sx - wx * scale;
        offsetY = sy - wy * scale;
        redraw();
    }

    private void resized() {
        if (!fitted && canvas.getWidth() > 0 && canvas.getHeight() > 0) {
            fitted = true;
            fit();
        } else {
            redraw();
        }
    }

    private static double clamp(double s) {
        return Math.max(MIN, Math.min(MAX, s));
    }
}
