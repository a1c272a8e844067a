package com.lightwire.io;

import com.lightwire.figure.LineCap;
import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;
import org.apache.pdfbox.util.Matrix;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Paints figures as vector graphics into a PDF page (PDFBox): paths, text in Helvetica (outside WinAnsi spelled out:
 * "->" for an arrow, "eta" for eta...), transforms and clips as PDF operators, colour alpha through graphics-state
 * parameters. Coordinates are the figure's (y down, in points) from the top left of the area given; {@link #save()}
 * and {@link #restore()} map to the PDF's q and Q. I/O errors of the page stream are rethrown unchecked, as the
 * painter contract has no checked exceptions; {@link DeckHandout} unwraps them.
 */
public final class PdfFigurePainter implements Painter {

    private static final double KAPPA = 0.5522847498;
    private static final Map<Character, String> SPELLED = Map.ofEntries(Map.entry('\u2192', "->"),
            Map.entry('\u2190', "<-"), Map.entry('\u2264', "<="), Map.entry('\u2265', ">="), Map.entry('\u03b7', "eta"),
            Map.entry('\u03c1', "rho"), Map.entry('\u03c4', "tau"), Map.entry('\u03bb', "lambda"),
            Map.entry('\u03c3', "sigma"), Map.entry('\u03a3', "Sum"), Map.entry('\u2248', "~"),
            Map.entry('\u221e', "inf"), Map.entry('\u2713', "ok"), Map.entry('\u2212', "-"), Map.entry('\u2013', "-"),
            Map.entry('\u2014', "-"), Map.entry('\u2026', "..."), Map.entry('\u2022', "*"), Map.entry('\u2018', "'"),
            Map.entry('\u2019', "'"), Map.entry('\u201c', "\""), Map.entry('\u201d', "\""), Map.entry('\u2194', "<->"),
            Map.entry('\u0394', "Delta"), Map.entry('\u03b1', "alpha"), Map.entry('\u03b2', "beta"));

    private final PDPageContentStream out;
    private final PDType1Font regular = PdfFonts.regular();
    private final PDType1Font bold = PdfFonts.bold();
    private final Map<Integer, PDExtendedGraphicsState> alphas = new HashMap<>();
    private final Deque<int[]> saved = new ArrayDeque<>();
    private int fill = 0xFF000000;
    private int stroke = 0xFF000000;
    private double startX;
    private double startY;
    private double lastX;
    private double lastY;

    /**
     * A painter on {@code out} whose origin is the top left of an area at ({@code left}, {@code top}) of a page
     * {@code pageHeight} points high, y pointing down.
     */
    public PdfFigurePainter(PDPageContentStream out, double pageHeight, double left, double top) {
        this.out = out;
        run(() -> {
            out.saveGraphicsState();
            out.transform(new Matrix(1, 0, 0, -1, (float) left, (float) (pageHeight - top)));
        });
    }

    /** Closes the painter's outermost state; call once when the figure is painted. */
    public void finish() {
        run(out::restoreGraphicsState);
    }

    private interface PdfCall {
        void run() throws IOException;
    }

    private static void run(PdfCall call) {
        try {
            call.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void save() {
        saved.push(new int[] {fill, stroke});
        run(out::saveGraphicsState);
    }

    @Override
    public void restore() {
        int[] state = saved.pop();
        fill = state[0];
        stroke = state[1];
        run(out::restoreGraphicsState);
    }

    @Override
    public void translate(double dx, double dy) {
        transform(1, 0, 0, 1, dx, dy);
    }

    @Override
    public void scale(double sx, double sy) {
        transform(sx, 0, 0, sy, 0, 0);
    }

    @Override
    public void rotate(double radians) {
        double c = Math.cos(radians);
        double s = Math.sin(radians);
        transform(c, s, -s, c, 0, 0);
    }

    @Override
    public void transform(double mxx, double myx, double mxy, double myy, double tx, double ty) {
        run(() -> out.transform(new Matrix((float) mxx, (float) myx, (float) mxy, (float) myy, (float) tx,
                (float) ty)));
    }

    @Override
    public void clipRect(double x, double y, double w, double h) {
        run(() -> {
            out.addRect((float) x, (float) y, (float) w, (float) h);
            out.clip();
        });
    }

    @Override
    public void stroke(int argb, double width) {
        stroke = argb;
        run(() -> {
            out.setStrokingColor(rgb(argb, 16), rgb(argb, 8), rgb(argb, 0));
            out.setLineWidth((float) width);
        });
    }

    @Override
    public void fill(int argb) {
        fill = argb;
        run(() -> out.setNonStrokingColor(rgb(argb, 16), rgb(argb, 8), rgb(argb, 0)));
    }

    private static float rgb(int argb, int shift) {
        return ((argb >> shift) & 0xff) / 255f;
    }

    /** Sets the constant alpha of strokes and fills to that of {@code argb} (cached graphics states). */
    private void alpha(int argb) throws IOException {
        int a = (argb >>> 24) & 0xff;
        PDExtendedGraphicsState state = alphas.computeIfAbsent(a, key -> {
            PDExtendedGraphicsState s = new PDExtendedGraphicsState();
            s.setStrokingAlphaConstant(key / 255f);
            s.setNonStrokingAlphaConstant(key / 255f);
            return s;
        });
        out.setGraphicsStateParameters(state);
    }

    @Override
    public void dashes(double... pattern) {
        float[] on = new float[pattern.length];
        for (int i = 0; i < pattern.length; i++) {
            on[i] = (float) pattern[i];
        }
        run(() -> out.setLineDashPattern(on, 0));
    }

    @Override
    public void lineCap(LineCap cap) {
        run(() -> out.setLineCapStyle(cap.ordinal()));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2) {
        beginPath();
        moveTo(x1, y1);
        lineTo(x2, y2);
        strokePath();
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        run(() -> {
            alpha(fill);
            out.addRect((float) x, (float) y, (float) w, (float) h);
            out.fill();
        });
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        run(() -> {
            alpha(stroke);
            out.addRect((float) x, (float) y, (float) w, (float) h);
            out.stroke();
        });
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        oval(x, y, w, h);
        fillPath();
    }

    @Override
    public void strokeOval(double x, double y, double w, double h) {
        oval(x, y, w, h);
        strokePath();
    }

    private void oval(double x, double y, double w, double h) {
        double rx = w / 2;
        double ry = h / 2;
        double cx = x + rx;
        double cy = y + ry;
        beginPath();
        moveTo(cx + rx, cy);
        cubicTo(cx + rx, cy + ry * KAPPA, cx + rx * KAPPA, cy + ry, cx, cy + ry);
        cubicTo(cx - rx * KAPPA, cy + ry, cx - rx, cy + ry * KAPPA, cx - rx, cy);
        cubicTo(cx - rx, cy - ry * KAPPA, cx - rx * KAPPA, cy - ry, cx, cy - ry);
        cubicTo(cx + rx * KAPPA, cy - ry, cx + rx, cy - ry * KAPPA, cx + rx, cy);
        closePath();
    }

    @Override
    public void fillPolygon(double... xy) {
        polyline(true, xy);
        fillPath();
    }

    @Override
    public void strokePolyline(boolean closed, double... xy) {
        polyline(closed, xy);
        strokePath();
    }

    private void polyline(boolean closed, double... xy) {
        beginPath();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            if (i == 0) {
                moveTo(xy[0], xy[1]);
            } else {
                lineTo(xy[i], xy[i + 1]);
            }
        }
        if (closed) {
            closePath();
        }
    }

    @Override
    public void beginPath() {
        // PDF paths begin with their first moveTo; nothing is pending after a paint operator.
    }

    @Override
    public void moveTo(double x, double y) {
        startX = x;
        startY = y;
        lastX = x;
        lastY = y;
        run(() -> out.moveTo((float) x, (float) y));
    }

    @Override
    public void lineTo(double x, double y) {
        lastX = x;
        lastY = y;
        run(() -> out.lineTo((float) x, (float) y));
    }

    @Override
    public void quadTo(double cx, double cy, double x, double y) {
        cubicTo(lastX + 2.0 / 3 * (cx - lastX), lastY + 2.0 / 3 * (cy - lastY), x + 2.0 / 3 * (cx - x),
                y + 2.0 / 3 * (cy - y), x, y);
    }

    @Override
    public void cubicTo(double c1x, double c1y, double c2x, double c2y, double x, double y) {
        lastX = x;
        lastY = y;
        run(() -> out.curveTo((float) c1x, (float) c1y, (float) c2x, (float) c2y, (float) x, (float) y));
    }

    @Override
    public void closePath() {
        lastX = startX;
        lastY = startY;
        run(out::closePath);
    }

    @Override
    public void strokePath() {
        run(() -> {
            alpha(stroke);
            out.stroke();
        });
    }

    @Override
    public void fillPath() {
        run(() -> {
            alpha(fill);
            out.fill();
        });
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        String shown = printable(text);
        if (shown.isEmpty()) {
            return;
        }
        PDType1Font font = style.bold() ? bold : regular;
        double width = textWidth(shown, style);
        double dx = switch (style.anchor()) {
            case START -> 0;
            case MIDDLE -> -width / 2;
            case END -> -width;
        };
        double dy = switch (style.baseline()) {
            case BASELINE -> 0;
            case MIDDLE -> style.size() * 0.35;
            case TOP -> style.size() * 0.75;
        };
        run(() -> {
            alpha(fill);
            out.beginText();
            out.setFont(font, (float) style.size());
            out.setTextMatrix(new Matrix(1, 0, 0, -1, (float) (x + dx), (float) (y + dy)));
            out.showText(shown);
            out.endText();
        });
    }

    @Override
    public double textWidth(String text, TextStyle style) {
        return PdfFonts.width(style.bold() ? bold : regular, printable(text)) * style.size() / 1000;
    }

    /** {@code text} in the characters Helvetica prints: common symbols spelled out, anything else as '?'. */
    static String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 32 && c <= 126 || c >= 160 && c <= 255) {
                out.append(c);
            } else if (SPELLED.containsKey(c)) {
                out.append(SPELLED.get(c));
            } else if (c >= 32) {
                out.append('?');
            }
        }
        return out.toString();
    }
}
