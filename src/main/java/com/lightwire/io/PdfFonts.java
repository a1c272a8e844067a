package com.lightwire.io;

import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The standard PDF fonts Lightwire writes with. PDF viewers supply Helvetica themselves; PDFBox still looks for a
 * similar system font at load time and logs a warning when it substitutes one, which is noise for our users, so its
 * font-mapping logger is limited to errors.
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
}
