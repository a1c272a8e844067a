package com.lightwire.ui.common;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.transform.Affine;

import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * Paints on a JavaFX canvas. A batch of at least {@value #RASTER_MIN_SEGMENTS} long segments is rasterized by
 * {@link SegmentRaster} instead of the canvas path, because the software pipeline's path rasterizer costs
 * O(edge crossings × sub-pixel rows) and takes hundreds of milliseconds on a few thousand long lines. Consecutive such
 * batches (nothing else drawn in between) share one image over the first batch's bounds, backed by a
 * {@link PixelBuffer}: the first batch draws the image, each batch composites into its pixels (a batch reaching outside
 * opens a new image), so the image is complete after every call and the canvas order is kept. Smaller batches go through the canvas path. Keep one painter per canvas so that its buffers
 * are reused from frame to frame. Colours are cached.
 */
public final class FxPainter implements Painter {

    /** Fewest segments in a batch that is rasterized by {@link SegmentRaster}. */
    static final int RASTER_MIN_SEGMENTS = 64;
    /**
     * Least summed height (px) of a batch's segments for it to be rasterized: below it the canvas path, whose cost
     * follows the edge crossings per scanline, is cheaper than uploading and blending a canvas-sized image.
     */
    static final double RASTER_MIN_CROSSINGS = 60_000;
    /** Largest raster (pixels); bigger batches fall back to the canvas path. */
    private static final long MAX_RASTER_PIXELS = 16L << 20;

    private final GraphicsContext g;
    private final SegmentRaster raster = new SegmentRaster();
    private double fontSize = -1;
    private int strokeArgb;
    private double strokeWidth = 1;
    private int fillArgb;
    private Color strokeColor;
    private Color fillColor;
    private double[] path = new double[256];
    private int pathLength;
    /** The open shared image of consecutive rasterized batches, or null. */
    private PixelBuffer<IntBuffer> layer;
    private int[] layerPixels;
    /** Raster pixels the open image shows: x0, y0, x1, y1 (exclusive). */
    private int[] layerBox;

    public FxPainter(GraphicsContext g) {
        this.g = g;
    }

    public Canvas canvas() {
        return g.getCanvas();
    }

    public static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }

    @Override
    public void stroke(int argb, double width) {
        if (strokeColor == null || argb != strokeArgb) {
            strokeArgb = argb;
            strokeColor = color(argb);
        }
        strokeWidth = width;
        g.setStroke(strokeColor);
        g.setLineWidth(width);
    }

    @Override
    public void fill(int argb) {
        if (fillColor == null || argb != fillArgb) {
            fillArgb = argb;
            fillColor = color(argb);
        }
        g.setFill(fillColor);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        layer = null;
        g.strokeLine(x1, y1, x2, y2);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        layer = null;
        g.fillRect(x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        layer = null;
        g.strokeRect(x, y, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        layer = null;
        g.fillOval(x, y, w, h);
    }

    @Override
    public void text(String text, double x, double y, double size) {
        if (size != fontSize) {
            g.setFont(Font.font("SansSerif", size));
            fontSize = size;
        }
        layer = null;
        g.fillText(text, x, y);
    }

    @Override
    public void beginPath() {
        pathLength = 0;
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        if (pathLength + 4 > path.length) {
            path = Arrays.copyOf(path, path.length * 2);
        }
        path[pathLength++] = x1;
        path[pathLength++] = y1;
        path[pathLength++] = x2;
        path[pathLength++] = y2;
    }

    @Override
    public void strokePath() {
        if (pathLength / 4 < RASTER_MIN_SEGMENTS || summedHeight() < RASTER_MIN_CROSSINGS || !rasterizePath()) {
            layer = null;
            g.beginPath();
            for (int i = 0; i < pathLength; i += 4) {
                g.moveTo(path[i], path[i + 1]);
                g.lineTo(path[i + 2], path[i + 3]);
            }
            g.stroke();
        }
        pathLength = 0;
    }

    private double summedHeight() {
        double sum = 0;
        for (int i = 0; i < pathLength; i += 4) {
            sum += Math.abs(path[i + 3] - path[i + 1]);
        }
        return sum;
    }

    /**
     * Rasterizes the batch over the canvas and composites it into the open shared image when that image covers the
     * batch's bounds, else into a new image over those bounds, drawn now; false when the canvas is too big.
     */
    private boolean rasterizePath() {
        double[] bounds = visibleBounds();
        int x0 = (int) Math.floor(bounds[0]);
        int y0 = (int) Math.floor(bounds[1]);
        int w = (int) Math.ceil(bounds[2]) - x0;
        int h = (int) Math.ceil(bounds[3]) - y0;
        if (w <= 0 || h <= 0 || (long) w * h > MAX_RASTER_PIXELS) {
            return w <= 0 || h <= 0;
        }
        if (!raster.covers(x0, y0, w, h)) {
            raster.reset(x0, y0, w, h);
            layer = null;
        }
        int[] box = batchBox(x0, y0, w, h);
        if (box[2] <= box[0] || box[3] <= box[1]) {
            return true;
        }
        for (int i = 0; i < pathLength; i += 4) {
            raster.segment(path[i], path[i + 1], path[i + 2], path[i + 3], strokeArgb, strokeWidth);
        }
        if (layer == null || box[0] < layerBox[0] || box[1] < layerBox[1] || box[2] > layerBox[2]
                || box[3] > layerBox[3]) {
            openLayer(box, x0, y0);
        }
        raster.compositeInto(layerPixels, layerBox[0], layerBox[1], layerBox[2] - layerBox[0],
                layerBox[3] - layerBox[1], strokeArgb);
        layer.updateBuffer(buffer -> null);
        return true;
    }

    /** Bounds of the batch's strokes in raster pixels (x0, y0, x1, y1 exclusive), clamped to the raster. */
    private int[] batchBox(int x0, int y0, int w, int h) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (int i = 0; i < pathLength; i += 2) {
            minX = Math.min(minX, path[i]);
            maxX = Math.max(maxX, path[i]);
            minY = Math.min(minY, path[i + 1]);
            maxY = Math.max(maxY, path[i + 1]);
        }
        double pad = strokeWidth + 3;
        return new int[] {Math.max(0, (int) Math.floor(minX - pad) - x0), Math.max(0, (int) Math.floor(minY - pad) - y0),
                Math.min(w, (int) Math.ceil(maxX + pad) - x0), Math.min(h, (int) Math.ceil(maxY + pad) - y0)};
    }

    private void openLayer(int[] box, int x0, int y0) {
        int w = box[2] - box[0];
        int h = box[3] - box[1];
        layerBox = box;
        layerPixels = new int[w * h];
        layer = new PixelBuffer<>(w, h, IntBuffer.wrap(layerPixels), PixelFormat.getIntArgbPreInstance());
        g.drawImage(new WritableImage(layer), x0 + box[0], y0 + box[1]);
    }

    /** The canvas in user coordinates (the inverse of the current scale and translation): x0, y0, x1, y1. */
    private double[] visibleBounds() {
        Affine t = g.getTransform();
        double sx = t.getMxx() == 0 ? 1 : t.getMxx();
        double sy = t.getMyy() == 0 ? 1 : t.getMyy();
        double w = g.getCanvas().getWidth();
        double h = g.getCanvas().getHeight();
        return new double[] {-t.getTx() / sx, -t.getTy() / sy, (w - t.getTx()) / sx, (h - t.getTy()) / sy};
    }
}
