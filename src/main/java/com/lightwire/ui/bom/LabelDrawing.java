package com.lightwire.ui.bom;

import com.google.zxing.common.BitMatrix;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.io.LabelLayout;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LabelQr;
import com.lightwire.ui.common.Painter;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.List;

/**
 * Draws the labels of one cable as the PDF prints them, one under the other: each in a cell of the chosen media
 * (a tape segment holds the label twice), laid out by the same {@link LabelLayout} as the PDF, the QR code drawn
 * module by module as squares. Through {@link Painter}, so the screen and the PNG/SVG export share it.
 * O(labels × QR modules).
 */
final class LabelDrawing {

    /** Screen pixels per PDF point. */
    static final double SCALE = 2.5;
    static final double MARGIN = 12;
    static final double CAPTION = 18;
    private static final int INK = 0xFF111111;
    private static final int PAPER = 0xFFFFFFFF;
    private static final int EDGE = 0xFF8A94A6;

    /** Measures screen text; the drawing runs on the FX thread only. */
    private static final Text MEASURE = new Text();

    private List<CableLabel> labels = List.of();
    private LabelMedia media = LabelMedia.a4(3, 10);
    private boolean dark;

    /** Draws around the labels in the dark theme's colours; the labels stay as printed. */
    void setDark(boolean isDark) {
        dark = isDark;
    }

    void show(List<CableLabel> cableLabels, LabelMedia labelMedia) {
        labels = List.copyOf(cableLabels);
        media = labelMedia;
    }

    List<CableLabel> labels() {
        return labels;
    }

    double width() {
        return 2 * MARGIN + cellWidth() * SCALE;
    }

    double height() {
        return MARGIN + Math.max(1, labels.size()) * (CAPTION + cellHeight() * SCALE + MARGIN);
    }

    void draw(Painter p) {
        p.fill(dark ? 0xFF161B22 : 0xFFF4F6FA);
        p.fillRect(0, 0, width(), height());
        if (labels.isEmpty()) {
            p.fill(dark ? 0xFF8B949E : 0xFF4A5568);
            p.text("Pick a label in the list to preview its cable", MARGIN, MARGIN + 14, 13);
            return;
        }
        double top = MARGIN;
        for (CableLabel label : labels) {
            p.fill(dark ? 0xFFC9D1D9 : 0xFF1A202C);
            p.text(caption(label), MARGIN, top + 13, 12);
            top += CAPTION;
            drawBox(p, label, MARGIN, top);
            top += cellHeight() * SCALE + MARGIN;
        }
    }

    private String caption(CableLabel label) {
        return label.kind().name().replace('_', ' ') + " on " + media.name()
                + String.format(java.util.Locale.ROOT, " (%.0f x %.0f mm)", cellWidth() / LabelMedia.MM,
                cellHeight() / LabelMedia.MM);
    }

    private void drawBox(Painter p, CableLabel label, double left, double top) {
        p.fill(PAPER);
        p.fillRect(left, top, cellWidth() * SCALE, cellHeight() * SCALE);
        p.stroke(EDGE, 1);
        p.strokeRect(left, top, cellWidth() * SCALE, cellHeight() * SCALE);
        if (media.tape()) {
            float half = media.pageWidth() / 2 - LabelMedia.MM;
            drawLabel(p, label, left, top, 0, half);
            drawLabel(p, label, left, top, half + 2 * LabelMedia.MM, half);
        } else {
            drawLabel(p, label, left, top, 0, cellWidth());
        }
    }

    /** One copy at PDF x offset {@code x}, {@code width} wide; PDF y runs up from the box's bottom edge. */
    private void drawLabel(Painter p, CableLabel label, double left, double top, float x, float width) {
        float height = cellHeight();
        LabelLayout layout = LabelLayout.of(label, x, 0, width, height);
        BitMatrix qr = LabelQr.encode(label.id());
        double module = layout.qrSize() * SCALE / qr.getWidth();
        double qrLeft = left + layout.qrX() * SCALE;
        double qrTop = top + (height - layout.qrY() - layout.qrSize()) * SCALE;
        p.fill(INK);
        for (int row = 0; row < qr.getHeight(); row++) {
            for (int column = 0; column < qr.getWidth(); column++) {
                if (qr.get(column, row)) {
                    p.fillRect(qrLeft + column * module, qrTop + row * module, module, module);
                }
            }
        }
        for (LabelLayout.TextRun run : layout.texts()) {
            double baseline = top + (height - run.baseline()) * SCALE;
            double size = screenSize(run);
            p.text(run.text(), left + run.x() * SCALE, baseline, size);
            if (run.bold()) {
                p.text(run.text(), left + run.x() * SCALE + size * 0.04, baseline, size);
            }
        }
    }

    /**
     * The run's size on screen, made smaller where the screen font is wider than the PDF's Helvetica, so each line
     * keeps the PDF's width.
     */
    private static double screenSize(LabelLayout.TextRun run) {
        double size = run.size() * SCALE;
        MEASURE.setText(run.text());
        MEASURE.setFont(Font.font("SansSerif", size));
        double screen = MEASURE.getLayoutBounds().getWidth();
        return screen <= 0 ? size : Math.min(size, size * run.width() * SCALE / screen);
    }

    private float cellWidth() {
        return media.tape() ? media.pageWidth() : media.cellWidth();
    }

    private float cellHeight() {
        return media.tape() ? media.pageHeight() : media.cellHeight();
    }
}
