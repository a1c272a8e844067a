package com.lightwire.ui.common;

import com.lightwire.figure.Figure;

/** A view that can be written as a picture (File, Export View, PNG or SVG) through {@link ViewExport}. */
public interface ImageExportable {

    /**
     * The view's whole drawing (not only the visible part) as a figure in the current theme, the same the CLI's
     * {@code render} draws for this view.
     */
    Figure figure();
}
