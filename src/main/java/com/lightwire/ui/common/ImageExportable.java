package com.lightwire.ui.common;

/** A view that can be written as a picture (File, Export View, PNG or SVG) through {@link ViewExport}. */
public interface ImageExportable {

    /** Size of the full drawing for export, in pixels at the current zoom: {width, height}. */
    double[] exportSize();

    /** Draws the whole view (not only the visible part) for export. */
    void paint(Painter painter, double width, double height);
}
