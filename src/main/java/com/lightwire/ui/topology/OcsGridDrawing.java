package com.lightwire.ui.topology;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.ui.common.Painter;

import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * Draws one method's configuration as a grid of OCS tiles, one row per group and one column per OCS; each tile is
 * the OCS's crossbar (ingress ports down, egress ports across) with a mark per circuit, orange when the circuit is
 * new against the configuration current at realize time. Tiles outside the view are skipped; tiles too small for
 * their circuits are drawn as one square shaded by their share of rewired circuits. O(visible tiles × ports).
 */
final class OcsGridDrawing implements ZoomCanvas.Drawing {

    private static final double LABEL = 36;
    private static final double HEADER = 20;
    private static final double GAP = 10;
    private static final int KEPT = 0xFF4A5568;
    private static final int REWIRED = 0xFFDD6B20;
    private static final int TILE = 0xFFF7FAFC;
    private static final int FRAME = 0xFFA0AEC0;
    private static final int SHOWN_GROUP = 0xFF3182CE;

    private final Supplier<MethodOutcome> outcome;
    private final IntSupplier shownGroup;
    private boolean dark;

    OcsGridDrawing(Supplier<MethodOutcome> outcome, IntSupplier shownGroup) {
        this.outcome = outcome;
        this.shownGroup = shownGroup;
    }

    void setDark(boolean isDark) {
        dark = isDark;
    }

    private OcsConfiguration config() {
        MethodOutcome o = outcome.get();
        return o == null ? null : o.configuration();
    }

    /** Side of one OCS tile in world units: at least 4 units per port, at least 40 in all. */
    private static double tile(OcsConfiguration c) {
        return Math.max(40, c.ports() * 4.0);
    }

    @Override
    public double width() {
        OcsConfiguration c = config();
        return c == null ? 320 : LABEL + c.ocsPerGroup() * (tile(c) + GAP);
    }

    @Override
    public double height() {
        OcsConfiguration c = config();
        return c == null ? 60 : HEADER + c.groups() * (tile(c) + GAP);
    }

    @Override
    public void draw(Painter p, double x0, double y0, double x1, double y1, double scale) {
        OcsConfiguration c = config();
        p.fill(dark ? 0xFFE2E8F0 : 0xFF1A202C);
        if (c == null) {
            MethodOutcome o = outcome.get();
            p.text(o == null ? "Not realized yet: press Realize." : "No configuration: " + o.metricsLine(), 8, 24, 13);
            return;
        }
        double step = tile(c) + GAP;
        int h0 = Math.max(0, (int) Math.floor((y0 - HEADER) / step));
        int h1 = Math.min(c.groups(), (int) Math.ceil((y1 - HEADER) / step));
        int k0 = Math.max(0, (int) Math.floor((x0 - LABEL) / step));
        int k1 = Math.min(c.ocsPerGroup(), (int) Math.ceil((x1 - LABEL) / step));
        labels(p, c, scale, h0, h1, k0, k1);
        for (int h = h0; h < h1; h++) {
            for (int k = k0; k < k1; k++) {
                drawTile(p, c, h, k, LABEL + k * step, HEADER + h * step, scale);
            }
        }
        int shown = shownGroup.getAsInt();
        if (shown < c.groups()) {
            p.stroke(SHOWN_GROUP, 2 / scale);
            p.strokeRect(LABEL - GAP / 2, HEADER + shown * step - GAP / 2, c.ocsPerGroup() * step, step);
        }
    }

    private void labels(Painter p, OcsConfiguration c, double scale, int h0, int h1, int k0, int k1) {
        double size = 11 / Math.max(scale, 0.05);
        if (size * scale < 8 || tile(c) * scale < 18) {
            return;
        }
        double step = tile(c) + GAP;
        double font = Math.min(size, tile(c) / 3);
        for (int h = h0; h < h1; h++) {
            p.text("G" + h, 2, HEADER + h * step + tile(c) / 2, font);
        }
        for (int k = k0; k < k1; k++) {
            p.text("OCS " + k, LABEL + k * step, HEADER - 5, Math.min(font, HEADER - 6));
        }
    }

    private void drawTile(Painter p, OcsConfiguration c, int h, int k, double x, double y, double scale) {
        double side = tile(c);
        double port = side / c.ports();
        MethodOutcome o = outcome.get();
        if (port * scale < 1) {
            drawSummary(p, c, o, h, k, x, y, side);
            return;
        }
        p.fill(TILE);
        p.fillRect(x, y, side, side);
        double mark = Math.max(port * 0.8, 1 / scale);
        for (int in = 0; in < c.ports(); in++) {
            int out = c.egressOf(h, k, in);
            if (out != OcsConfiguration.NONE) {
                p.fill(o.isRewired(h, k, in) ? REWIRED : KEPT);
                p.fillRect(x + out * port + (port - mark) / 2, y + in * port + (port - mark) / 2, mark, mark);
            }
        }
        p.stroke(FRAME, 1 / scale);
        p.strokeRect(x, y, side, side);
    }

    /** One square for an OCS whose circuits would be smaller than a pixel: grey to orange by rewired share. */
    private static void drawSummary(Painter p, OcsConfiguration c, MethodOutcome o, int h, int k, double x, double y,
                                    double side) {
        int circuits = 0;
        int rewired = 0;
        for (int in = 0; in < c.ports(); in++) {
            if (c.egressOf(h, k, in) != OcsConfiguration.NONE) {
                circuits++;
                rewired += o.isRewired(h, k, in) ? 1 : 0;
            }
        }
        p.fill(circuits == 0 ? TILE : MatrixDrawing.mix(KEPT, REWIRED, (double) rewired / circuits));
        p.fillRect(x, y, side, side);
    }
}
