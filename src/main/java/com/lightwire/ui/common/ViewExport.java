package com.lightwire.ui.common;

import com.lightwire.io.AtomicFiles;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes a whole view as PNG (drawn on an off-screen canvas) or SVG (drawn through {@link SvgPainter}), each through
 * {@link AtomicFiles}.
 */
public final class ViewExport {

    /** Largest PNG side; bigger drawings are scaled down to fit. */
    private static final double MAX_PNG_SIDE = 8192;

    private ViewExport() {
    }

    /** Must run on the FX thread. */
    public static void png(WorkspaceView view, Path file) throws IOException {
        double[] size = view.exportSize();
        double scale = Math.min(1, MAX_PNG_SIDE / Math.max(size[0], size[1]));
        Canvas canvas = new Canvas(Math.ceil(size[0] * scale), Math.ceil(size[1] * scale));
        canvas.getGraphicsContext2D().scale(scale, scale);
        view.paint(new FxPainter(canvas.getGraphicsContext2D()), size[0], size[1]);
        WritableImage image = canvas.snapshot(null, null);
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out)) {
                throw new IOException(file + ": no PNG writer available");
            }
        });
    }

    public static void svg(WorkspaceView view, Path file) throws IOException {
        double[] size = view.exportSize();
        SvgPainter painter = new SvgPainter(size[0], size[1]);
        view.paint(painter, size[0], size[1]);
        AtomicFiles.writeText(file, out -> out.write(painter.document()));
    }
}
