package com.lightwire.figure;

/**
 * How a run of text is set: its size (in the painter's current units), weight, and which point of it sits at the
 * coordinates given to {@link Painter#text}.
 *
 * @param size     font size
 * @param bold     bold weight
 * @param anchor   the horizontal point of the text at x
 * @param baseline the vertical point of the text at y
 */
public record TextStyle(double size, boolean bold, Anchor anchor, Baseline baseline) {

    /** Horizontal anchoring. */
    public enum Anchor {
        START, MIDDLE, END
    }

    /** Vertical anchoring. */
    public enum Baseline {
        /** The alphabetic baseline. */
        BASELINE,
        /** Half way between the ascent and the descent. */
        MIDDLE,
        /** The top of the ascent. */
        TOP
    }

    public TextStyle {
        if (!(size > 0)) {
            throw new IllegalArgumentException("font size must be positive: " + size);
        }
    }

    /** Regular text of {@code size}, starting at x on the baseline. */
    public static TextStyle of(double size) {
        return new TextStyle(size, false, Anchor.START, Baseline.BASELINE);
    }

    public TextStyle withBold() {
        return new TextStyle(size, true, anchor, baseline);
    }

    public TextStyle anchor(Anchor where) {
        return new TextStyle(size, bold, where, baseline);
    }

    public TextStyle baseline(Baseline where) {
        return new TextStyle(size, bold, anchor, where);
    }

    /** Centred on the point both ways. */
    public TextStyle centred() {
        return new TextStyle(size, bold, Anchor.MIDDLE, Baseline.MIDDLE);
    }
}
