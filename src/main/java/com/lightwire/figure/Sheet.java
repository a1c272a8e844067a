package com.lightwire.figure;

import java.util.List;

/**
 * A figure for export: a title and subtitle, one or more panels side by side (each a heading, a few lines of figures
 * and a body figure drawn at its own scale) and a legend of what the colours mean. World units are pixels at scale 1.
 * Layout estimates text widths (0.6 em a character) so that it needs no painter; text is never clipped by it.
 */
public final class Sheet implements Figure {

    static final double MARGIN = 16;
    static final double TITLE_SIZE = 16;
    static final double TEXT_SIZE = 12;
    private static final double LINE = 15;
    private static final double GAP = 32;
    private static final double SWATCH = 12;
    /** Room around each body, inside its clip, for what a body draws just outside its extent (labels above racks). */
    static final double PAD = 10;

    /**
     * One body with its heading and text lines.
     *
     * @param heading the panel's title (bold)
     * @param lines   lines under the heading, e.g. metrics
     * @param body    the figure shown
     * @param scale   screen units per body world unit at sheet scale 1
     * @param room    sheet units left of and above the body for what it draws outside its extent in screen space
     *                (its {@link Axes}), {left, top}
     */
    public record Panel(String heading, List<String> lines, Figure body, double scale, double[] room) {
        public Panel {
            heading = Texts.cut(heading, Texts.MAX_LINE);
            lines = lines.stream().map(l -> Texts.cut(l, Texts.MAX_LINE)).toList();
            room = room.clone();
        }

        /** A panel whose body draws only inside its extent (and {@link #PAD} around it). */
        public Panel(String heading, List<String> lines, Figure body, double scale) {
            this(heading, lines, body, scale, new double[] {0, 0});
        }

        /** A panel whose body has {@link Axes} left of and above it. */
        public static Panel withAxes(String heading, List<String> lines, Figure body, double scale) {
            return new Panel(heading, lines, body, scale, new double[] {Axes.LEFT_ROOM, Axes.TOP_ROOM});
        }

        @Override
        public double[] room() {
            return room.clone();
        }

        double width() {
            double text = Math.max(textWidth(heading, TEXT_SIZE), lines.stream().mapToDouble(l -> textWidth(l,
                    TEXT_SIZE)).max().orElse(0));
            return Math.max(room[0] + body.size().width() * scale + 2 * PAD, text);
        }

        double height() {
            return room[1] + body.size().height() * scale + 2 * PAD;
        }
    }

    /** How a legend entry shows its colour. */
    public enum Swatch {
        FILL, LINE, FRAME
    }

    /**
     * One legend entry.
     *
     * @param swatch how the colour is shown
     * @param argb   the colour
     * @param label  what it means
     */
    public record Entry(Swatch swatch, int argb, String label) {
        public Entry {
            label = Texts.cut(label, Texts.MAX_LINE);
        }

        double width() {
            return SWATCH + 6 + textWidth(label, TEXT_SIZE) + 18;
        }
    }

    private final String title;
    private final String subtitle;
    private final List<Panel> panels;
    private final List<Entry> legend;
    private final Palette palette;
    private final double headerHeight;
    private final double width;

    public Sheet(String title, String subtitle, List<Panel> panels, List<Entry> legend, Palette palette) {
        this.title = Texts.cut(title, Texts.MAX_LINE);
        this.subtitle = Texts.cut(subtitle, Texts.MAX_LINE);
        this.panels = List.copyOf(panels);
        this.legend = List.copyOf(legend);
        this.palette = palette;
        int lines = this.panels.stream().mapToInt(p -> p.lines().size()).max().orElse(0);
        headerHeight = LINE * (1 + lines) + 8;
        double panelsWidth = this.panels.stream().mapToDouble(Panel::width).sum() + GAP * Math.max(0,
                this.panels.size() - 1);
        double titleWidth = Math.max(textWidth(this.title, TITLE_SIZE), textWidth(this.subtitle, TEXT_SIZE));
        width = 2 * MARGIN + Math.max(Math.max(panelsWidth, titleWidth), 320);
    }

    /** Estimated advance width of {@code text} at {@code size}, for layout only. */
    static double textWidth(String text, double size) {
        return text.length() * size * 0.6;
    }

    private double panelsTop() {
        return MARGIN + TITLE_SIZE + 6 + (subtitle.isEmpty() ? 0 : LINE) + 10;
    }

    private double bodiesHeight() {
        return panels.stream().mapToDouble(Panel::height).max().orElse(0);
    }

    private double legendTop() {
        return panelsTop() + headerHeight + bodiesHeight() + 16;
    }

    /** Legend rows: entries flow left to right and wrap at the sheet's width. */
    private int legendRows() {
        int rows = legend.isEmpty() ? 0 : 1;
        double x = 0;
        for (Entry e : legend) {
            if (x > 0 && x + e.width() > width - 2 * MARGIN) {
                rows++;
                x = 0;
            }
            x += e.width();
        }
        return rows;
    }

    /**
     * World point (x, y) of this sheet in the body coordinates of panel {@code panel} (what the body's own
     * {@code pick} reads), as {x, y}.
     */
    public double[] toBody(int panel, double x, double y) {
        double left = MARGIN;
        for (int i = 0; i < panel; i++) {
            left += panels.get(i).width() + GAP;
        }
        Panel p = panels.get(panel);
        double top = panelsTop() + headerHeight;
        return new double[] {(x - left - PAD - p.room[0]) / p.scale(), (y - top - PAD - p.room[1]) / p.scale()};
    }

    @Override
    public Size size() {
        return new Size(width, legendTop() + legendRows() * (LINE + 4) + MARGIN);
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, view, palette.background());
        p.save();
        view.apply(p);
        p.fill(palette.ink());
        p.text(title, MARGIN, MARGIN + TITLE_SIZE, TextStyle.of(TITLE_SIZE).withBold());
        if (!subtitle.isEmpty()) {
            p.fill(palette.mutedInk());
            p.text(subtitle, MARGIN, MARGIN + TITLE_SIZE + 6 + TEXT_SIZE, TEXT_SIZE);
        }
        paintLegend(p);
        double x = MARGIN;
        for (Panel panel : panels) {
            paintHeading(p, panel, x);
            x += panel.width() + GAP;
        }
        p.restore();
        x = MARGIN;
        for (Panel panel : panels) {
            paintBody(p, view, panel, x, panelsTop() + headerHeight);
            x += panel.width() + GAP;
        }
    }

    private void paintHeading(Painter p, Panel panel, double x) {
        double y = panelsTop() + TEXT_SIZE;
        p.fill(palette.ink());
        p.text(panel.heading(), x, y, TextStyle.of(TEXT_SIZE).withBold());
        p.fill(palette.mutedInk());
        for (String line : panel.lines()) {
            y += LINE;
            p.text(line, x, y, TEXT_SIZE);
        }
    }

    /**
     * The body in its own viewport, in sheet units: the painter moved to the padded body's corner, scaled by the
     * sheet's zoom and clipped to the body, so what a body draws in screen units (axis type, one-unit strokes) keeps
     * its size relative to the sheet at every export size.
     */
    private static void paintBody(Painter p, Viewport view, Panel panel, double x, double y) {
        Size body = panel.body().size();
        double left = PAD + panel.room[0];
        double top = PAD + panel.room[1];
        double w = body.width() * panel.scale() + left + PAD;
        double h = body.height() * panel.scale() + top + PAD;
        p.save();
        p.translate(view.toScreenX(x), view.toScreenY(y));
        p.scale(view.scale(), view.scale());
        p.clipRect(0, 0, w, h);
        panel.body().paint(p, new Viewport(panel.scale(), left, top, w, h), Layer.CONTENT);
        p.restore();
    }

    private void paintLegend(Painter p) {
        double x = MARGIN;
        double y = legendTop();
        for (Entry e : legend) {
            if (x > MARGIN && x + e.width() > width - MARGIN) {
                x = MARGIN;
                y += LINE + 4;
            }
            swatch(p, e, x, y);
            p.fill(palette.ink());
            p.text(e.label(), x + SWATCH + 6, y + SWATCH / 2, TextStyle.of(TEXT_SIZE)
                    .baseline(TextStyle.Baseline.MIDDLE));
            x += e.width();
        }
    }

    private void swatch(Painter p, Entry e, double x, double y) {
        switch (e.swatch()) {
            case FILL -> {
                p.fill(e.argb());
                p.fillRect(x, y, SWATCH, SWATCH);
                p.stroke(palette.frame(), 0.5);
                p.strokeRect(x, y, SWATCH, SWATCH);
            }
            case LINE -> {
                p.stroke(e.argb() | 0xFF000000, 3);
                p.line(x, y + SWATCH / 2, x + SWATCH, y + SWATCH / 2);
            }
            case FRAME -> {
                p.stroke(e.argb(), 2);
                p.strokeRect(x + 1, y + 1, SWATCH - 2, SWATCH - 2);
            }
        }
    }
}
