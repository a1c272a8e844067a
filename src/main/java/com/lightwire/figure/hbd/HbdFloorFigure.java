package com.lightwire.figure.hbd;

import com.lightwire.core.labels.RackUnits;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;
import com.lightwire.model.hbd.HbdPlan;

import java.util.List;
import java.util.Locale;

/**
 * The InfiniteHBD racks on the floor with their fibers (the Fabric view of a project that embeds an "hbd" design):
 * racks in rows, node slots inside them, fibers as arcs through the aisle above the row, behind the racks (a loop
 * beside the rack when both ends share it), primary (hop 1) and backup links in their own colours, fibers over the 50 m cord in the
 * warning colour. Level of detail by the on-screen rack width: under {@value #MIN_FIBER_PX} px racks only; up to
 * {@value #LINK_PX} px one arc per rack pair, its width by fiber count; above, one arc per node-pair link with node
 * slots and labels. Drawn in screen coordinates so strokes stay thin; racks and arcs outside the view are culled.
 *
 * @param floor   the laid-out design
 * @param palette colours
 * @param hover   the rack under the pointer (0-based), or -1
 */
public record HbdFloorFigure(HbdFloor floor, Palette palette, int hover) implements Figure {

    /** Rack width in pixels under which fibers are not drawn. */
    static final double MIN_FIBER_PX = 3;
    /** Rack width in pixels from which every link is its own arc. */
    static final double LINK_PX = 40;

    @Override
    public Size size() {
        return new Size(floor.width(), floor.height());
    }

    @Override
    public double preferredScale() {
        return 1.5;
    }

    @Override
    public void paint(Painter p, Viewport v, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        Figure.fillBackground(p, v, palette.background());
        double rackPx = HbdFloor.RACK_W * v.scale();
        if (rackPx >= LINK_PX) {
            links(p, v);
        } else if (rackPx >= MIN_FIBER_PX) {
            pairs(p, v);
        }
        racks(p, v);
        if (rackPx >= LINK_PX) {
            nodeEnds(p, v);
        }
        if (rackPx >= LINK_PX / 2) {
            labels(p, v, rackPx >= LINK_PX);
        }
    }

    private boolean visible(Viewport v, int rack) {
        double x = v.toScreenX(floor.rackX(rack));
        double y = v.toScreenY(floor.rackY(rack) - HbdFloor.TOP);
        return x + HbdFloor.RACK_W * v.scale() >= 0 && x <= v.width() && y <= v.height()
                && y + (HbdFloor.RACK_H + HbdFloor.TOP) * v.scale() >= 0;
    }

    private void racks(Painter p, Viewport v) {
        double w = HbdFloor.RACK_W * v.scale();
        double h = HbdFloor.RACK_H * v.scale();
        for (int pass = 0; pass < 2; pass++) {
            p.fill(pass == 0 ? palette.outline() : palette.podRack());
            double inset = pass == 0 ? 0 : 1;
            if (pass == 1 && (w <= 2 || h <= 2)) {
                break;
            }
            for (int r = 0; r < floor.rackCount(); r++) {
                if (visible(v, r)) {
                    p.fillRect(v.toScreenX(floor.rackX(r)) + inset, v.toScreenY(floor.rackY(r)) + inset,
                            w - 2 * inset, h - 2 * inset);
                }
            }
        }
        if (hover >= 0 && hover < floor.rackCount()) {
            p.stroke(palette.hover(), 2.5);
            p.strokeRect(v.toScreenX(floor.rackX(hover)), v.toScreenY(floor.rackY(hover)), w, h);
        }
    }

    /** One arc per rack pair, grouped into three strokes: primary, backup, over 50 m. */
    private void pairs(Painter p, Viewport v) {
        for (int kind = 0; kind < 3; kind++) {
            p.stroke(colour(kind), kind == 0 ? 1.5 : 1);
            p.beginPath();
            for (int i = 0; i < floor.pairCount(); i++) {
                int a = floor.pairA[i];
                int b = floor.pairB[i];
                if (kind(floor.pairMinHop[i], floor.pairMeters[i]) == kind && (visible(v, a) || visible(v, b))) {
                    double xa = floor.rackX(a) + HbdFloor.RACK_W / 2;
                    double xb = floor.rackX(b) + HbdFloor.RACK_W / 2;
                    arc(p, v, xa, floor.rackY(a), xb, floor.rackY(b), a == b, 0);
                }
            }
            p.strokePath();
        }
    }

    /** One arc per node-pair link, from node slot to node slot. */
    private void links(Painter p, Viewport v) {
        HbdPlan plan = floor.plan();
        for (int kind = 0; kind < 3; kind++) {
            p.stroke(colour(kind), kind == 0 ? 1.5 : 1);
            p.beginPath();
            for (int i = 0; i < plan.linkCount(); i++) {
                int a = plan.linkA().get(i);
                int b = plan.linkB().get(i);
                int ra = floor.rackOf(a);
                int rb = floor.rackOf(b);
                int hop = plan.linkHop().get(i);
                if (kind(hop, plan.meters(i)) == kind && (visible(v, ra) || visible(v, rb))) {
                    double dx = (hop - 1) * 3;
                    arc(p, v, floor.rackX(ra) + HbdFloor.RACK_W / 2 + dx, floor.nodeY(a),
                            floor.rackX(rb) + HbdFloor.RACK_W / 2 - dx, floor.nodeY(b), ra == rb, hop);
                }
            }
            p.strokePath();
        }
    }

    /** A dot where each node's fibers leave it. */
    private void nodeEnds(Painter p, Viewport v) {
        p.fill(palette.ink());
        for (int id = 1; id <= floor.design().nodes(); id++) {
            int r = floor.rackOf(id);
            if (visible(v, r)) {
                double cx = v.toScreenX(floor.rackX(r) + HbdFloor.RACK_W / 2);
                double cy = v.toScreenY(floor.nodeY(id));
                p.fillOval(cx - 2.5, cy - 2.5, 5, 5);
            }
        }
    }

    /**
     * An arc from (xa, ya) to (xb, yb) in world units: through the aisle above the higher end, or, between two points
     * of one rack, a loop to its right.
     */
    private void arc(Painter p, Viewport v, double xa, double ya, double xb, double yb, boolean sameRack, int hop) {
        double cx;
        double cy;
        if (sameRack) {
            cx = Math.max(xa, xb) + HbdFloor.RACK_W / 2 + 6 + 4 * hop;
            cy = (ya + yb) / 2;
        } else {
            double lift = Math.min(HbdFloor.TOP * 1.6, 14 + 0.3 * Math.abs(xb - xa) + 0.2 * Math.abs(yb - ya));
            cx = (xa + xb) / 2;
            cy = Math.min(ya, yb) - lift;
        }
        p.moveTo(v.toScreenX(xa), v.toScreenY(ya));
        p.quadTo(v.toScreenX(cx), v.toScreenY(cy), v.toScreenX(xb), v.toScreenY(yb));
    }

    private static int kind(int hop, double meters) {
        return meters > HbdPlan.CORD_METERS ? 2 : hop == 1 ? 0 : 1;
    }

    private int colour(int kind) {
        return kind == 0 ? palette.tx() : kind == 1 ? palette.bundle() : palette.warning();
    }

    private void labels(Painter p, Viewport v, boolean nodes) {
        p.fill(palette.ink());
        double size = Math.min(12, 5 * v.scale());
        for (int r = 0; r < floor.rackCount(); r++) {
            if (visible(v, r)) {
                p.text(RackUnits.hbdRack(r), v.toScreenX(floor.rackX(r)), v.toScreenY(floor.rackY(r)
                        + HbdFloor.RACK_H) + size + 2, TextStyle.of(size));
            }
        }
        int t = floor.design().nodesPerTor();
        double slotPx = HbdFloor.RACK_H / t * v.scale();
        if (!nodes || slotPx < 12) {
            return;
        }
        p.fill(Palette.inkOn(palette.podRack()));
        TextStyle style = TextStyle.of(Math.min(11, slotPx * 0.6)).centred();
        for (int id = 1; id <= floor.design().nodes(); id++) {
            int r = floor.rackOf(id);
            if (visible(v, r)) {
                p.text("N" + id, v.toScreenX(floor.rackX(r) + HbdFloor.RACK_W / 2), v.toScreenY(floor.nodeY(id))
                        + slotPx * 0.3, style);
            }
        }
    }

    /** The legend: racks, primary and backup fibers, fibers over the priced cord. */
    public List<Sheet.Entry> legend() {
        return List.of(new Sheet.Entry(Sheet.Swatch.FILL, palette.podRack(), "HBD rack (one ToR of T nodes)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.tx(), "primary fibers (hop 1)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.bundle(), "backup fibers (hops 2..K)"),
                new Sheet.Entry(Sheet.Swatch.LINE, palette.warning(), "fibers over the 50 m cord"));
    }

    /** One line about the floor: racks, rows, fibers and long fibers. */
    public String summary() {
        HbdPlan plan = floor.plan();
        return String.format(Locale.ROOT, "HBD: %,d nodes in %,d racks (T = %d, %d a row), %,d fibers between %,d "
                + "rack pairs, %,d over 50 m", floor.design().nodes(), floor.rackCount(),
                floor.design().nodesPerTor(), floor.design().racksPerRow(), plan.fiberCount(), floor.pairCount(),
                plan.fibersOver(HbdPlan.CORD_METERS));
    }

    /** The floor for export, titled, with its legend. */
    public Sheet sheet(String title) {
        HbdFloorFigure plain = new HbdFloorFigure(floor, palette, -1);
        return new Sheet(title, summary(), List.of(new Sheet.Panel("HBD racks and fibers", List.of(), plain,
                preferredScale())), legend(), palette);
    }
}
