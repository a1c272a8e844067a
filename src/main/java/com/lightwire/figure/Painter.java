package com.lightwire.figure;

/**
 * The drawing calls every figure uses, implemented for the JavaFX canvas, SVG and PNG, so one drawing routine feeds
 * the screen and every export. A stateful pen in the manner of Canvas2D and Graphics2D: {@link #save()} and
 * {@link #restore()} keep the transform, clip, colours, line style and dashes; transforms post-multiply (the last
 * one applies first to coordinates). Colours are 0xAARRGGBB; text uses the colour set by {@link #fill(int)}.
 *
 * <p>Paths: {@link #beginPath()}, then {@link #moveTo}, {@link #lineTo}, {@link #quadTo}, {@link #cubicTo},
 * {@link #closePath()}, then {@link #strokePath()} or {@link #fillPath()}. A batch of separate straight segments
 * ({@link #segment}) is the fast path for thousands of lines: the canvas rasterizes big batches itself (ADR 0005).
 */
public interface Painter {

    /** Pushes the transform, clip and pen state. */
    void save();

    /** Pops the state pushed by the matching {@link #save()}. */
    void restore();

    void translate(double dx, double dy);

    void scale(double sx, double sy);

    /** Rotates by {@code radians}, clockwise on screen (y points down). */
    void rotate(double radians);

    /** Concatenates the affine map (x, y) → (mxx·x + mxy·y + tx, myx·x + myy·y + ty). */
    void transform(double mxx, double myx, double mxy, double myy, double tx, double ty);

    /** Intersects the clip with a rectangle in current coordinates. */
    void clipRect(double x, double y, double w, double h);

    /** Sets the stroke colour and line width (current units). */
    void stroke(int argb, double width);

    /** Sets the fill colour, also used by text. */
    void fill(int argb);

    /** Dash pattern of later strokes, alternating on and off lengths; no arguments for solid lines. */
    void dashes(double... pattern);

    void lineCap(LineCap cap);

    void line(double x1, double y1, double x2, double y2);

    void fillRect(double x, double y, double w, double h);

    void strokeRect(double x, double y, double w, double h);

    void fillOval(double x, double y, double w, double h);

    void strokeOval(double x, double y, double w, double h);

    /** Fills the closed polygon through the points x0, y0, x1, y1, .... */
    void fillPolygon(double... xy);

    /** Strokes the open line through the points x0, y0, x1, y1, ...; {@code closed} joins the last to the first. */
    void strokePolyline(boolean closed, double... xy);

    /** Starts a new path (or batch of segments). */
    void beginPath();

    void moveTo(double x, double y);

    void lineTo(double x, double y);

    /** Quadratic Bézier curve from the current point through control (cx, cy) to (x, y). */
    void quadTo(double cx, double cy, double x, double y);

    /** Cubic Bézier curve from the current point through controls (c1x, c1y) and (c2x, c2y) to (x, y). */
    void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y);

    void closePath();

    /** One separate straight segment of the current path; the same as a moveTo and a lineTo. */
    default void segment(double x1, double y1, double x2, double y2) {
        moveTo(x1, y1);
        lineTo(x2, y2);
    }

    void strokePath();

    void fillPath();

    /** Draws {@code text} with the fill colour, its anchor point at (x, y). */
    void text(String text, double x, double y, TextStyle style);

    /** Regular text of {@code size} starting at x on the baseline y. */
    default void text(String text, double x, double y, double size) {
        text(text, x, y, TextStyle.of(size));
    }

    /** Advance width of {@code text} set in {@code style}, in current units. */
    double textWidth(String text, TextStyle style);

    /** Advance width of regular {@code text} of {@code size}. */
    default double textWidth(String text, double size) {
        return textWidth(text, TextStyle.of(size));
    }

    /**
     * Fills an arrow head with its tip at (tipX, tipY) pointing away from (fromX, fromY): a triangle {@code length}
     * long and {@code width} wide, in the fill colour. Nothing when the two points coincide.
     */
    default void arrowHead(double fromX, double fromY, double tipX, double tipY, double length, double width) {
        double dx = tipX - fromX;
        double dy = tipY - fromY;
        double norm = Math.hypot(dx, dy);
        if (norm == 0) {
            return;
        }
        double ux = dx / norm;
        double uy = dy / norm;
        double baseX = tipX - ux * length;
        double baseY = tipY - uy * length;
        double half = width / 2;
        beginPath();
        moveTo(tipX, tipY);
        lineTo(baseX - uy * half, baseY + ux * half);
        lineTo(baseX + uy * half, baseY - ux * half);
        closePath();
        fillPath();
    }
}
