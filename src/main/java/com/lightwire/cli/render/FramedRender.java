package com.lightwire.cli.render;

import com.lightwire.figure.Figure;

/**
 * A renderable view that can also draw the figure of its app canvas, in the canvas's world coordinates, so that a
 * deck step's camera (recorded on that canvas) frames it headless as it does in the app.
 */
public interface FramedRender {

    /**
     * The canvas figure for {@code request} (the step's state mapped to options and params), with what only the
     * canvas shows read from the step's {@code state} (a highlighted element).
     */
    Figure canvasFigure(RenderRequest request, java.util.SortedMap<String, String> state);
}
