package com.lightwire.io;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.model.Diagnostic;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;

/**
 * BOM as PDF: A4 landscape pages with the designs side by side (quantity and extended cost per design), then the
 * summary figures and notes. Rows flow onto further pages as needed; text too long for its column (a catalog
 * description of any length, a long cluster name) is cut with "..".
 */
public final class BomPdfWriter {

    private static final float MARGIN = 36;
    private static final float ROW = 11;
    private static final float SIZE = 7;

    private BomPdfWriter() {
    }

    /** Writes the PDF to {@code file} atomically (see {@link AtomicFiles}). */
    public static void write(BomComparison comparison, String title, Path file) throws IOException {
        AtomicFiles.write(file, out -> write(comparison, title, out));
    }

    public static void write(BomComparison comparison, String title, OutputStream out) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            Table table = new Table(doc, comparison.designs().size());
            table.title(LabelPainter.printable(title));
            table.designHeaders(comparison.designs().stream().map(Bom::design).toList());
            List<String> head = new ArrayList<>(List.of("Item", "Unit cost", "Unit W"));
            comparison.designs().forEach(d -> head.addAll(List.of("qty", "cost")));
            table.row(head, true);
            for (BomComparison.Row row : comparison.rows()) {
                List<String> cells = new ArrayList<>(List.of(row.description(), BomFigures.money(row.unitCost()),
                        BomFigures.plainNumber(row.unitPowerW())));
                for (int d = 0; d < row.quantities().size(); d++) {
                    cells.add(BomFigures.grouped(row.quantities().get(d)));
                    cells.add(BomFigures.money(row.costs().get(d)));
                }
                table.row(cells, false);
            }
            table.gap();
            for (BomFigures.Summary summary : BomFigures.SUMMARY) {
                List<String> cells = new ArrayList<>(List.of(summary.label(), "", ""));
                for (Bom bom : comparison.designs()) {
                    cells.add("");
                    cells.add(BomFigures.display(summary, bom));
                }
                table.row(cells, true);
            }
            for (Bom bom : comparison.designs()) {
                for (Diagnostic note : bom.notes()) {
                    table.text(bom.design() + ": " + note.message());
                }
            }
            table.text("Unit costs and power from the component catalog; items whose source says ASSUMPTION are "
                    + "estimates (see docs/technician-outputs.md).");
            table.close();
            LabelPdfWriter.setDocumentId(doc, digest(title, comparison));
            doc.save(out);
        }
    }

    /** Content-derived file id, so the same BOM gives the same bytes. */
    private static byte[] digest(String title, BomComparison comparison) {
        try {
            MessageDigest md5 = MessageDigest.getInstance("MD5");
            md5.update(title.getBytes(StandardCharsets.UTF_8));
            md5.update(comparison.toString().getBytes(StandardCharsets.UTF_8));
            return md5.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has MD5", e);
        }
    }

    /** A paginating table writer: the first column is wide, the others right-aligned. */
    private static final class Table {
        private final PDDocument doc;
        private final PDType1Font regular = PdfFonts.regular();
        private final PDType1Font bold = PdfFonts.bold();
        private final float[] columnRight;
        private final float firstWidth;
        private PDPageContentStream cs;
        private float y;

        Table(PDDocument doc, int designs) throws IOException {
            this.doc = doc;
            float width = PDRectangle.A4.getHeight() - 2 * MARGIN;
            float[] widths = new float[2 + 2 * designs];
            widths[0] = 52;
            widths[1] = 34;
            for (int d = 0; d < designs; d++) {
                widths[2 + 2 * d] = 46;
                widths[3 + 2 * d] = 74;
            }
            float numeric = 0;
            for (float w : widths) {
                numeric += w;
            }
            float scale = Math.min(1, width * 0.7f / numeric);
            firstWidth = width - numeric * scale;
            columnRight = new float[widths.length + 1];
            columnRight[0] = MARGIN + firstWidth;
            for (int c = 1; c <= widths.length; c++) {
                columnRight[c] = columnRight[c - 1] + widths[c - 1] * scale;
            }
            newPage();
        }

        /** One line of design names, each over its quantity and cost columns. */
        void designHeaders(List<String> designs) throws IOException {
            for (int d = 0; d < designs.size(); d++) {
                float left = columnRight[2 + 2 * d] + 6;
                show(bold, SIZE, fitText(bold, designs.get(d), columnRight[4 + 2 * d] - left - 2), left, y);
            }
            y -= ROW;
        }

        void title(String text) throws IOException {
            show(bold, 12, PdfFonts.cut(bold, text, 12, columnRight[columnRight.length - 1] - MARGIN), MARGIN, y);
            y -= 2 * ROW;
        }

        void row(List<String> cells, boolean strong) throws IOException {
            ensureRoom();
            PDType1Font font = strong ? bold : regular;
            show(font, SIZE, fitText(font, cells.get(0), firstWidth - 6), MARGIN, y);
            for (int c = 1; c < cells.size(); c++) {
                String text = PdfFonts.cut(font, LabelPainter.printable(cells.get(c)), SIZE,
                        columnRight[c] - columnRight[c - 1] - 4);
                float w = font.getStringWidth(text) / 1000 * SIZE;
                show(font, SIZE, text, columnRight[c] - w - 2, y);
            }
            y -= ROW;
        }

        void text(String line) throws IOException {
            ensureRoom();
            show(regular, SIZE, fitText(regular, line, columnRight[columnRight.length - 1] - MARGIN), MARGIN, y);
            y -= ROW;
        }

        void gap() {
            y -= ROW / 2;
        }

        void close() throws IOException {
            cs.close();
        }

        private String fitText(PDType1Font font, String text, float width) {
            return PdfFonts.cut(font, LabelPainter.printable(text), SIZE, width);
        }

        private void ensureRoom() throws IOException {
            if (y < MARGIN) {
                cs.close();
                newPage();
            }
        }

        private void newPage() throws IOException {
            PDPage page = new PDPage(new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth()));
            doc.addPage(page);
            cs = new PDPageContentStream(doc, page);
            y = page.getMediaBox().getHeight() - MARGIN;
        }

        private void show(PDType1Font font, float size, String text, float x, float at) throws IOException {
            cs.beginText();
            cs.setFont(font, size);
            cs.newLineAtOffset(x, at);
            cs.showText(text);
            cs.endText();
        }
    }
}
