package com.lightwire.io;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;

/** Paints figures into an ARGB image (Java2D, anti-aliased) and writes it as PNG. */
public final class PngFigurePainter extends Graphics2DPainter {

    private final BufferedImage image;

    /** A transparent image of {@code width × height} pixels. */
    public PngFigurePainter(int width, int height) {
        this(new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB));
    }

    private PngFigurePainter(BufferedImage image) {
        super(image.createGraphics());
        this.image = image;
    }

    /** The image painted so far. */
    public BufferedImage image() {
        return image;
    }

    /** Writes the image as PNG (through {@link AtomicFiles}) and releases the graphics. */
    public void write(Path file) throws IOException {
        dispose();
        AtomicFiles.write(file, out -> {
            if (!ImageIO.write(image, "png", out)) {
                throw new IOException(file + ": no PNG writer available");
            }
        });
    }
}
