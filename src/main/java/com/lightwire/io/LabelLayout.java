package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the parts of one label go inside its rectangle, in PDF points with y up: the QR code square and the text
 * runs (already shrunk to fit and cut with ".."), measured with the PDF standard fonts. The PDF writer draws it, and
 * the app's label preview draws the same layout on screen. A squat cell (sheet) puts the id across the full width
 * above the QR code; a long one (tape) puts it beside the code. Each line is shrunk to fit the width (never below
 * {@value #MIN_SIZE} pt); where five lines would fall under {@value #READABLE_SIZE} pt (12 mm tape) the two end
 * lines are left out: the id already names both ends. O(characters of the label).
 *
 * @param qrX    left edge of the QR square
 * @param qrY    bottom edge of the QR square
 * @param qrSize side of the QR square (quiet zone included)
 * @param texts  the text runs in drawing order, the id first
 */
public record LabelLayout(float qrX, float qrY, float qrSize, List<TextRun> texts) {

    static final float MIN_SIZE = 3.5f;
    static final float READABLE_SIZE = 5.5f;
    private static final float LEADING = 1.2f;
    private static final float ID_SCALE = 1.2f;

    public LabelLayout {
        texts = List.copyOf(texts);
    }

    /**
     * One line of text at its place.
     *
     * @param text     printable text, cut to fit
     * @param bold     true for the id
     * @param size     font size in points
     * @param x        left edge
     * @param baseline baseline (y up)
     * @param width    width of the text in the PDF font at {@code size}
     */
    public record TextRun(String text, boolean bold, float size, float x, float baseline, float width) {
    }

    /** The layout of {@code label} inside the rectangle (x, y, width, height), y at the bottom. */
    public static LabelLayout of(CableLabel label, float x, float y, float width, float height) {
        float pad = Math.max(1.0f * LabelMedia.MM, Math.min(width, height) * 0.05f);
        List<String> lines = linesFor(label, height - 2 * pad);
        List<TextRun> runs = new ArrayList<>();
        float top = y + height - pad;
        float innerWidth = width - 2 * pad;
        boolean stacked = width < 4 * height;
        if (stacked) {
            float idSize = fit(true, lines.get(0), Math.min(9f, height * 0.14f), innerWidth);
            runs.add(run(true, lines.get(0), idSize, x + pad, top - idSize * 0.8f, innerWidth));
            top -= idSize * 1.15f;
            lines = lines.subList(1, lines.size());
        }
        float qr = Math.min(top - y - pad, innerWidth * 0.36f);
        float textX = x + 2 * pad + qr;
        addText(runs, lines, textX, top, x + width - pad - textX, top - y - pad, stacked);
        return new LabelLayout(x + pad, top - qr, qr, runs);
    }

    private static List<String> linesFor(CableLabel label, float textHeight) {
        List<String> all = label.lines();
        if (textHeight / (all.size() * LEADING) >= READABLE_SIZE || all.size() < 5) {
            return all;
        }
        return List.of(all.get(0), all.get(3), all.get(4));
    }

    /** Lines at one common size (the id, when among them, bold and larger). */
    private static void addText(List<TextRun> runs, List<String> lines, float x, float top, float width,
                                float height, boolean idDrawn) {
        int first = idDrawn ? 0 : 1;
        float size = Math.min(8f, height / (lines.size() * LEADING + (idDrawn ? 0 : ID_SCALE - 1)));
        for (int i = first; i < lines.size(); i++) {
            size = Math.min(size, fit(false, lines.get(i), size, width));
        }
        float baseline = top;
        for (int i = 0; i < lines.size(); i++) {
            boolean id = i == 0 && !idDrawn;
            float lineSize = id ? fit(true, lines.get(i), size * ID_SCALE, width) : size;
            baseline -= i == 0 ? lineSize * 0.85f : size * LEADING;
            runs.add(run(id, lines.get(i), lineSize, x, baseline, width));
        }
    }

    private static TextRun run(boolean bold, String line, float size, float x, float baseline, float width) {
        String shown = PdfFonts.cut(font(bold), printable(line), size, width);
        return new TextRun(shown, bold, size, x, baseline, width(font(bold), shown) * size / 1000);
    }

    /** The largest size up to {@code wanted} at which {@code text} fits {@code width}, not below the minimum. */
    private static float fit(boolean bold, String text, float wanted, float width) {
        float natural = width(font(bold), printable(text)) / 1000;
        return Math.max(MIN_SIZE, natural <= 0 ? wanted : Math.min(wanted, width / natural));
    }

    /** Regular and bold for measuring, one pair per thread: a font caches widths in a plain map. */
    private static final ThreadLocal<PDType1Font[]> FONTS = ThreadLocal.withInitial(
            () -> new PDType1Font[] {PdfFonts.regular(), PdfFonts.bold()});

    static PDType1Font font(boolean bold) {
        return FONTS.get()[bold ? 1 : 0];
    }

    private static float width(PDType1Font font, String text) {
        return PdfFonts.width(font, text);
    }

    /** The standard fonts print WinAnsi only: anything outside printable ASCII becomes '?'. */
    static String printable(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 32 || c > 126) {
                if (out == null) {
                    out = new StringBuilder(text);
                }
                out.setCharAt(i, '?');
            }
        }
        return out == null ? text : out.toString();
    }
}
