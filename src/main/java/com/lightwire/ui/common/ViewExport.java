package com.lightwire.ui.common;

import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
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
        write(view, file, false, ExportSize.NATURAL);
    }

    public static void svg(ImageExportable view, Path file) throws IOException {
        write(view, file, true, ExportSize.NATURAL);
    }

    /** Writes the view as SVG or PNG at {@code size} ({@link ExportSize#NATURAL}: the view's own size). */
    public static void write(ImageExportable view, Path file, boolean svg, ExportSize size) throws IOException {
        FigureExport.write(view.figure(), file, svg ? FigureExport.Format.SVG : FigureExport.Format.PNG,
                size.width(), size.height());
    }

    /** The size an export of the view has without a requested size, in pixels. */
    public static Size naturalSize(ImageExportable view, boolean svg) {
        Viewport v = FigureExport.viewport(view.figure(), svg ? FigureExport.Format.SVG : FigureExport.Format.PNG,
                0, 0);
        return new Size(v.width(), v.height());
    }
}
