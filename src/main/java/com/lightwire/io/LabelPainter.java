package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

import java.io.IOException;

/**
 * Draws one label into a rectangle of a PDF page as {@link LabelLayout} places it: the QR code of the id on the
 * left, the text lines on the right.
 */
final class LabelPainter {

    /** Fonts of this document (measuring uses {@link LabelLayout}'s own instances). */
    private final PDType1Font regular = PdfFonts.regular();
    private final PDType1Font bold = PdfFonts.bold();

    /**
     * Draws {@code label} inside the rectangle (x, y, width, height), y at the bottom.
     */
    void draw(PDPageContentStream cs, PDResources resources, CableLabel label, float x, float y, float width,
              float height) throws IOException {
        LabelLayout layout = LabelLayout.of(label, x, y, width, height);
        cs.drawImage(LabelQr.image(LabelQr.encode(label.id()), resources), layout.qrX(), layout.qrY(),
                layout.qrSize(), layout.qrSize());
        for (LabelLayout.TextRun run : layout.texts()) {
            cs.beginText();
            cs.setFont(run.bold() ? bold : regular, run.size());
            cs.newLineAtOffset(run.x(), run.baseline());
            cs.showText(run.text());
            cs.endText();
        }
    }

    /** The standard fonts print WinAnsi only: anything outside printable ASCII becomes '?'. */
    static String printable(String text) {
        return LabelLayout.printable(text);
    }
}
