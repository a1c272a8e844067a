package com.lightwire.figure.deck;

import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.deck.Camera;

/**
 * Where a step's figure goes on a screen of any size: its recorded camera (a world rectangle) fitted and centred, or,
 * without one, the whole figure fitted with a margin. The same framing serves the presenter, PNG and PDF pages.
 */
public final class Framing {

    /** Largest zoom a fitted figure gets, so a tiny drawing does not fill a projector with a few pixels blown up. */
    static final double MAX_FIT_SCALE = 6;

    private Framing() {
    }

    /** The viewport showing {@code camera} (or all of a figure of {@code size} when null) in {@code w x h}. */
    public static Viewport of(Camera camera, Size size, double w, double h, double margin) {
        if (camera == null) {
            return Viewport.fit(size, w, h, margin, 1e-6, MAX_FIT_SCALE);
        }
        double scale = camera.scaleIn(w, h);
        return new Viewport(scale, camera.offsetXIn(scale, w), camera.offsetYIn(scale, h), w, h);
    }

    /** The world rectangle {@code view} shows, the inverse of {@link #of} for a camera. */
    public static Camera cameraOf(Viewport view) {
        return new Camera(view.toWorldX(0), view.toWorldY(0), view.width() / view.scale(),
                view.height() / view.scale());
    }
}
