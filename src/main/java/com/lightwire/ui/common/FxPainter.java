package com.lightwire.ui.common;

import com.lightwire.figure.LineCap;
import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.transform.Affine;

import java.nio.IntBuffer;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Paints on a JavaFX canvas. A path of at least {@value #RASTER_MIN_SEGMENTS} long solid butt-capped straight
 * segments is rasterized by {@link SegmentRaster} in device pixels instead of the canvas path, because the software
 * pipeline's path rasterizer costs O(edge crossings × sub-pixel rows) and takes hundreds of milliseconds on a few
 * thousand long lines (ADR 0005). Consecutive such batches (nothing else drawn in between) share one image over the
 * first batch's bounds, backed by a {@link PixelBuffer}: the first batch draws the image, each batch composites into
 * its pixels (a batch reaching outside opens a new image), so the image is complete after every call and the canvas
 * order is kept. Other paths replay onto the canvas. Keep one painter per canvas so that its buffers are reused from
 * frame to frame. Must be used on the FX thread.
 */
public final class FxPainter implements Painter {

    /** Fewest segments in a batch that is rasterized by {@link SegmentRaster}. */
    static final int RASTER_MIN_SEGMENTS = 64;
    /**
     * Least summed height (device px) of a batch's segments for it to be rasterized: below it the canvas path, whose
     * cost follows the edge crossings per scanline, is cheaper than uploading and blending a canvas-sized image.
     */
    static final double RASTER_MIN_CROSSINGS = 60_000;
    /** Largest raster (pixels); bigger batches fall back to the canvas path. */
    private static final long MAX_RASTER_PIXELS = 16L << 20;

    /** The pen kept by save(): the canvas keeps its own state, these mirror what the raster needs. */
    private record Pen(int stroke, double width, int fill, boolean dashed, LineCap cap) {
    }

    private final GraphicsContext g;
    private final SegmentRaster raster = new SegmentRaster();
    private final Deque<Pen> saved = new ArrayDeque<>();
    private final PathRecorder path = new PathRecorder();
    private final Text measure = new Text();
    private int strokeArgb;
    private double strokeWidth = 1;
    private int fillArgb;
    private boolean dashed;
    private LineCap cap = LineCap.BUTT;
    private Color strokeColor;
    private Color fillColor;
    private double fontSize = -1;
    private boolean fontBold;
    /** The open shared image of consecutive rasterized batches, or null. */
    private PixelBuffer<IntBuffer> layer;
    private int[] layerPixels;
    /** Raster pixels the open image shows: x0, y0, x1, y1 (exclusive). */
    private int[] layerBox;
    /** Batches rasterized in device pixels since this painter was made. */
    private long rasterizedBatches;
    /** Drawing operations (strokes, fills, text, rasterized batches) since this painter was made. */
    private long drawings;

    public FxPainter(GraphicsContext g) {
        this.g = g;
        g.setLineCap(StrokeLineCap.BUTT);
    }

    public Canvas canvas() {
        return g.getCanvas();
    }

    /**
     * How many segment batches this painter has rasterized in device pixels so far: a clipped repaint of part of a
     * frame, whose figure culls to fewer segments, would draw them through the canvas path instead.
     */
    long rasterizedBatches() {
        return rasterizedBatches;
    }

    /** Drawing operations since this painter was made: a layer whose repaint adds none shows nothing. */
    long drawings() {
        return drawings;
    }

    /** A canvas drawing operation follows: it lands on the canvas, past any open shared raster image. */
    private void drawing() {
        layer = null;
        drawings++;
    }

    public static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }

    @Override
    public void save() {
        saved.push(new Pen(strokeArgb, strokeWidth, fillArgb, dashed, cap));
        g.save();
        layer = null;
    }

    @Override
    public void restore() {
        Pen pen = saved.pop();
        g.restore();
        strokeArgb = pen.stroke();
        strokeColor = null;
        strokeWidth = pen.width();
        fillArgb = pen.fill();
        fillColor = null;
        dashed = pen.dashed();
        cap = pen.cap();
        fontSize = -1;
        layer = null;
    }

    @Override
    public void translate(double dx, double dy) {
        g.translate(dx, dy);
    }

    @Override
    public void scale(double sx, double sy) {
        g.scale(sx, sy);
    }

    @Override
    public void rotate(double radians) {
        g.rotate(Math.toDegrees(radians));
    }

    @Override
    public void transform(double mxx, double myx, double mxy, double myy, double tx, double ty) {
        g.transform(mxx, myx, mxy, myy, tx, ty);
    }

    @Override
    public void clipRect(double x, double y, double w, double h) {
        g.beginPath();
        g.rect(x, y, w, h);
        g.clip();
        g.beginPath();
        layer = null;
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
    public void dashes(double... pattern) {
        dashed = pattern.length > 0;
        g.setLineDashes(dashed ? pattern.clone() : null);
    }

    @Override
    public void lineCap(LineCap lineCap) {
        cap = lineCap;
        g.setLineCap(switch (lineCap) {
            case BUTT -> StrokeLineCap.BUTT;
            case ROUND -> StrokeLineCap.ROUND;
            case SQUARE -> StrokeLineCap.SQUARE;
        });
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        drawing();
        g.strokeLine(x1, y1, x2, y2);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        drawing();
        g.fillRect(x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        drawing();
        g.strokeRect(x, y, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        drawing();
        g.fillOval(x, y, w, h);
    }

    @Override
    public void strokeOval(double x, double y, double w, double h) {
        drawing();
        g.strokeOval(x, y, w, h);
    }

    @Override
    public void fillPolygon(double... xy) {
        drawing();
        g.fillPolygon(xs(xy), ys(xy), xy.length / 2);
    }

    @Override
    public void strokePolyline(boolean closed, double... xy) {
        drawing();
        if (closed) {
            g.strokePolygon(xs(xy), ys(xy), xy.length / 2);
        } else {
            g.strokePolyline(xs(xy), ys(xy), xy.length / 2);
        }
    }

    private static double[] xs(double[] xy) {
        double[] xs = new double[xy.length / 2];
        for (int i = 0; i < xs.length; i++) {
            xs[i] = xy[2 * i];
        }
        return xs;
    }

    private static double[] ys(double[] xy) {
        double[] ys = new double[xy.length / 2];
        for (int i = 0; i < ys.length; i++) {
            ys[i] = xy[2 * i + 1];
        }
        return ys;
    }

    @Override
    public void beginPath() {
        path.clear();
    }

    @Override
    public void moveTo(double x, double y) {
        path.moveTo(x, y);
    }

    @Override
    public void lineTo(double x, double y) {
        path.lineTo(x, y);
    }

    @Override
    public void quadTo(double cx, double cy, double x, double y) {
        path.quadTo(cx, cy, x, y);
    }

    @Override
    public void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        path.cubicTo(c1x, c1y, c2x, c2y, x, y);
    }

    @Override
    public void closePath() {
        path.close();
    }

    @Override
    public void segment(double x1, double y1, double x2, double y2) {
        path.segment(x1, y1, x2, y2);
    }

    @Override
    public void strokePath() {
        if (!rasterizable() || !rasterizePath()) {
            drawing();
            path.replay(g);
            g.stroke();
        }
        path.clear();
    }

    @Override
    public void fillPath() {
        drawing();
        path.replay(g);
        g.fill();
        path.clear();
    }

    private void font(TextStyle style) {
        if (style.size() != fontSize || style.bold() != fontBold) {
            fontSize = style.size();
            fontBold = style.bold();
            g.setFont(Font.font("SansSerif", fontBold ? FontWeight.BOLD : FontWeight.NORMAL, fontSize));
        }
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        font(style);
        g.setTextAlign(switch (style.anchor()) {
            case START -> TextAlignment.LEFT;
            case MIDDLE -> TextAlignment.CENTER;
            case END -> TextAlignment.RIGHT;
        });
        g.setTextBaseline(switch (style.baseline()) {
            case BASELINE -> VPos.BASELINE;
            case MIDDLE -> VPos.CENTER;
            case TOP -> VPos.TOP;
        });
        drawing();
        g.fillText(text, x, y);
    }

    @Override
    public double textWidth(String text, TextStyle style) {
        measure.setText(text);
        measure.setFont(Font.font("SansSerif", style.bold() ? FontWeight.BOLD : FontWeight.NORMAL, style.size()));
        return measure.getLayoutBounds().getWidth();
    }

    /** A batch worth rasterizing: plain solid segments, enough of them, long enough in device pixels. */
    private boolean rasterizable() {
        if (dashed || cap != LineCap.BUTT || !path.straight() || path.segmentCount() < RASTER_MIN_SEGMENTS) {
            return false;
        }
        double[] s = path.segments();
        Affine t = g.getTransform();
        double sum = 0;
        for (int i = 0; i < path.segmentCount() * 4; i += 4) {
            sum += Math.abs(t.getMyx() * (s[i + 2] - s[i]) + t.getMyy() * (s[i + 3] - s[i + 1]));
        }
        return sum >= RASTER_MIN_CROSSINGS;
    }

    /**
     * Rasterizes the batch in device pixels over the canvas and composites it into the open shared image when that
     * image covers the batch's bounds, else into a new image over those bounds, drawn now; false when the canvas is
     * too big.
     */
    private boolean rasterizePath() {
        int w = (int) Math.ceil(g.getCanvas().getWidth());
        int h = (int) Math.ceil(g.getCanvas().getHeight());
        if (w <= 0 || h <= 0 || (long) w * h > MAX_RASTER_PIXELS) {
            return w <= 0 || h <= 0;
        }
        rasterizedBatches++;
        drawings++;
        if (!raster.covers(0, 0, w, h)) {
            raster.reset(0, 0, w, h);
            layer = null;
        }
        Affine t = g.getTransform();
        double[] device = deviceSegments(t);
        double width = strokeWidth * Math.sqrt(Math.abs(t.getMxx() * t.getMyy() - t.getMxy() * t.getMyx()));
        int[] box = batchBox(device, width, w, h);
        if (box[2] <= box[0] || box[3] <= box[1]) {
            return true;
        }
        for (int i = 0; i < device.length; i += 4) {
            raster.segment(device[i], device[i + 1], device[i + 2], device[i + 3], strokeArgb, width);
        }
        if (layer == null || box[0] < layerBox[0] || box[1] < layerBox[1] || box[2] > layerBox[2]
                || box[3] > layerBox[3]) {
            openLayer(box);
        }
        raster.compositeInto(layerPixels, layerBox[0], layerBox[1], layerBox[2] - layerBox[0],
                layerBox[3] - layerBox[1], strokeArgb);
        layer.updateBuffer(buffer -> null);
        return true;
    }

    /** The batch's segments mapped through the canvas transform. */
    private double[] deviceSegments(Affine t) {
        int n = path.segmentCount() * 4;
        double[] s = path.segments();
        if (t.isIdentity()) {
            return java.util.Arrays.copyOf(s, n);
        }
        double[] d = new double[n];
        for (int i = 0; i < n; i += 2) {
            d[i] = t.getMxx() * s[i] + t.getMxy() * s[i + 1] + t.getTx();
            d[i + 1] = t.getMyx() * s[i] + t.getMyy() * s[i + 1] + t.getTy();
        }
        return d;
    }

    /** Bounds of the batch's strokes in device pixels (x0, y0, x1, y1 exclusive), clamped to the raster. */
    private static int[] batchBox(double[] device, double width, int w, int h) {
        double minX = Double.MAX_VALUE, minY = Double.MAX_VALUE, maxX = -Double.MAX_VALUE, maxY = -Double.MAX_VALUE;
        for (int i = 0; i < device.length; i += 2) {
            minX = Math.min(minX, device[i]);
            maxX = Math.max(maxX, device[i]);
            minY = Math.min(minY, device[i + 1]);
            maxY = Math.max(maxY, device[i + 1]);
        }
        double pad = width + 3;
        return new int[] {Math.max(0, (int) Math.floor(minX - pad)), Math.max(0, (int) Math.floor(minY - pad)),
                Math.min(w, (int) Math.ceil(maxX + pad)), Math.min(h, (int) Math.ceil(maxY + pad))};
    }

    /** Opens a shared image over {@code box} and draws it at its device position. */
    private void openLayer(int[] box) {
        int w = box[2] - box[0];
        int h = box[3] - box[1];
        layerBox = box;
        layerPixels = new int[w * h];
        layer = new PixelBuffer<>(w, h, IntBuffer.wrap(layerPixels), PixelFormat.getIntArgbPreInstance());
        g.save();
        g.setTransform(1, 0, 0, 1, 0, 0);
        g.drawImage(new WritableImage(layer), box[0], box[1]);
        g.restore();
    }
}
