package com.lightwire.figure.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.List;

/**
 * One bar per architecture over a titled value axis, each bar in its architecture's colour with its value on top and
 * a note under its name (the reallocation chart: average share of circuits reallocated per reconfiguration, and the
 * number of reconfigurations). The bar under the pointer is outlined and read out on {@link Layer#HOVER}.
 */
public final class BarChart implements Figure {

    static final double LEFT = XyChart.LEFT;
    static final double TOP = 22;
    static final double W = XyChart.W;
    static final double H = 300;

    /**
     * One bar.
     *
     * @param label  the architecture
     * @param colour its colour
     * @param value  the bar's height in axis units
     * @param note   a second line under the label, e.g. "12 reconfigurations"
     */
    public record Bar(String label, int colour, double value, String note) {
    }

    private final List<Bar> bars;
    private final ChartAxis axis;
    private final Palette palette;
    private final int hover;

    public BarChart(List<Bar> bars, String valueTitle, Palette palette) {
        this(List.copyOf(bars), ChartAxis.linear(valueTitle, 0, bars.stream().mapToDouble(Bar::value).max()
                .orElse(0) * 1.1), palette, -1);
    }

    private BarChart(List<Bar> bars, ChartAxis axis, Palette palette, int hover) {
        this.bars = bars;
        this.axis = axis;
        this.palette = palette;
        this.hover = hover;
    }

    public List<Bar> bars() {
        return bars;
    }

    public BarChart withHover(int index) {
        return new BarChart(bars, axis, palette, index);
    }

    /** The legend: one swatch per bar. */
    public List<Sheet.Entry> legend() {
        return bars.stream().map(b -> new Sheet.Entry(Sheet.Swatch.FILL, b.colour(), b.label())).toList();
    }

    private double slot() {
        return W / Math.max(1, bars.size());
    }

    private double top(Bar b) {
        return TOP + H * (1 - Math.max(0, Math.min(1, axis.fraction(b.value()))));
    }

    /** The bar under world (wx, wy), or -1. */
    public int pick(double wx, double wy) {
        int i = (int) Math.floor((wx - LEFT) / slot());
        return wy >= TOP && wy <= TOP + H + 40 && i >= 0 && i < bars.size() ? i : -1;
    }

    public String readout(int index) {
        Bar b = bars.get(index);
        return b.label() + ": " + ChartAxis.format(b.value()) + " " + axis.title().replaceAll(".*\\((.*)\\)", "$1")
                + (b.note().isEmpty() ? "" : ", " + b.note());
    }

    @Override
    public Size size() {
        return new Size(LEFT + W + 24, TOP + H + 60);
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer == Layer.HOVER && hover >= 0 && hover < bars.size()) {
            Bar b = bars.get(hover);
            double x = LEFT + hover * slot() + slot() * 0.2;
            p.stroke(palette.hover(), 2);
            p.strokeRect(v.toScreenX(x), v.toScreenY(top(b)), slot() * 0.6 * v.scale(),
                    (TOP + H - top(b)) * v.scale());
            ReadoutBox.paint(p, readout(hover), v.toScreenX(x), v.toScreenY(top(b)), v, palette);
        }
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        p.save();
        v.apply(p);
        p.fill(palette.surface());
        p.fillRect(LEFT, TOP, W, H);
        for (double t : axis.ticks()) {
            double y = TOP + H * (1 - axis.fraction(t));
            p.stroke(palette.grid(), 1);
            p.line(LEFT, y, LEFT + W, y);
            p.fill(palette.mutedInk());
            p.text(ChartAxis.format(t), LEFT - 6, y, TextStyle.of(11).anchor(TextStyle.Anchor.END)
                    .baseline(TextStyle.Baseline.MIDDLE));
        }
        for (int i = 0; i < bars.size(); i++) {
            bar(p, i);
        }
        p.stroke(palette.ink(), 1);
        p.strokeRect(LEFT, TOP, W, H);
        p.save();
        p.rotate(-Math.PI / 2);
        p.fill(palette.ink());
        p.text(axis.title(), -(TOP + H / 2), 16, TextStyle.of(12).withBold().centred());
        p.restore();
        p.restore();
    }

    private void bar(Painter p, int i) {
        Bar b = bars.get(i);
        double x = LEFT + i * slot();
        double top = top(b);
        p.fill(b.colour());
        p.fillRect(x + slot() * 0.2, top, slot() * 0.6, TOP + H - top);
        p.fill(palette.ink());
        p.text(ChartAxis.format(b.value()), x + slot() / 2, top - 5, TextStyle.of(11).anchor(TextStyle.Anchor.MIDDLE));
        double size = Math.min(11, slot() / Math.max(1, b.label().length()) * 1.7);
        p.text(b.label(), x + slot() / 2, TOP + H + 16, TextStyle.of(size).centred());
        p.fill(palette.mutedInk());
        p.text(b.note(), x + slot() / 2, TOP + H + 32, TextStyle.of(Math.min(10, size)).centred());
    }
}
