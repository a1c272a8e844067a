package com.lightwire.ui.common;

import com.lightwire.io.FigureExport;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a whole view as PNG or SVG through its {@link ImageExportable#figure()} and the io painters, so the app's
 * export is the picture the CLI's {@code render} draws.
 */
public final class ViewExport {

    private ViewExport() {
    }

    public static void png(ImageExportable view, Path file) throws IOException {
        FigureExport.write(view.figure(), file, FigureExport.Format.PNG, 0, 0);
    }

    public static void svg(ImageExportable view, Path file) throws IOException {
        FigureExport.write(view.figure(), file, FigureExport.Format.SVG, 0, 0);
    }
}
