package com.lightwire.figure.deck;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;

/**
 * Paints a {@link Slide} on a screen or page of any size, in type sized for a projector: the unit is the screen's
 * height over 1080 (or width over 1920, whichever is smaller), so a 1920x1080 projector gets a 44-pixel caption and a
 * 1280x720 one 30 pixels (never under 28). The figure is magnified as well (1.6 at 1080, at least 1.25), so its own
 * labels read from the back of a room; it keeps its content and selection layers, not the pointer's.
 */
public final class SlidePainter {

    /** Most lines a caption wraps to before it is cut. */
    static final int CAPTION_LINES = 2;
    /** Most lines of notes on a handout page. */
    static final int NOTE_LINES = 8;

    private SlidePainter() {
    }

    /** Layout of one page: what to draw besides the figure. */
    public enum Mode {
        /** Full screen for the audience: caption and counter, no notes. */
        PRESENT,
        /** A handout page or image: the same, with the notes under the caption. */
        HANDOUT
    }

    /** Sizes of one screen: the unit and the type and margins derived from it. */
    record Metrics(double unit, double caption, double counter, double notes, double pad, double magnification) {
        static Metrics of(double w, double h) {
            double unit = Math.min(w / 1920, h / 1080);
            return new Metrics(unit, Math.max(28, 44 * unit), Math.max(18, 26 * unit), Math.max(14, 22 * unit),
                    Math.max(12, 28 * unit), Math.max(1.25, 1.6 * unit));
        }
    }

    /** Paints {@code slide} over the area {@code w x h} from the origin. */
    public static void paint(Painter p, Slide slide, double w, double h, SlidePalette colors, Mode mode) {
        Metrics m = Metrics.of(w, h);
        p.fill(colors.background());
        p.fillRect(0, 0, w, h);
        List<String> caption = wrap(p, slide.caption(), TextStyle.of(m.caption()).withBold(), w - 2 * m.pad()
                - counterWidth(p, slide, m), CAPTION_LINES);
        List<String> notes = mode == Mode.HANDOUT ? wrap(p, slide.notes(), TextStyle.of(m.notes()), w - 2 * m.pad(),
                NOTE_LINES) : List.of();
        double band = m.pad() + lineHeight(m.caption()) * Math.max(1, caption.size())
                + (slide.phase().isEmpty() ? 0 : lineHeight(m.counter()))
                + (notes.isEmpty() ? 0 : m.pad() / 2 + lineHeight(m.notes()) * notes.size()) + m.pad();
        double figureHeight = Math.max(1, h - band - m.pad());
        paintFigure(p, slide, m.pad(), m.pad(), w - 2 * m.pad(), figureHeight, m.magnification(), colors);
        double y = m.pad() + figureHeight + m.pad() / 2;
        p.stroke(colors.rule(), Math.max(1, 2 * m.unit()));
        p.line(m.pad(), y, w - m.pad(), y);
        y += m.pad() / 2;
        if (!slide.phase().isEmpty()) {
            p.fill(colors.accent());
            p.text(slide.phase(), m.pad(), y, TextStyle.of(m.counter()).withBold().baseline(TextStyle.Baseline.TOP));
            y += lineHeight(m.counter());
        }
        p.fill(colors.mutedInk());
        p.text(slide.counter(), w - m.pad(), y, TextStyle.of(m.counter()).anchor(TextStyle.Anchor.END)
                .baseline(TextStyle.Baseline.TOP));
        p.fill(colors.ink());
        for (String line : caption) {
            p.text(line, m.pad(), y, TextStyle.of(m.caption()).withBold().baseline(TextStyle.Baseline.TOP));
            y += lineHeight(m.caption());
        }
        y += m.pad() / 2;
        p.fill(colors.mutedInk());
        for (String line : notes) {
            p.text(line, m.pad(), y, TextStyle.of(m.notes()).baseline(TextStyle.Baseline.TOP));
            y += lineHeight(m.notes());
        }
    }

    /** The figure in its area, clipped, magnified, framed by the camera; a note when the view has no figure. */
    private static void paintFigure(Painter p, Slide slide, double x, double y, double w, double h,
                                    double magnification, SlidePalette colors) {
        p.save();
        p.translate(x, y);
        p.clipRect(0, 0, w, h);
        if (slide.figure() == null) {
            p.fill(colors.mutedInk());
            p.text("(this view has no drawing to show)", w / 2, h / 2, TextStyle.of(24 * magnification).centred());
        } else {
            p.scale(magnification, magnification);
            Viewport view = Framing.of(slide.camera(), slide.figure().size(), w / magnification, h / magnification,
                    12);
            slide.figure().paint(p, view, Layer.CONTENT);
            slide.figure().paint(p, view, Layer.SELECTION);
        }
        p.restore();
    }

    private static double counterWidth(Painter p, Slide slide, Metrics m) {
        return p.textWidth(slide.counter(), TextStyle.of(m.counter())) + m.pad();
    }

    static double lineHeight(double size) {
        return size * 1.3;
    }

    /** {@code text} broken at spaces and newlines into lines of at most {@code width}; the last kept line is cut. */
    static List<String> wrap(Painter p, String text, TextStyle style, double width, int maxLines) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.strip().split("\n")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.strip().split(" +")) {
                String tried = line.length() == 0 ? word : line + " " + word;
                if (line.length() > 0 && p.textWidth(tried, style) > width) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(tried);
                }
            }
            if (line.length() > 0) {
                lines.add(line.toString());
            }
        }
        if (lines.size() > maxLines) {
            List<String> kept = new ArrayList<>(lines.subList(0, maxLines));
            kept.set(maxLines - 1, kept.get(maxLines - 1) + " ...");
            return kept;
        }
        return lines;
    }
}
