package com.lightwire.figure.labels;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.List;

/**
 * The labels of one cable as the PDF prints them, one under the other, each under a caption: white paper with black
 * ink in both themes, the QR code drawn module by module as squares, each line of text at the print's size, made
 * smaller where the screen font is wider than the print font so each line keeps the print's width. World units are
 * pixels at {@value #SCALE} px per point. Content layer only. O(labels × QR modules).
 */
public final class LabelSheetFigure implements Figure {

    /** World units (pixels at zoom 1) per PDF point. */
    static final double SCALE = 2.5;
    static final double MARGIN = 12;
    static final double CAPTION = 18;

    private final List<LabelCard> cards;
    private final Palette colors;

    public LabelSheetFigure(List<LabelCard> cards, Palette palette) {
        this.cards = List.copyOf(cards);
        this.colors = palette;
    }

    @Override
    public Size size() {
        double width = cards.stream().mapToDouble(LabelCard::width).max().orElse(160) * SCALE;
        double height = MARGIN;
        for (LabelCard card : cards) {
            height += CAPTION + card.height() * SCALE + MARGIN;
        }
        return new Size(2 * MARGIN + width, Math.max(height, MARGIN + CAPTION + MARGIN));
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, colors.background());
        p.save();
        v.apply(p);
        if (cards.isEmpty()) {
            p.fill(colors.mutedInk());
            p.text("Pick a label in the list to preview its cable", MARGIN, MARGIN + 14, 13);
        }
        double top = MARGIN;
        for (LabelCard card : cards) {
            p.fill(colors.ink());
            p.text(card.caption(), MARGIN, top + 13, 12);
            top += CAPTION;
            drawCard(p, card, MARGIN, top);
            top += card.height() * SCALE + MARGIN;
        }
        p.restore();
    }

    private void drawCard(Painter p, LabelCard card, double left, double top) {
        double w = card.width() * SCALE;
        double h = card.height() * SCALE;
        p.fill(colors.paper());
        p.fillRect(left, top, w, h);
        p.stroke(colors.frame(), 1);
        p.strokeRect(left, top, w, h);
        for (LabelCard.Copy copy : card.copies()) {
            drawCopy(p, copy, left, top, card.height());
        }
    }

    /** One copy; PDF y runs up from the card's bottom edge, {@code height} points below {@code top}. */
    private void drawCopy(Painter p, LabelCard.Copy copy, double left, double top, double height) {
        LabelCard.Qr qr = copy.qr();
        double module = copy.qrSize() * SCALE / qr.side();
        double qrLeft = left + copy.qrX() * SCALE;
        double qrTop = top + (height - copy.qrY() - copy.qrSize()) * SCALE;
        p.fill(colors.paperInk());
        for (int row = 0; row < qr.side(); row++) {
            for (int column = 0; column < qr.side(); column++) {
                if (qr.dark(column, row)) {
                    p.fillRect(qrLeft + column * module, qrTop + row * module, module, module);
                }
            }
        }
        for (LabelCard.Text run : copy.texts()) {
            double baseline = top + (height - run.baseline()) * SCALE;
            p.text(run.text(), left + run.x() * SCALE, baseline, screenStyle(p, run));
        }
    }

    /** The run's style at the print's size, shrunk where the painter's font sets the text wider than the print. */
    private static TextStyle screenStyle(Painter p, LabelCard.Text run) {
        TextStyle style = TextStyle.of(run.size() * SCALE);
        style = run.bold() ? style.withBold() : style;
        double screen = p.textWidth(run.text(), style);
        double wanted = run.width() * SCALE;
        return screen <= wanted || screen <= 0 ? style : new TextStyle(style.size() * wanted / screen, run.bold(),
                TextStyle.Anchor.START, TextStyle.Baseline.BASELINE);
    }
}
