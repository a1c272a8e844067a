package com.lightwire.ui.common;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes a whole exportable view as PNG (drawn on an off-screen canvas) or SVG (drawn through {@link SvgPainter}). */
public final class ViewExport {

    /** Largest PNG side; bigger drawings are scaled down to fit. */
    private static final double MAX_PNG_SIDE = 8192;

    private ViewExport() {
    }

    /** Must run on the FX thread. */
    public static void png(ImageExportable view, Path file) throws IOException {
        double[] size = view.exportSize();
        double scale = Math.min(1, MAX_PNG_SIDE / Math.max(size[0], size[1]));
        Canvas canvas = new Canvas(Math.ceil(size[0] * scale), Math.ceil(size[1] * scale));
        canvas.getGraphicsContext2D().scale(scale, scale);
        view.paint(new FxPainter(canvas.getGraphicsContext2D()), size[0], size[1]);
        WritableImage image = canvas.snapshot(null, null);
        if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile())) {
            throw new IOException(file + ": no PNG writer available");
        }
    }

    public static void svg(ImageExportable view, Path file) throws IOException {
        double[] size = view.exportSize();
        SvgPainter painter = new SvgPainter(size[0], size[1]);
        view.paint(painter, size[0], size[1]);
        Files.writeString(file, painter.document(), StandardCharsets.UTF_8);
    }
}
