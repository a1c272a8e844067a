package com.lightwire.ui.common;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Insets;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.CornerRadii;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * The zoomable canvas every view draws on: a {@link Figure} painted on stacked canvases, one per {@link Layer}, under
 * a camera ({@link #viewportProperty()}, scale clamped to limits). The wheel zooms at the pointer, a drag with a pan
 * button (middle and right by default, left too where the view has no left-drag gesture, or left while Space is held)
 * pans, and when focused the keys + and - zoom at the centre and 0 fits; a read-out in the corner shows the zoom
 * ("125 %"). Repaints are explicit and per layer, so a hover change repaints only {@link Layer#HOVER}; a camera change
 * repaints all; a change of a few elements repaints only their boxes of the content layer ({@link #showChanged}). The
 * layers ignore the mouse: views put their handlers on this node, in its coordinates.
 */
public final class ZoomableCanvas extends Region {

    /** Zoom factor of one key press. */
    static final double KEY_ZOOM = 1.25;
    /** Zoom factor per unit of wheel delta (a notch of 40 is about 6 %). */
    private static final double WHEEL_BASE = 1.0015;
    /** Largest share of the canvas a region repaint covers; beyond it the layer is repainted whole. */
    private static final double MAX_REGION_SHARE = 0.25;
    /** Most boxes one region repaint paints. */
    private static final int MAX_REGION_BOXES = 64;

    private final Map<Layer, Canvas> canvases = new EnumMap<>(Layer.class);
    private final Map<Layer, FxPainter> painters = new EnumMap<>(Layer.class);
    private final Label readout = new Label();
    private final ObjectProperty<Viewport> viewport = new SimpleObjectProperty<>(this, "viewport",
            Viewport.identity(0, 0));
    private final Set<MouseButton> panButtons = EnumSet.of(MouseButton.MIDDLE, MouseButton.SECONDARY);
    /** Layers whose last whole repaint rasterized segment batches in device pixels (see {@link #showChanged}). */
    private final Set<Layer> rasterized = EnumSet.noneOf(Layer.class);
    private Figure figure;
    private double minScale = 0.005;
    private double maxScale = 40;
    private double maxFitScale = 40;
    private double margin = 16;
    private boolean fitWidth;
    private UnaryOperator<Viewport> fitFraming = UnaryOperator.identity();
    private boolean fitted;
    private boolean panning;
    private boolean spaceDown;
    private double lastX;
    private double lastY;

    /** An empty canvas; {@link #show} gives it a figure. */
    public ZoomableCanvas() {
        for (Layer layer : Layer.values()) {
            Canvas canvas = new Canvas();
            canvas.setMouseTransparent(true);
            canvases.put(layer, canvas);
            painters.put(layer, new FxPainter(canvas.getGraphicsContext2D()));
            getChildren().add(canvas);
        }
        readout.getStyleClass().add("zoom-readout");
        readout.setMouseTransparent(true);
        readout.setTextFill(Color.WHITE);
        readout.setPadding(new Insets(1, 5, 1, 5));
        readout.setBackground(new Background(new BackgroundFill(Color.rgb(0, 0, 0, 0.5), new CornerRadii(3),
                Insets.EMPTY)));
        getChildren().add(readout);
        setMinSize(0, 0);
        setPrefSize(400, 300);
        setFocusTraversable(true);
        viewport.addListener((o, was, now) -> {
            readout.setText(Math.round(now.scale() * 100) + " %");
            repaintAll();
        });
        installGestures();
    }

    /** The canvas of one layer (to name it for tests, or snapshot it). */
    public Canvas layer(Layer layer) {
        return canvases.get(layer);
    }

    /** The zoom read-out label. */
    public Label readout() {
        return readout;
    }

    /** The camera; setting it repaints every layer. */
    public ObjectProperty<Viewport> viewportProperty() {
        return viewport;
    }

    public Viewport viewport() {
        return viewport.get();
    }

    /** The figure shown, or null. */
    public Figure figure() {
        return figure;
    }

    /** Shows {@code shown} and repaints the given layers (every layer when none is given). */
    public void show(Figure shown, Layer... changed) {
        figure = shown;
        if (!fitted && getWidth() > 0 && getHeight() > 0) {
            fit();
            repaintAll();
        } else if (changed.length == 0) {
            repaintAll();
        } else {
            for (Layer layer : changed) {
                repaint(layer);
            }
        }
    }

    /**
     * Shows {@code shown}, repainting only the world rectangles {@code contentAreas} ({x, y, width, height} each) of
     * the content layer, and the layers {@code alsoWhole} whole. The caller vouches that outside those rectangles the
     * content layer of {@code shown} paints what the previous figure's did, and that every other layer paints what it
     * did: a layer left alone gives the renderer nothing to do in the next frame. Each rectangle becomes a box of whole pixels (plus
     * one around) that is cleared, clipped and painted through a viewport {@linkplain Viewport#paintingOnly painting
     * only} it, so the figure culls to it and the pixels are those a full repaint gives. The content is repainted whole
     * instead before the first fit, when the boxes are many or cover much of the canvas, and when its last whole
     * repaint rasterized segment batches in device pixels ({@link FxPainter}), which a clipped paint that culls to fewer
     * segments would draw through the canvas path instead. O(boxes + what the figure draws in them).
     */
    public void showChanged(Figure shown, List<double[]> contentAreas, Layer... alsoWhole) {
        if (!fitted) {
            show(shown);
            return;
        }
        figure = shown;
        List<Viewport.Area> boxes = rasterized.contains(Layer.CONTENT) ? null
                : RepaintAreas.covering(contentAreas, viewport(), MAX_REGION_SHARE, MAX_REGION_BOXES);
        if (boxes == null) {
            repaint(Layer.CONTENT);
        } else {
            boxes.forEach(box -> repaint(Layer.CONTENT, box));
        }
        for (Layer layer : alsoWhole) {
            if (layer != Layer.CONTENT) {
                repaint(layer);
            }
        }
    }

    /** Limits of the zoom, and the largest zoom {@link #fit()} chooses (small figures are not blown up). */
    public void setScaleLimits(double min, double max, double maxFit) {
        minScale = min;
        maxScale = max;
        maxFitScale = Math.min(max, maxFit);
    }

    /** Space left around the figure by {@link #fit()}. */
    public void setFitMargin(double pixels) {
        margin = pixels;
    }

    /** Makes {@link #fit()} fit the figure's width only, top aligned (for tall figures read from the top). */
    public void setFitWidth(boolean widthOnly) {
        fitWidth = widthOnly;
    }

    /**
     * Lets {@link #fit()} reframe the whole-figure viewport it computed (e.g. zoom in to a readable scale at the
     * figure's start when the whole figure would be too small to read); identity by default.
     */
    public void setFitFraming(UnaryOperator<Viewport> framing) {
        fitFraming = framing;
    }

    /** The buttons whose drag pans (middle and right by default). */
    public void setPanButtons(MouseButton... buttons) {
        panButtons.clear();
        panButtons.addAll(List.of(buttons));
    }

    /** True while a drag pans the view; views skip their own drag gestures then. */
    public boolean isPanning() {
        return panning;
    }

    public void zoomAt(double factor, double x, double y) {
        viewport.set(viewport().zoomAt(factor, x, y, minScale, maxScale));
    }

    /** Zooms around the centre of the canvas. */
    public void zoom(double factor) {
        zoomAt(factor, getWidth() / 2, getHeight() / 2);
    }

    public void panBy(double dx, double dy) {
        viewport.set(viewport().panBy(dx, dy));
    }

    /** Shows the whole figure centred; before the canvas has a size, on its first layout. */
    public void fit() {
        fitted = figure != null && getWidth() > 0 && getHeight() > 0;
        if (fitted) {
            Size size = figure.size();
            Viewport whole = Viewport.fit(size, getWidth(), getHeight(), margin, minScale, maxFitScale);
            if (fitWidth) {
                double scale = Math.max(minScale, Math.min(maxFitScale, (getWidth() - 2 * margin)
                        / Math.max(1e-9, size.width())));
                whole = new Viewport(scale, (getWidth() - size.width() * scale) / 2, margin, getWidth(), getHeight());
            }
            viewport.set(fitFraming.apply(whole));
        }
    }

    public void repaintAll() {
        for (Layer layer : Layer.values()) {
            repaint(layer);
        }
    }

    /** Clears one layer and paints the figure's part of it. */
    public void repaint(Layer layer) {
        Canvas canvas = canvases.get(layer);
        var g = canvas.getGraphicsContext2D();
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        rasterized.remove(layer);
        boolean drawn = false;
        if (figure != null && canvas.getWidth() > 0 && canvas.getHeight() > 0) {
            FxPainter painter = painters.get(layer);
            long batches = painter.rasterizedBatches();
            long drawings = painter.drawings();
            figure.paint(painter, viewport(), layer);
            if (painter.rasterizedBatches() > batches) {
                rasterized.add(layer);
            }
            drawn = painter.drawings() > drawings;
        }
        showsMarks(layer, drawn);
    }

    /**
     * Hides a mark layer (selection, hover, guides) that shows nothing, so the renderer does not composite an empty
     * canvas-sized image every frame; the content layer stays shown.
     */
    private void showsMarks(Layer layer, boolean drawn) {
        if (layer != Layer.CONTENT) {
            canvases.get(layer).setVisible(drawn);
        }
    }

    /** Clears one box of a layer and paints the figure's part of it, clipped to the box. */
    private void repaint(Layer layer, Viewport.Area box) {
        var g = canvases.get(layer).getGraphicsContext2D();
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.clearRect(box.x(), box.y(), box.width(), box.height());
        if (figure != null) {
            FxPainter painter = painters.get(layer);
            painter.save();
            painter.clipRect(box.x(), box.y(), box.width(), box.height());
            long drawings = painter.drawings();
            figure.paint(painter, viewport().paintingOnly(box), layer);
            painter.restore();
            if (painter.drawings() > drawings) {
                showsMarks(layer, true);
            }
        }
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        boolean resized = false;
        for (Canvas canvas : canvases.values()) {
            resized |= canvas.getWidth() != w || canvas.getHeight() != h;
            canvas.setWidth(w);
            canvas.setHeight(h);
        }
        readout.autosize();
        readout.relocate(w - readout.getWidth() - 6, h - readout.getHeight() - 6);
        if (resized) {
            viewport.set(viewport().resized(w, h));
            if (!fitted) {
                fit();
            }
        }
    }

    private void installGestures() {
        addEventHandler(ScrollEvent.SCROLL, e -> {
            zoomAt(Math.pow(WHEEL_BASE, e.getDeltaY()), e.getX(), e.getY());
            e.consume();
        });
        addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            requestFocus();
            panning = panButtons.contains(e.getButton()) || spaceDown && e.getButton() == MouseButton.PRIMARY;
            lastX = e.getX();
            lastY = e.getY();
        });
        addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (panning) {
                panBy(e.getX() - lastX, e.getY() - lastY);
                lastX = e.getX();
                lastY = e.getY();
            }
        });
        addEventHandler(MouseEvent.MOUSE_RELEASED, e -> panning = false);
        addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        addEventHandler(KeyEvent.KEY_RELEASED, e -> spaceDown = spaceDown && e.getCode() != KeyCode.SPACE);
    }

    private void keyPressed(KeyEvent e) {
        KeyCode code = e.getCode();
        if (code == KeyCode.PLUS || code == KeyCode.ADD || code == KeyCode.EQUALS) {
            zoom(KEY_ZOOM);
        } else if (code == KeyCode.MINUS || code == KeyCode.SUBTRACT) {
            zoom(1 / KEY_ZOOM);
        } else if (code == KeyCode.DIGIT0 || code == KeyCode.NUMPAD0) {
            fit();
        } else if (code == KeyCode.SPACE) {
            spaceDown = true;
        } else {
            return;
        }
        e.consume();
    }
}
