package com.lightwire.io;

import com.lightwire.figure.deck.Slide;
import com.lightwire.figure.deck.SlidePainter;
import com.lightwire.figure.deck.SlidePalette;
import org.apache.pdfbox.io.IOUtils;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A deck's slides as a PDF handout (one A4 landscape page per step, the figure as vector graphics, the caption, the
 * counter and optionally the speaker notes) or as PNG images (one per step, {@code <name>-01.png}...). Pages are laid
 * out at 1600 units wide and scaled to the page, so the type has the proportions of the presenter's screen.
 */
public final class DeckHandout {

    /** Logical width a page is laid out at. */
    static final double LAYOUT_WIDTH = 1600;

    private DeckHandout() {
    }

    /** Writes the PDF handout to {@code file} atomically. */
    public static void writePdf(List<Slide> slides, Path file, SlidePalette colors, boolean notes) throws IOException {
        AtomicFiles.write(file, out -> writePdf(slides, out, colors, notes));
    }

    public static void writePdf(List<Slide> slides, OutputStream out, SlidePalette colors, boolean notes)
            throws IOException {
        PDRectangle size = new PDRectangle(PDRectangle.A4.getHeight(), PDRectangle.A4.getWidth());
        try (PDDocument doc = new PDDocument(IOUtils.createTempFileOnlyStreamCache())) {
            PDDocumentInformation info = new PDDocumentInformation();
            info.setTitle("Lightwire deck");
            info.setCreator("Lightwire");
            doc.setDocumentInformation(info);
            for (Slide slide : slides) {
                PDPage page = new PDPage(size);
                doc.addPage(page);
                try (PDPageContentStream content = new PDPageContentStream(doc, page)) {
                    paintPage(content, slide, size, colors, notes);
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            }
            doc.save(out);
        }
    }

    private static void paintPage(PDPageContentStream content, Slide slide, PDRectangle size, SlidePalette colors,
                                  boolean notes) {
        PdfFigurePainter painter = new PdfFigurePainter(content, size.getHeight(), 0, 0);
        double scale = size.getWidth() / LAYOUT_WIDTH;
        painter.scale(scale, scale);
        SlidePainter.paint(painter, notes ? slide : new Slide(slide.figure(), slide.camera(), slide.caption(),
                slide.counter(), slide.phase(), ""), LAYOUT_WIDTH, size.getHeight() / scale, colors,
                SlidePainter.Mode.HANDOUT);
        painter.finish();
    }

    /**
     * Writes one PNG of {@code width x height} pixels per slide into {@code folder} (created when missing), named
     * {@code <prefix>-01.png}, {@code -02}...; returns the files.
     */
    public static List<Path> writePngs(List<Slide> slides, Path folder, String prefix, int width, int height,
                                       SlidePalette colors, boolean notes) throws IOException {
        Files.createDirectories(folder);
        List<Path> files = new ArrayList<>();
        int digits = Math.max(2, Integer.toString(slides.size()).length());
        for (int i = 0; i < slides.size(); i++) {
            Slide slide = slides.get(i);
            PngFigurePainter painter = new PngFigurePainter(width, height);
            SlidePainter.paint(painter, slide, width, height, colors, notes ? SlidePainter.Mode.HANDOUT
                    : SlidePainter.Mode.PRESENT);
            Path file = folder.resolve(String.format(Locale.ROOT, "%s-%0" + digits + "d.png", prefix, i + 1));
            painter.write(file);
            files.add(file);
        }
        return files;
    }
}
