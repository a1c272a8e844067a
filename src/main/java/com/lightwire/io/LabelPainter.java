package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

import java.io.IOException;
import java.util.List;

/**
 * Draws one label into a rectangle: the QR code of the id on the left, the text lines on the right, each line
 * shrunk to fit the width (never below {@value #MIN_SIZE} pt; longer text is cut with ".."). Where five lines would
 * fall under {@value #READABLE_SIZE} pt (12 mm tape) the two end lines are left out: the id already names both ends.
 */
final class LabelPainter {

    static final float MIN_SIZE = 3.5f;
    static final float READABLE_SIZE = 5.5f;
    private static final float LEADING = 1.2f;
    private static final float ID_SCALE = 1.2f;

    private final PDType1Font regular = PdfFonts.regular();
    private final PDType1Font bold = PdfFonts.bold();

    /**
     * Draws {@code label} inside the rectangle (x, y, width, height), y at the bottom. A squat cell (sheet) puts
     * the id across the full width above the QR code; a long one (tape) puts it beside the code.
     */
    void draw(PDPageContentStream cs, PDResources resources, CableLabel label, float x, float y, float width,
              float height) throws IOException {
        float pad = Math.max(1.0f * LabelMedia.MM, Math.min(width, height) * 0.05f);
        List<String> lines = linesFor(label, height - 2 * pad);
        float top = y + height - pad;
        float innerWidth = width - 2 * pad;
        boolean stacked = width < 4 * height;
        if (stacked) {
            float idSize = fit(bold, printable(lines.get(0)), Math.min(9f, height * 0.14f), innerWidth);
            drawLine(cs, bold, lines.get(0), idSize, x + pad, top - idSize * 0.8f, innerWidth);
            top -= idSize * 1.15f;
            lines = lines.subList(1, lines.size());
        }
        float qr = Math.min(top - y - pad, innerWidth * 0.36f);
        cs.drawImage(LabelQr.image(LabelQr.encode(label.id()), resources), x + pad, top - qr, qr, qr);
        float textX = x + 2 * pad + qr;
        drawText(cs, lines, textX, top, x + width - pad - textX, top - y - pad, stacked);
    }

    private static List<String> linesFor(CableLabel label, float textHeight) {
        List<String> all = label.lines();
        if (textHeight / (all.size() * LEADING) >= READABLE_SIZE || all.size() < 5) {
            return all;
        }
        return List.of(all.get(0), all.get(3), all.get(4));
    }

    /** Lines at one common size (the id, when among them, bold and larger). */
    private void drawText(PDPageContentStream cs, List<String> lines, float x, float top, float width, float height,
                          boolean idDrawn) throws IOException {
        int first = idDrawn ? 0 : 1;
        float size = Math.min(8f, height / (lines.size() * LEADING + (idDrawn ? 0 : ID_SCALE - 1)));
        for (int i = first; i < lines.size(); i++) {
            size = Math.min(size, fit(regular, printable(lines.get(i)), size, width));
        }
        float baseline = top;
        for (int i = 0; i < lines.size(); i++) {
            boolean id = i == 0 && !idDrawn;
            float lineSize = id ? fit(bold, printable(lines.get(i)), size * ID_SCALE, width) : size;
            baseline -= i == 0 ? lineSize * 0.85f : size * LEADING;
            drawLine(cs, id ? bold : regular, lines.get(i), lineSize, x, baseline, width);
        }
    }

    /** The largest size up to {@code wanted} at which {@code text} fits {@code width}, not below the minimum. */
    private static float fit(PDType1Font font, String text, float wanted, float width) throws IOException {
        float natural = font.getStringWidth(text) / 1000;
        return Math.max(MIN_SIZE, natural <= 0 ? wanted : Math.min(wanted, width / natural));
    }

    private static void drawLine(PDPageContentStream cs, PDType1Font font, String line, float size, float x,
                                 float baseline, float width) throws IOException {
        cs.beginText();
        cs.setFont(font, size);
        cs.newLineAtOffset(x, baseline);
        cs.showText(cut(font, printable(line), size, width));
        cs.endText();
    }

    /** Shortens {@code text} with ".." until it fits {@code width} at {@code size}. */
    private static String cut(PDType1Font font, String text, float size, float width) throws IOException {
        String shown = text;
        while (shown.length() > 2 && font.getStringWidth(shown) * size / 1000 > width + 0.01f) {
            shown = text.substring(0, shown.length() - 3) + "..";
            text = text.substring(0, text.length() - 1);
        }
        return shown;
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
