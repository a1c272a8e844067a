package com.lightwire.ui.fabric;

import com.lightwire.model.RackRole;
import com.lightwire.ui.common.Painter;

/**
 * Draws the floor plan through a {@link Painter}. Culls racks and fibers outside the view; draws one bundle per
 * (pod, OCS group) when zoomed out, and individual strands (trunk, Tx leg, Rx leg) when zoomed in and at most
 * {@value #STRAND_BUDGET} cables cross the view, so a frame costs O(racks + P·H) or O(cables) with a bounded number
 * of strokes.
 */
final class FabricRenderer {

    /** Zoom from which strands replace bundles. */
    static final double STRAND_SCALE = 1.5;
    /** Most cables drawn strand by strand in one frame; beyond it the view keeps bundles. */
    static final int STRAND_BUDGET = 12_000;

    private FabricRenderer() {
    }

    /** Colours of one theme. */
    record Palette(int background, int rowBand, int rackFill, int ocsFill, int rackStroke, int text, int bundle,
                   int trunk, int tx, int rx, int selection, int highlight, int hover) {
        static final Palette LIGHT = new Palette(0xFFF7F8FA, 0xFFE9ECF1, 0xFFB9D3F0, 0xFFF3D7A6, 0xFF4A5568,
                0xFF1A202C, 0x553B6EA5, 0x885A6B7D, 0xAA2B8A3E, 0xAAC2410C, 0xFF2563EB, 0xFFE11D48, 0xFF9333EA);
        static final Palette DARK = new Palette(0xFF1E2127, 0xFF262A31, 0xFF2F4A68, 0xFF6B5326, 0xFF9AA5B1,
                0xFFE2E8F0, 0x6689B4E0, 0x8899A8B8, 0xAA4ADE80, 0xAAFB923C, 0xFF60A5FA, 0xFFFB7185, 0xFFC084FC);
    }

    static boolean showsStrands(FabricViewModel m, double viewW, double viewH) {
        return m.viewport.scale >= STRAND_SCALE
                && (viewW == Double.MAX_VALUE || visibleCables(m, viewW, viewH) <= STRAND_BUDGET);
    }

    static void draw(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        p.fill(colors.background());
        p.fillRect(0, 0, viewW, viewH);
        drawRows(p, m, viewW, viewH, colors);
        if (m.viewport.scale >= STRAND_SCALE && visibleCables(m, viewW, viewH) <= STRAND_BUDGET) {
            drawStrands(p, m, viewW, viewH, colors);
        } else {
            drawBundles(p, m, colors);
        }
        drawRacks(p, m, viewW, viewH, colors);
        drawCablePath(p, m, m.hoverCable, colors.hover());
        drawCablePath(p, m, m.highlightedCable, colors.highlight());
        drawRubberBand(p, m, colors);
    }

    private static void drawRows(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        Viewport v = m.viewport;
        int firstRow = (int) Math.max(0, Math.floor(v.toWorldY(0) / FabricGeometry.ROW_H));
        int lastRow = (int) Math.min(m.geometry.height / FabricGeometry.ROW_H, Math.ceil(v.toWorldY(viewH)
                / FabricGeometry.ROW_H));
        p.fill(colors.rowBand());
        for (int row = firstRow; row <= lastRow; row++) {
            double y = v.toScreenY(row * FabricGeometry.ROW_H - 4);
            p.fillRect(v.toScreenX(-4), y, m.geometry.width * v.scale, (FabricGeometry.RACK_H + 8) * v.scale);
        }
    }

    private static void drawBundles(Painter p, FabricViewModel m, Palette colors) {
        FabricGeometry g = m.geometry;
        Viewport v = m.viewport;
        int groups = Math.max(1, g.groupCount());
        p.stroke(colors.bundle(), Math.max(1, Math.min(4, v.scale * 2)));
        p.beginPath();
        for (int b = 0; b < g.bundleX1.length; b++) {
            if (m.groupFilter < 0 || b % groups == m.groupFilter) {
                p.segment(v.toScreenX(g.bundleX1[b]), v.toScreenY(g.bundleY1[b]), v.toScreenX(g.bundleX2[b]),
                        v.toScreenY(g.bundleY2[b]));
            }
        }
        p.strokePath();
    }

    private static void drawStrands(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        FabricGeometry g = m.geometry;
        Viewport v = m.viewport;
        double[] box = worldBox(v, viewW, viewH);
        for (int pass = 0; pass < 3; pass++) {
            p.stroke(pass == 0 ? colors.trunk() : pass == 1 ? colors.tx() : colors.rx(), 1);
            p.beginPath();
            for (int c = 0; c < g.cableCount(); c++) {
                if ((m.groupFilter >= 0 && g.cableGroup[c] != m.groupFilter) || !cableVisible(g, c, box)) {
                    continue;
                }
                float x1 = pass == 0 ? g.spineX[c] : g.splitX[c];
                float y1 = pass == 0 ? g.spineY[c] : g.splitY[c];
                float x2 = pass == 0 ? g.splitX[c] : pass == 1 ? g.txX[c] : g.rxX[c];
                float y2 = pass == 0 ? g.splitY[c] : pass == 1 ? g.txY[c] : g.rxY[c];
                p.segment(v.toScreenX(x1), v.toScreenY(y1), v.toScreenX(x2), v.toScreenY(y2));
            }
            p.strokePath();
        }
    }

    private static void drawRacks(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        FabricGeometry g = m.geometry;
        Viewport v = m.viewport;
        double w = FabricGeometry.RACK_W * v.scale;
        double h = FabricGeometry.RACK_H * v.scale;
        for (int r = 0; r < g.racks.size(); r++) {
            boolean selected = m.selectedRacks.contains(g.racks.get(r).id());
            double x = v.toScreenX(g.rackX[r] + (selected ? m.dragSlots * FabricGeometry.SLOT_W : 0));
            double y = v.toScreenY(g.rackY[r] + (selected ? m.dragRows * FabricGeometry.ROW_H : 0));
            if (x + w < 0 || y + h < 0 || x > viewW || y > viewH) {
                continue;
            }
            p.fill(g.racks.get(r).role() == RackRole.OCS ? colors.ocsFill() : colors.rackFill());
            p.fillRect(x, y, w, h);
            p.stroke(selected ? colors.selection() : colors.rackStroke(), selected ? 2.5 : 1);
            p.strokeRect(x, y, w, h);
            if (v.scale >= 1.2) {
                p.fill(colors.text());
                p.text(g.racks.get(r).id(), x + 1, y - 3, Math.min(12, 6 * v.scale));
            }
        }
    }

    private static void drawCablePath(Painter p, FabricViewModel m, int c, int color) {
        if (c < 0 || c >= m.geometry.cableCount()) {
            return;
        }
        FabricGeometry g = m.geometry;
        Viewport v = m.viewport;
        p.stroke(color, 2.5);
        p.line(v.toScreenX(g.spineX[c]), v.toScreenY(g.spineY[c]), v.toScreenX(g.splitX[c]), v.toScreenY(g.splitY[c]));
        p.line(v.toScreenX(g.splitX[c]), v.toScreenY(g.splitY[c]), v.toScreenX(g.txX[c]), v.toScreenY(g.txY[c]));
        p.line(v.toScreenX(g.splitX[c]), v.toScreenY(g.splitY[c]), v.toScreenX(g.rxX[c]), v.toScreenY(g.rxY[c]));
        p.fill(color);
        float[][] points = {{g.spineX[c], g.spineY[c]}, {g.splitX[c], g.splitY[c]}, {g.txX[c], g.txY[c]},
                {g.rxX[c], g.rxY[c]}};
        for (float[] point : points) {
            p.fillOval(v.toScreenX(point[0]) - 4, v.toScreenY(point[1]) - 4, 8, 8);
        }
    }

    private static void drawRubberBand(Painter p, FabricViewModel m, Palette colors) {
        double[] band = m.rubberBand;
        if (band != null) {
            p.stroke(colors.selection(), 1);
            p.strokeRect(Math.min(band[0], band[2]), Math.min(band[1], band[3]), Math.abs(band[2] - band[0]),
                    Math.abs(band[3] - band[1]));
        }
    }

    /** Cables with a part inside the view (after the group filter). O(cables). */
    static int visibleCables(FabricViewModel m, double viewW, double viewH) {
        FabricGeometry g = m.geometry;
        double[] box = worldBox(m.viewport, viewW, viewH);
        int n = 0;
        for (int c = 0; c < g.cableCount(); c++) {
            if ((m.groupFilter < 0 || g.cableGroup[c] == m.groupFilter) && cableVisible(g, c, box)) {
                n++;
            }
        }
        return n;
    }

    private static double[] worldBox(Viewport v, double viewW, double viewH) {
        return new double[] {v.toWorldX(0), v.toWorldY(0), v.toWorldX(viewW), v.toWorldY(viewH)};
    }

    /** True when the bounding box of the cable's three segments meets the visible world box. */
    private static boolean cableVisible(FabricGeometry g, int c, double[] box) {
        float minX = Math.min(Math.min(g.spineX[c], g.txX[c]), g.rxX[c]);
        float maxX = Math.max(Math.max(g.spineX[c], g.txX[c]), g.rxX[c]);
        float minY = Math.min(Math.min(g.spineY[c], g.txY[c]), Math.min(g.rxY[c], g.splitY[c]));
        float maxY = Math.max(Math.max(g.spineY[c], g.txY[c]), Math.max(g.rxY[c], g.splitY[c]));
        return maxX >= box[0] && minX <= box[2] && maxY >= box[1] && minY <= box[3];
    }
}
