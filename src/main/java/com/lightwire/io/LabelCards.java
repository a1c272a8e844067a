package com.lightwire.io;

import com.google.zxing.common.BitMatrix;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.figure.labels.LabelCard;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * Lays out labels as the PDF writer prints them ({@link LabelLayout}, {@link LabelQr}) for the label preview figure:
 * one card per label, the label twice on a tape segment. O(labels × QR modules).
 */
public final class LabelCards {

    private LabelCards() {
    }

    /** The cards of {@code labels} printed on {@code media}. */
    public static List<LabelCard> of(List<CableLabel> labels, LabelMedia media) {
        List<LabelCard> cards = new ArrayList<>();
        float width = media.tape() ? media.pageWidth() : media.cellWidth();
        float height = media.tape() ? media.pageHeight() : media.cellHeight();
        for (CableLabel label : labels) {
            List<LabelCard.Copy> copies = new ArrayList<>();
            if (media.tape()) {
                float half = media.pageWidth() / 2 - LabelMedia.MM;
                copies.add(copy(label, 0, half, height));
                copies.add(copy(label, half + 2 * LabelMedia.MM, half, height));
            } else {
                copies.add(copy(label, 0, width, height));
            }
            String caption = label.kind().name().replace('_', ' ') + " on " + media.name() + String.format(Locale.ROOT,
                    " (%.0f x %.0f mm)", width / LabelMedia.MM, height / LabelMedia.MM);
            cards.add(new LabelCard(caption, width, height, copies));
        }
        return cards;
    }

    /** One copy at x offset {@code x} (points), {@code width} wide. */
    private static LabelCard.Copy copy(CableLabel label, float x, float width, float height) {
        LabelLayout layout = LabelLayout.of(label, x, 0, width, height);
        List<LabelCard.Text> texts = new ArrayList<>();
        for (LabelLayout.TextRun run : layout.texts()) {
            texts.add(new LabelCard.Text(run.text(), run.bold(), run.size(), run.x(), run.baseline(), run.width()));
        }
        return new LabelCard.Copy(qr(LabelQr.encode(label.id())), layout.qrX(), layout.qrY(), layout.qrSize(), texts);
    }

    private static LabelCard.Qr qr(BitMatrix matrix) {
        int side = matrix.getWidth();
        BitSet dark = new BitSet(side * side);
        for (int y = 0; y < side; y++) {
            for (int x = 0; x < side; x++) {
                dark.set(y * side + x, matrix.get(x, y));
            }
        }
        return new LabelCard.Qr(side, dark);
    }
}
