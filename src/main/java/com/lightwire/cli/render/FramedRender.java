package com.lightwire.cli.render;

import com.lightwire.figure.Figure;

/**
 * A renderable view that can also draw the figure of its app canvas, in the canvas's world coordinates, so that a
 * deck step's camera (recorded on that canvas) frames it headless as it does in the app.
 */
public interface FramedRender {

    /** The canvas figure for {@code request} (its deck step's state in the options and params). */
    Figure canvasFigure(RenderRequest request);
}
