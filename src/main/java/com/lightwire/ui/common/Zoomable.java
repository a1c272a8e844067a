package com.lightwire.ui.common;

/** A view whose drawing zooms (View menu Zoom In, Zoom Out, Fit). */
public interface Zoomable {

    /** Zooms by {@code factor} around the centre of the view. */
    void zoom(double factor);

    /** Shows the whole drawing. */
    void fit();
}
