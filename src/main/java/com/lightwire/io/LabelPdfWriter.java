package com.lightwire.io;

import com.lightwire.core.labels.CableLabel;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.io.IOUtils;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Iterator;

/**
 * Streams labels into a PDF (PDFBox 3): sheets of rows × columns cells, or one wrap-around tape segment per page
 * with the label twice (one copy faces out whichever way it wraps). Labels are pulled from an iterator page by page;
 * page content goes to a temporary scratch file, so memory holds only the small per-page dictionaries. QR codes are
 * inline images (see {@link LabelQr}).
 */
public final class LabelPdfWriter {

    private LabelPdfWriter() {
    }

    /** Writes the labels to {@code file} atomically (see {@link AtomicFiles}); returns the number written. */
    public static long write(Iterator<CableLabel> labels, LabelMedia media, Path file) throws IOException {
        long[] count = new long[1];
        AtomicFiles.write(file, out -> count[0] = write(labels, media, out));
        return count[0];
    }

    /** Writes the labels to {@code out}; returns the number of labels written. */
    public static long write(Iterator<CableLabel> labels, LabelMedia media, OutputStream out) throws IOException {
        try (PDDocument doc = new PDDocument(IOUtils.createTempFileOnlyStreamCache())) {
            PDDocumentInformation info = new PDDocumentInformation();
            info.setTitle("Lightwire fiber labels (" + media.name() + ")");
            info.setCreator("Lightwire");
            doc.setDocumentInformation(info);
            LabelPainter painter = new LabelPainter();
            Iterator<CableLabel> hashed = new IdHash(labels);
            long count = 0;
            while (hashed.hasNext()) {
                count += writePage(doc, painter, hashed, media);
            }
            if (count == 0) {
                emptyPage(doc, media);
            }
            setDocumentId(doc, ((IdHash) hashed).digest(media.name()));
            doc.save(out);
            return count;
        }
    }

    private static int writePage(PDDocument doc, LabelPainter painter, Iterator<CableLabel> labels,
                                 LabelMedia media) throws IOException {
        PDPage page = new PDPage(new PDRectangle(media.pageWidth(), media.pageHeight()));
        PDResources resources = new PDResources();
        page.setResources(resources);
        doc.addPage(page);
        int drawn = 0;
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            for (; drawn < media.labelsPerPage() && labels.hasNext(); drawn++) {
                CableLabel label = labels.next();
                if (media.tape()) {
                    float half = media.pageWidth() / 2 - LabelMedia.MM;
                    painter.draw(cs, resources, label, 0, 0, half, media.pageHeight());
                    painter.draw(cs, resources, label, half + 2 * LabelMedia.MM, 0, half, media.pageHeight());
                } else {
                    drawCell(cs, painter, resources, label, media, drawn);
                }
            }
        }
        return drawn;
    }

    private static void drawCell(PDPageContentStream cs, LabelPainter painter, PDResources resources,
                                 CableLabel label, LabelMedia media, int index) throws IOException {
        float x = media.cellX(index % media.columns());
        float y = media.cellY(index / media.columns());
        if (media.guides()) {
            cs.setStrokingColor(0.75f);
            cs.setLineWidth(0.3f);
            cs.addRect(x, y, media.cellWidth(), media.cellHeight());
            cs.stroke();
        }
        painter.draw(cs, resources, label, x, y, media.cellWidth(), media.cellHeight());
    }

    /** A file id derived from the content (PDF 14.4), so the same labels give the same bytes. */
    static void setDocumentId(PDDocument doc, byte[] digest) {
        COSArray id = new COSArray();
        id.add(new COSString(digest));
        id.add(new COSString(digest));
        doc.getDocument().getTrailer().setItem(COSName.ID, id);
    }

    /** Passes labels through while hashing their ids. */
    private static final class IdHash implements Iterator<CableLabel> {
        private final Iterator<CableLabel> labels;
        private final MessageDigest md5;

        IdHash(Iterator<CableLabel> labels) {
            this.labels = labels;
            try {
                this.md5 = MessageDigest.getInstance("MD5");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("every Java platform has MD5", e);
            }
        }

        @Override
        public boolean hasNext() {
            return labels.hasNext();
        }

        @Override
        public CableLabel next() {
            CableLabel label = labels.next();
            md5.update(label.id().getBytes(StandardCharsets.UTF_8));
            md5.update((byte) '\n');
            return label;
        }

        byte[] digest(String media) {
            md5.update(media.getBytes(StandardCharsets.UTF_8));
            return md5.digest();
        }
    }

    private static void emptyPage(PDDocument doc, LabelMedia media) throws IOException {
        PDPage page = new PDPage(new PDRectangle(media.pageWidth(), media.pageHeight()));
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            cs.beginText();
            cs.setFont(PdfFonts.regular(), 8);
            cs.newLineAtOffset(4 * LabelMedia.MM, media.pageHeight() / 2);
            cs.showText("No labels match the filter.");
            cs.endText();
        }
    }
}
