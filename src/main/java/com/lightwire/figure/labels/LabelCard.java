package com.lightwire.figure.labels;

import java.util.BitSet;
import java.util.List;

/**
 * One label cell as printed, laid out in PDF points with y up from the cell's bottom edge: a tape segment holds the
 * label twice, a sheet cell once. Built by the PDF writer's layout so the preview matches the print.
 *
 * @param caption what the label is and what it is printed on, e.g. "DUPLEX on a4:3x10 (63 x 27 mm)"
 * @param width   cell width (points)
 * @param height  cell height (points)
 * @param copies  the copies of the label in the cell
 */
public record LabelCard(String caption, double width, double height, List<Copy> copies) {

    public LabelCard {
        copies = List.copyOf(copies);
    }

    /**
     * One copy of the label: its QR code and text lines.
     *
     * @param qr     the QR code, quiet zone included
     * @param qrX    left edge of the QR square
     * @param qrY    bottom edge of the QR square
     * @param qrSize side of the QR square
     * @param texts  the lines of text, the id first
     */
    public record Copy(Qr qr, double qrX, double qrY, double qrSize, List<Text> texts) {
        public Copy {
            texts = List.copyOf(texts);
        }
    }

    /**
     * A square QR matrix.
     *
     * @param side    modules per side
     * @param modules dark modules, bit y · side + x
     */
    public record Qr(int side, BitSet modules) {
        public Qr {
            modules = (BitSet) modules.clone();
        }

        public boolean dark(int x, int y) {
            return modules.get(y * side + x);
        }
    }

    /**
     * One line of text.
     *
     * @param text     the text, already cut to fit
     * @param bold     true for the id
     * @param size     font size (points)
     * @param x        left edge
     * @param baseline baseline (y up)
     * @param width    width of the text in the print font
     */
    public record Text(String text, boolean bold, double size, double x, double baseline, double width) {
    }
}
