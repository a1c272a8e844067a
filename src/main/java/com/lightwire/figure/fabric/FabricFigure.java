package com.lightwire.figure.fabric;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Texts;
import com.lightwire.figure.Viewport;
import com.lightwire.model.Cluster;
import com.lightwire.model.RackRole;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The floor plan with its fibers. Content, back to front: row bands, OCS racks, the cables at the level of detail
 * chosen by {@link CableLayer} (so fiber ends inside OCS racks stay visible), pod racks (cables pass behind them;
 * their spine ends sit on the rack's bottom edge) and rack labels; the selection layer outlines the selected racks and
 * the highlighted fiber, the hover layer the fiber under the pointer, the guides layer the rubber band. Drawn in
 * screen coordinates (mapped through the viewport by hand) so strokes stay one pixel wide at every zoom. Racks
 * outside the view are culled and drawn as two batched fills (border colour, then the fill inset by a pixel) rather
 * than strokes; labels smaller than {@value #MIN_TEXT_PX} px are skipped. A frame costs O(racks + cables) to cull and
 * a bounded number of primitives to paint (ADR 0005).
 */
public final class FabricFigure implements Figure {

    /** Smallest label drawn, in pixels. */
    static final double MIN_TEXT_PX = 6;
    /** Zoom from which rack ids are written above the racks rather than inside them. */
    static final double ABOVE_SCALE = 1.2;
    /** Largest and smallest rack id written inside a rack, in pixels. */
    static final double MAX_INSIDE_TEXT_PX = 11;
    static final double MIN_INSIDE_TEXT_PX = 7;
    /** Zoom of exports: rack labels and strands show. */
    private static final double PREFERRED_SCALE = 2;
    /** Most row bands drawn one by one. */
    private static final int MAX_ROW_BANDS = 10_000;

    private final FabricState state;
    private final FabricGeometry g;
    private final Palette colors;
    private final boolean cropped;

    public FabricFigure(FabricState state, Palette palette) {
        this(state, palette, false);
    }

    private FabricFigure(FabricState state, Palette palette, boolean cropped) {
        this.state = state;
        this.g = state.geometry();
        this.colors = palette;
        this.cropped = cropped;
    }

    /** The floor; an export's copy ends at the last row of racks rather than after its aisle. */
    @Override
    public Size size() {
        return cropped ? g.drawnSize() : g.size();
    }

    @Override
    public double preferredScale() {
        return PREFERRED_SCALE;
    }

    /** The level of detail the cables are drawn at in {@code view}. */
    public Detail detail(Viewport view) {
        return g.detail(view, state.groupFilter());
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        switch (layer) {
            case CONTENT -> paintContent(p, v);
            case SELECTION -> {
                outlineSelectedRacks(p, v, visibleRacks(v));
                drawCablePath(p, v, state.highlightedCable(), colors.highlight());
            }
            case HOVER -> drawCablePath(p, v, state.hoverCable(), colors.hover());
            case GUIDES -> drawRubberBand(p, v);
        }
    }

    /** Paints the content layer; returns the number of cable segments drawn. */
    int paintContent(Painter p, Viewport v) {
        Figure.fillBackground(p, v, colors.background());
        drawRows(p, v);
        int[] visible = visibleRacks(v);
        fillRacks(p, v, visible, true, colors.ocsRack());
        int segments = CableLayer.draw(p, g, state.groupFilter(), v, detail(v), colors);
        fillRacks(p, v, visible, false, colors.podRack());
        labelRacks(p, v, visible);
        return segments;
    }

    /**
     * The row bands; more rows than screen pixels (bands under a pixel apart) or than {@link #MAX_ROW_BANDS} (a
     * whole-floor export of a huge floor) fill as one band.
     */
    private void drawRows(Painter p, Viewport v) {
        int firstRow = (int) Math.max(0, Math.floor(v.toWorldY(0) / FabricGeometry.ROW_H));
        int lastRow = (int) Math.min(Math.ceil(g.size().height() / FabricGeometry.ROW_H) - 1,
                Math.ceil(v.toWorldY(v.height()) / FabricGeometry.ROW_H));
        double x = Math.max(-1, v.toScreenX(-4));
        double w = Math.min(v.width() + 1, v.toScreenX(g.size().width())) - x;
        p.fill(colors.band());
        if ((double) lastRow - firstRow > Math.min(v.height(), MAX_ROW_BANDS)) {
            double top = v.toScreenY(firstRow * FabricGeometry.ROW_H - 4);
            p.fillRect(x, top, w, v.toScreenY(lastRow * FabricGeometry.ROW_H + FabricGeometry.RACK_H + 4) - top);
            return;
        }
        for (int row = firstRow; row <= lastRow && w > 0; row++) {
            double y = v.toScreenY(row * FabricGeometry.ROW_H - 4);
            p.fillRect(x, y, w, (FabricGeometry.RACK_H + 8) * v.scale());
        }
    }

    /** Indices of the racks inside the view (where the drag preview shows the selected ones). */
    private int[] visibleRacks(Viewport v) {
        double w = FabricGeometry.RACK_W * v.scale();
        double h = FabricGeometry.RACK_H * v.scale();
        int[] visible = new int[g.rackCount()];
        int n = 0;
        for (int r = 0; r < g.rackCount(); r++) {
            double x = rackScreenX(v, r);
            double y = rackScreenY(v, r);
            if (x + w >= 0 && y + h >= 0 && x <= v.width() && y <= v.height()) {
                visible[n++] = r;
            }
        }
        return Arrays.copyOf(visible, n);
    }

    private double rackScreenX(Viewport v, int r) {
        return v.toScreenX(g.rackX[r] + (state.moved(r) ? state.dragSlots() * FabricGeometry.SLOT_W : 0));
    }

    private double rackScreenY(Viewport v, int r) {
        return v.toScreenY(g.rackY[r] + (state.moved(r) ? state.dragRows() * FabricGeometry.ROW_H : 0));
    }

    private boolean isOcs(int r) {
        return g.rack(r).role() == RackRole.OCS;
    }

    /** Racks of one role as a border-coloured rectangle under a fill inset by one pixel: two fills, no strokes. */
    private void fillRacks(Painter p, Viewport v, int[] visible, boolean ocs, int color) {
        double w = FabricGeometry.RACK_W * v.scale();
        double h = FabricGeometry.RACK_H * v.scale();
        p.fill(colors.outline());
        for (int r : visible) {
            if (isOcs(r) == ocs) {
                p.fillRect(rackScreenX(v, r), rackScreenY(v, r), w, h);
            }
        }
        if (w <= 2 || h <= 2) {
            return;
        }
        p.fill(color);
        for (int r : visible) {
            if (isOcs(r) == ocs) {
                p.fillRect(rackScreenX(v, r) + 1, rackScreenY(v, r) + 1, w - 2, h - 2);
            }
        }
    }

    private void outlineSelectedRacks(Painter p, Viewport v, int[] visible) {
        double w = FabricGeometry.RACK_W * v.scale();
        double h = FabricGeometry.RACK_H * v.scale();
        p.stroke(colors.accent(), 2.5);
        for (int r : visible) {
            if (state.selectedRacks().contains(g.rack(r).id())) {
                p.strokeRect(rackScreenX(v, r), rackScreenY(v, r), w, h);
            }
        }
    }

    /**
     * Rack ids: above each rack from {@value #ABOVE_SCALE}× zoom, where a slot is wide enough; below that, written
     * upwards inside the rack at the largest size (at most {@value #MAX_INSIDE_TEXT_PX} px) its width and height
     * allow, and not at all once that is under {@value #MIN_INSIDE_TEXT_PX} px. Culled with the racks.
     */
    private void labelRacks(Painter p, Viewport v, int[] visible) {
        double size = Math.min(12, 6 * v.scale());
        if (v.scale() >= ABOVE_SCALE && size >= MIN_TEXT_PX) {
            p.fill(colors.ink());
            for (int r : visible) {
                p.text(label(r), rackScreenX(v, r) + 1, rackScreenY(v, r) - 3, size);
            }
        } else if (visible.length > 0) {
            labelInside(p, v, visible);
        }
    }

    private void labelInside(Painter p, Viewport v, int[] visible) {
        double w = FabricGeometry.RACK_W * v.scale();
        double h = FabricGeometry.RACK_H * v.scale();
        String longest = "";
        for (int r : visible) {
            longest = label(r).length() > longest.length() ? label(r) : longest;
        }
        double perPx = p.textWidth(longest, TextStyle.of(10)) / 10;
        double size = Math.min(MAX_INSIDE_TEXT_PX, Math.min(w - 4, (h - 6) / Math.max(perPx, 1e-9)));
        if (size < MIN_INSIDE_TEXT_PX) {
            return;
        }
        TextStyle style = TextStyle.of(size).centred();
        p.save();
        p.rotate(-Math.PI / 2);
        for (boolean ocs : new boolean[] {true, false}) {
            p.fill(Palette.inkOn(ocs ? colors.ocsRack() : colors.podRack()));
            for (int r : visible) {
                if (isOcs(r) == ocs) {
                    // rotated a quarter turn back, screen point (x, y) is drawn at (-y, x)
                    p.text(label(r), -(rackScreenY(v, r) + h / 2), rackScreenX(v, r) + w / 2, style);
                }
            }
        }
        p.restore();
    }

    private String label(int r) {
        return Texts.cut(g.rack(r).id(), Texts.MAX_LABEL);
    }

    private void drawCablePath(Painter p, Viewport v, int c, int color) {
        if (c < 0 || c >= g.cableCount()) {
            return;
        }
        double[] pts = g.cablePoints(c);
        p.stroke(color, 2.5);
        p.line(v.toScreenX(pts[0]), v.toScreenY(pts[1]), v.toScreenX(pts[2]), v.toScreenY(pts[3]));
        p.line(v.toScreenX(pts[2]), v.toScreenY(pts[3]), v.toScreenX(pts[4]), v.toScreenY(pts[5]));
        p.line(v.toScreenX(pts[2]), v.toScreenY(pts[3]), v.toScreenX(pts[6]), v.toScreenY(pts[7]));
        p.fill(color);
        for (int i = 0; i < pts.length; i += 2) {
            p.fillOval(v.toScreenX(pts[i]) - 4, v.toScreenY(pts[i + 1]) - 4, 8, 8);
        }
    }

    private void drawRubberBand(Painter p, Viewport v) {
        double[] band = state.rubberBand();
        if (band != null) {
            double x1 = v.toScreenX(Math.min(band[0], band[2]));
            double y1 = v.toScreenY(Math.min(band[1], band[3]));
            p.stroke(colors.accent(), 1);
            p.dashes(4, 3);
            p.strokeRect(x1, y1, Math.abs(band[2] - band[0]) * v.scale(), Math.abs(band[3] - band[1]) * v.scale());
            p.dashes();
        }
    }

    /** The floor for export: titled with the cluster and its cabling, with a legend of the colours. */
    public Sheet sheet() {
        Cluster cluster = g.cluster();
        String filter = state.groupFilter() < 0 || state.groupFilter() >= cluster.groups().size() ? ""
                : ", OCS group " + cluster.groups().get(state.groupFilter()).name() + " only";
        String subtitle = String.format(Locale.ROOT, "wiring: %s; %d pods, %d OCS groups, %,d cables, about %.1f km "
                + "of cable%s", cluster.scheme().displayName(), cluster.podCount(), cluster.groups().size(),
                g.cableCount(), g.totalLengthMeters() / 1000, filter);
        Sheet.Panel floor = new Sheet.Panel("Floor plan (rows of racks, cables from spine racks to OCS racks)",
                List.of(), new FabricFigure(state, colors, true), PREFERRED_SCALE);
        return new Sheet("Fabric: " + cluster.name(), subtitle, List.of(floor), legend(colors, false), colors);
    }

    /**
     * What the colours mean; on screen ({@code interactive}) also the selection and pointer marks, which exports do
     * not draw.
     */
    public static List<Sheet.Entry> legend(Palette colors, boolean interactive) {
        List<Sheet.Entry> legend = new ArrayList<>(List.of(
                new Sheet.Entry(Sheet.Swatch.FILL, colors.podRack(), "pod rack (spine, leaf)"),
                new Sheet.Entry(Sheet.Swatch.FILL, colors.ocsRack(), "OCS rack"),
                new Sheet.Entry(Sheet.Swatch.LINE, colors.bundle(), "cable bundle"),
                new Sheet.Entry(Sheet.Swatch.LINE, colors.trunk(), "trunk (spine to split)"),
                new Sheet.Entry(Sheet.Swatch.LINE, colors.tx(), "Tx leg"),
                new Sheet.Entry(Sheet.Swatch.LINE, colors.rx(), "Rx leg")));
        if (interactive) {
            legend.add(new Sheet.Entry(Sheet.Swatch.FRAME, colors.accent(), "selected rack"));
            legend.add(new Sheet.Entry(Sheet.Swatch.LINE, colors.highlight(), "clicked cable"));
            legend.add(new Sheet.Entry(Sheet.Swatch.LINE, colors.hover(), "cable under the pointer"));
        }
        return legend;
    }
}
