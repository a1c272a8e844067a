package com.lightwire.ui.fabric;

import com.lightwire.model.RackRole;
import com.lightwire.ui.common.Painter;

import java.util.Arrays;

/**
 * Draws the floor plan through a {@link Painter}, back to front: row bands, OCS racks, the cables at the level of
 * detail chosen by {@link CableLayer} (so fiber ends inside OCS racks stay visible), pod racks (cables pass behind
 * them; their spine ends sit on the rack's bottom edge), selection outlines, labels, the hovered and highlighted fiber
 * and the rubber band. Racks outside the view are culled and drawn as two batched fills (border colour, then the fill
 * inset by a pixel) rather than strokes; labels smaller than {@value #MIN_TEXT_PX} px are skipped. A frame costs
 * O(racks + cables) to cull and a bounded number of primitives to paint.
 */
final class FabricRenderer {

    /** Smallest label drawn, in pixels. */
    static final double MIN_TEXT_PX = 6;

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

    /** Draws one frame; returns the number of cable segments drawn. */
    static int draw(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        p.fill(colors.background());
        p.fillRect(0, 0, viewW, viewH);
        drawRows(p, m, viewW, viewH, colors);
        int[] visible = visibleRacks(m, viewW, viewH);
        fillRacks(p, m, visible, true, colors.ocsFill(), colors.rackStroke());
        int segments = CableLayer.draw(p, m, viewW, viewH, m.detailFor(viewW, viewH), colors);
        fillRacks(p, m, visible, false, colors.rackFill(), colors.rackStroke());
        outlineSelectedRacks(p, m, visible, colors);
        labelRacks(p, m, visible, colors);
        drawCablePath(p, m, m.hoverCable, colors.hover());
        drawCablePath(p, m, m.highlightedCable, colors.highlight());
        drawRubberBand(p, m, colors);
        return segments;
    }

    private static void drawRows(Painter p, FabricViewModel m, double viewW, double viewH, Palette colors) {
        Viewport v = m.viewport;
        int firstRow = (int) Math.max(0, Math.floor(v.toWorldY(0) / FabricGeometry.ROW_H));
        int lastRow = (int) Math.min(m.geometry.height / FabricGeometry.ROW_H, Math.ceil(v.toWorldY(viewH)
                / FabricGeometry.ROW_H));
        double x = Math.max(-1, v.toScreenX(-4));
        double w = Math.min(viewW + 1, v.toScreenX(m.geometry.width)) - x;
        p.fill(colors.rowBand());
        for (int row = firstRow; row <= lastRow && w > 0; row++) {
            double y = v.toScreenY(row * FabricGeometry.ROW_H - 4);
            p.fillRect(x, y, w, (FabricGeometry.RACK_H + 8) * v.scale);
        }
    }

    /** Indices of the racks inside the view (where the drag preview shows the selected ones). */
    private static int[] visibleRacks(FabricViewModel m, double viewW, double viewH) {
        FabricGeometry g = m.geometry;
        Viewport v = m.viewport;
        double w = FabricGeometry.RACK_W * v.scale;
        double h = FabricGeometry.RACK_H * v.scale;
        int[] visible = new int[g.racks.size()];
        int n = 0;
        for (int r = 0; r < g.racks.size(); r++) {
            double x = rackScreenX(m, r);
            double y = rackScreenY(m, r);
            if (x + w >= 0 && y + h >= 0 && x <= viewW && y <= viewH) {
                visible[n++] = r;
            }
        }
        return Arrays.copyOf(visible, n);
    }

    private static double rackScreenX(FabricViewModel m, int r) {
        boolean moved = m.dragSlots != 0 && m.selectedRacks.contains(m.geometry.racks.get(r).id());
        return m.viewport.toScreenX(m.geometry.rackX[r] + (moved ? m.dragSlots * FabricGeometry.SLOT_W : 0));
    }

    private static double rackScreenY(FabricViewModel m, int r) {
        boolean moved = m.dragRows != 0 && m.selectedRacks.contains(m.geometry.racks.get(r).id());
        return m.viewport.toScreenY(m.geometry.rackY[r] + (moved ? m.dragRows * FabricGeometry.ROW_H : 0));
    }

    /** Racks of one role as a border-coloured rectangle under a fill inset by one pixel: two fills, no strokes. */
    private static void fillRacks(Painter p, FabricViewModel m, int[] visible, boolean ocs, int color, int border) {
        double w = FabricGeometry.RACK_W * m.viewport.scale;
        double h = FabricGeometry.RACK_H * m.viewport.scale;
        p.fill(border);
        for (int r : visible) {
            if (m.isOcsRack(r) == ocs) {
                p.fillRect(rackScreenX(m, r), rackScreenY(m, r), w, h);
            }
        }
        if (w <= 2 || h <= 2) {
            return;
        }
        p.fill(color);
        for (int r : visible) {
            if (m.isOcsRack(r) == ocs) {
                p.fillRect(rackScreenX(m, r) + 1, rackScreenY(m, r) + 1, w - 2, h - 2);
            }
        }
    }

    private static void outlineSelectedRacks(Painter p, FabricViewModel m, int[] visible, Palette colors) {
        double w = FabricGeometry.RACK_W * m.viewport.scale;
        double h = FabricGeometry.RACK_H * m.viewport.scale;
        p.stroke(colors.selection(), 2.5);
        for (int r : visible) {
            if (m.selectedRacks.contains(m.geometry.racks.get(r).id())) {
                p.strokeRect(rackScreenX(m, r), rackScreenY(m, r), w, h);
            }
        }
    }

    private static void labelRacks(Painter p, FabricViewModel m, int[] visible, Palette colors) {
        double size = Math.min(12, 6 * m.viewport.scale);
        if (m.viewport.scale < 1.2 || size < MIN_TEXT_PX) {
            return;
        }
        p.fill(colors.text());
        for (int r : visible) {
            p.text(m.geometry.racks.get(r).id(), rackScreenX(m, r) + 1, rackScreenY(m, r) - 3, size);
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
}
