package com.lightwire.ui.bom;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LabelPdfWriter;
import com.lightwire.ui.common.PrintPreview;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.Image;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * The print preview of the labels: the first {@value #PAGES} pages of the labels PDF, written by the same
 * {@link LabelPdfWriter} as the export (for the filtered labels on the chosen media) into memory and rendered with
 * PDFBox. Costs O(labels on those pages), whatever the size of the plan.
 */
final class LabelSheetPreview {

    /** Pages rendered at most. */
    static final int PAGES = 2;
    /** Rendering resolution: 1.25 screen pixels per PDF point. */
    private static final float DPI = 90;

    private LabelSheetPreview() {
    }

    static PrintPreview of(LabelsModel labels) throws IOException {
        LabelMedia media = labels.media();
        long total = labels.count();
        long pages = (total + media.labelsPerPage() - 1) / media.labelsPerPage();
        Iterator<CableLabel> first = labels.planner().labels(labels.filter())
                .limit((long) PAGES * media.labelsPerPage()).iterator();
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        LabelPdfWriter.write(first, media, pdf);
        List<Image> images = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf.toByteArray())) {
            PDFRenderer renderer = new PDFRenderer(document);
            for (int page = 0; page < document.getNumberOfPages(); page++) {
                images.add(SwingFXUtils.toFXImage(renderer.renderImageWithDPI(page, DPI), null));
            }
        }
        String shown = images.size() <= 1 ? "page 1" : "pages 1-" + images.size();
        return new PrintPreview(String.format(Locale.ROOT, "Labels PDF on %s: %s of %,d (%,d labels)",
                media.name(), total == 0 ? "no pages" : shown, pages, total), images);
    }
}
