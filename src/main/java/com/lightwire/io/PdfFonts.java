package com.lightwire.io;

import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The standard PDF fonts Lightwire writes with. PDF viewers supply Helvetica themselves; PDFBox still looks for a
 * similar system font at load time and logs a warning when it substitutes one, which is noise for our users, so its
 * font-mapping logger is limited to errors. {@link #cut} shortens text of any length to a width in O(n log n).
 */
final class PdfFonts {

    /** Held so the logger (and its level) is not garbage-collected. */
    private static final Logger FONT_LOG = Logger.getLogger("org.apache.pdfbox.pdmodel.font");

    static {
        FONT_LOG.setLevel(Level.SEVERE);
    }

    private PdfFonts() {
    }

    static PDType1Font regular() {
        return new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    }

    static PDType1Font bold() {
        return new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
    }

    /** The mark that ends a cut text. */
    static final String CUT_MARK = "..";

    /**
     * {@code text} (printable, see {@link LabelLayout#printable}) as it fits {@code width} points at {@code size}:
     * whole, or its longest prefix that fits with {@value #CUT_MARK} after it (the mark alone when nothing fits).
     * A binary search over prefix lengths, so a text of 200,000 characters costs a few dozen measurements.
     */
    static String cut(PDType1Font font, String text, float size, float width) {
        if (width(font, text) * size / 1000 <= width + 0.01f) {
            return text;
        }
        int fits = 0;
        int tooLong = text.length();
        while (tooLong - fits > 1) {
            int mid = (fits + tooLong) >>> 1;
            if (width(font, text.substring(0, mid) + CUT_MARK) * size / 1000 <= width + 0.01f) {
                fits = mid;
            } else {
                tooLong = mid;
            }
        }
        return text.substring(0, fits) + CUT_MARK;
    }

    /** Width of printable text in 1/1000 of the font size; printable ASCII always has standard-font metrics. */
    static float width(PDType1Font font, String text) {
        try {
            return font.getStringWidth(text);
        } catch (IOException e) {
            throw new UncheckedIOException("no width for '" + text + "' in " + font.getName(), e);
        }
    }
}
