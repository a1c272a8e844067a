package com.lightwire.io;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes a figure's content layer as PNG or SVG (chosen by the file's extension): the app's File &gt; Export View and
 * the CLI's {@code render} both come here, so they write the same picture. Without a requested size the figure is
 * drawn whole at its preferred scale, a PNG scaled down to at most {@value #MAX_PNG_SIDE} px a side; with one, it is
 * fitted and centred in exactly that size.
 */
public final class FigureExport {

    /** Largest side of a PNG drawn at the figure's own size. */
    public static final double MAX_PNG_SIDE = 8192;

    /** The two output formats. */
    public enum Format {
        PNG, SVG;

        /** The format named by {@code file}'s extension (.png or .svg, any case); other names throw. */
        public static Format of(Path file) {
            String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".png")) {
                return PNG;
            }
            if (name.endsWith(".svg")) {
                return SVG;
            }
            throw new IllegalArgumentException(file + ": the file name must end in .png or .svg");
        }
    }

    private FigureExport() {
    }

    /**
     * The camera of an export: fitted into width × height when both are positive; with only one of them positive,
     * that side with the other following the figure's shape; else the whole figure at its preferred scale (capped
     * for PNG).
     */
    public static Viewport viewport(Figure figure, Format format, double width, double height) {
        Size size = figure.size();
        if (width > 0 || height > 0) {
            double aspect = Math.max(1e-9, size.height()) / Math.max(1e-9, size.width());
            double w = width > 0 ? width : Math.max(1, Math.round(height / aspect));
            double h = height > 0 ? height : Math.max(1, Math.round(width * aspect));
            return Viewport.fit(size, w, h, 0, 1e-6, 1e6);
        }
        double scale = figure.preferredScale();
        double longest = Math.max(size.width(), size.height()) * scale;
        if (format == Format.PNG && longest > MAX_PNG_SIDE) {
            scale *= MAX_PNG_SIDE / longest;
        }
        return new Viewport(scale, 0, 0, Math.ceil(size.width() * scale), Math.ceil(size.height() * scale));
    }

    /** Writes {@code figure} to {@code file} in the format its extension names; returns the picture's size. */
    public static Size write(Figure figure, Path file, double width, double height) throws IOException {
        return write(figure, file, Format.of(file), width, height);
    }

    /** Writes {@code figure} to {@code file} in {@code format}; returns the picture's size in pixels. */
    public static Size write(Figure figure, Path file, Format format, double width, double height)
            throws IOException {
        Viewport view = viewport(figure, format, width, height);
        if (format == Format.PNG) {
            PngFigurePainter png = new PngFigurePainter((int) Math.max(1, Math.ceil(view.width())),
                    (int) Math.max(1, Math.ceil(view.height())));
            figure.paint(png, view, Layer.CONTENT);
            png.write(file);
        } else {
            SvgFigurePainter svg = new SvgFigurePainter(view.width(), view.height());
            figure.paint(svg, view, Layer.CONTENT);
            String document = svg.document();
            AtomicFiles.writeText(file, out -> out.write(document));
        }
        return new Size(view.width(), view.height());
    }
}
