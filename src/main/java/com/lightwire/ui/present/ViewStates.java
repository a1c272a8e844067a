package com.lightwire.ui.present;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.deck.Framing;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.ViewState;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.Presentable;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.Node;

import java.util.Comparator;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Records and restores what a view shows: its own state when it is {@link Presentable}, and for every view the camera
 * of its canvas (the presentable's, else the largest visible {@link ZoomableCanvas} in its node). A camera that shows
 * the whole drawing is recorded as none, so the step fits whatever screen presents it.
 */
public final class ViewStates {

    /** Share of the visible rectangle the whole drawing must fill (on one axis) to count as "fitted". */
    static final double FITTED_SHARE = 0.8;

    private ViewStates() {
    }

    /** The state of {@code view}, registered as {@code id}. */
    public static ViewState capture(String id, View view) {
        TreeMap<String, String> properties = new TreeMap<>();
        if (view instanceof Presentable presentable) {
            properties.putAll(presentable.captureState());
        }
        Camera camera = canvasOf(view).map(ViewStates::cameraOf).orElse(null);
        return new ViewState(id, camera, properties);
    }

    /**
     * Shows {@code state} in {@code view}: its own state first, then the camera.
     *
     * @return what could not be restored, or null
     */
    public static String restore(View view, ViewState state) {
        String problem = view instanceof Presentable presentable ? presentable.restoreState(state.properties()) : null;
        canvasOf(view).ifPresent(canvas -> applyCamera(canvas, state.camera()));
        return problem;
    }

    /** Frames the view's canvas with the camera of {@code state} again (once the canvas has its size). */
    public static void restoreCamera(View view, ViewState state) {
        canvasOf(view).ifPresent(canvas -> applyCamera(canvas, state.camera()));
    }

    /** The canvas whose camera is recorded: the presentable's choice, else the largest visible one. */
    public static Optional<ZoomableCanvas> canvasOf(View view) {
        if (view instanceof Presentable presentable && presentable.presentedCanvas() != null) {
            return Optional.of(presentable.presentedCanvas());
        }
        return view.node().lookupAll("ZoomableCanvas").stream().filter(ZoomableCanvas.class::isInstance)
                .map(ZoomableCanvas.class::cast).filter(ViewStates::visible).filter(c -> c.figure() != null)
                .max(Comparator.comparingDouble(c -> c.getWidth() * c.getHeight()));
    }

    /**
     * What the presenter draws for {@code view}: the presentable's own figure, else its canvas's figure (with the
     * step's camera), else its export figure; null when it has none.
     *
     * @return the figure and whether the step's camera applies to it
     */
    public static Shown shown(View view) {
        if (view instanceof Presentable presentable && presentable.presentedFigure() != null) {
            return new Shown(presentable.presentedFigure(), false);
        }
        Optional<ZoomableCanvas> canvas = canvasOf(view);
        if (canvas.isPresent()) {
            return new Shown(canvas.get().figure(), true);
        }
        return new Shown(view instanceof ImageExportable exportable ? exportable.figure() : null, false);
    }

    /**
     * A figure to present.
     *
     * @param figure  the drawing, or null
     * @param framed  whether a step's camera frames it (it is in the canvas's world coordinates)
     */
    public record Shown(Figure figure, boolean framed) {
    }

    static Camera cameraOf(ZoomableCanvas canvas) {
        Viewport view = canvas.viewport();
        if (canvas.getWidth() <= 0 || canvas.getHeight() <= 0 || view.width() <= 0 || view.height() <= 0) {
            return null;
        }
        Camera camera = Framing.cameraOf(view);
        return fitted(camera, canvas.figure().size()) ? null : rounded(camera);
    }

    /** True when the whole drawing is inside the camera and fills most of it on one axis. */
    static boolean fitted(Camera camera, Size size) {
        double eps = 1e-6 * Math.max(camera.width(), camera.height());
        boolean inside = camera.x() <= eps && camera.y() <= eps && camera.x() + camera.width() >= size.width() - eps
                && camera.y() + camera.height() >= size.height() - eps;
        return inside && (size.width() >= FITTED_SHARE * camera.width()
                || size.height() >= FITTED_SHARE * camera.height());
    }

    private static Camera rounded(Camera c) {
        return new Camera(round(c.x()), round(c.y()), Math.max(0.01, round(c.width())),
                Math.max(0.01, round(c.height())));
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static void applyCamera(ZoomableCanvas canvas, Camera camera) {
        if (camera == null) {
            canvas.fit();
        } else if (canvas.getWidth() > 0 && canvas.getHeight() > 0 && canvas.figure() != null) {
            canvas.viewportProperty().set(Framing.of(camera, canvas.figure().size(), canvas.getWidth(),
                    canvas.getHeight(), 0));
        }
    }

    private static boolean visible(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }
}
