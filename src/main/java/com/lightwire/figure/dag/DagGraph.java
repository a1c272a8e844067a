package com.lightwire.figure.dag;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Size;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

/**
 * The task DAG as boxes and arrows: columns by depth, the critical path's boxes and edges in the error colour, other
 * boxes shaded greener the more total slack they have (relative to the makespan), and the hovered task outlined.
 * A collapsed group (stage, replica, pod pair) is a double-framed box labelled with its size; level of detail: labels
 * are left out when a box is under 9 px high on screen.
 * World units are pixels at scale 1.
 */
public final class DagGraph implements Figure {

    private final GraphData data;
    private final Palette palette;
    private final int hovered;
    private final double cursor;
    private final int selected;

    /** The graph with task {@code hovered} (or -1) outlined. */
    public DagGraph(GraphData data, Palette palette, int hovered) {
        this(data, palette, hovered, Double.NaN);
    }

    /** The graph with box {@code hovered} outlined and the boxes active at {@code cursor} ms (NaN: none) marked. */
    public DagGraph(GraphData data, Palette palette, int hovered, double cursor) {
        this(data, palette, hovered, cursor, -1);
    }

    /** As above, with the box of DAG task {@code selectedTask} (-1 for none) marked as the shared selection. */
    public DagGraph(GraphData data, Palette palette, int hovered, double cursor, int selectedTask) {
        this.data = data;
        this.selected = selectedTask;
        this.palette = palette;
        this.hovered = hovered;
        this.cursor = cursor;
    }

    @Override
    public Size size() {
        return new Size(data.width(), data.height());
    }

    @Override
    public void paint(Painter p, Viewport view, Layer layer) {
        if (layer != Layer.CONTENT) {
            return;
        }
        p.save();
        Figure.fillBackground(p, view, palette.background());
        view.apply(p);
        for (boolean critical : new boolean[] {false, true}) {
            for (GraphData.Edge e : data.edges()) {
                if (e.critical() == critical) {
                    edge(p, e);
                }
            }
        }
        boolean labels = view.scale() * GraphData.BOX_H >= 9;
        for (int t = 0; t < data.nodes().size(); t++) {
            node(p, data.nodes().get(t), t == hovered, labels);
        }
        p.restore();
    }

    private void edge(Painter p, GraphData.Edge e) {
        GraphData.Node a = data.nodes().get(e.from());
        GraphData.Node b = data.nodes().get(e.to());
        double x1 = a.x() + GraphData.BOX_W;
        double y1 = a.y() + GraphData.BOX_H / 2;
        double x2 = b.x();
        double y2 = b.y() + GraphData.BOX_H / 2;
        int colour = e.critical() ? palette.error() : palette.outline();
        p.stroke(colour, e.critical() ? 2.5 : 1);
        p.beginPath();
        p.moveTo(x1, y1);
        if (x2 > x1) {
            double mid = (x1 + x2) / 2;
            p.cubicTo(mid, y1, mid, y2, x2, y2);
        } else {
            // a box in the same or an earlier column (collapsed groups): loop out to the right and come in from the left
            p.cubicTo(x1 + 40, y1, x1 + 40, (y1 + y2) / 2, (x1 + x2) / 2, (y1 + y2) / 2);
            p.cubicTo(x2 - 40, (y1 + y2) / 2, x2 - 40, y2, x2, y2);
        }
        p.strokePath();
        p.fill(colour);
        p.fillPolygon(x2, y2, x2 - 7, y2 - 4, x2 - 7, y2 + 4);
    }

    private void node(Painter p, GraphData.Node n, boolean hover, boolean labels) {
        double share = data.makespan() > 0 ? Math.min(1, n.totalSlack() / data.makespan()) : 0;
        int fill = n.critical() ? Palette.mix(palette.surface(), palette.error(), 0.3)
                : Palette.mix(palette.surface(), palette.ok(), 0.15 + 0.6 * share);
        p.fill(fill);
        p.fillRect(n.x(), n.y(), GraphData.BOX_W, GraphData.BOX_H);
        p.stroke(hover ? palette.hover() : n.critical() ? palette.error() : palette.outline(), hover ? 3 : 1.2);
        p.strokeRect(n.x(), n.y(), GraphData.BOX_W, GraphData.BOX_H);
        if (!n.collapsed() && n.task() == selected) {
            p.stroke(palette.highlight(), 3);
            p.strokeRect(n.x() - 3, n.y() - 3, GraphData.BOX_W + 6, GraphData.BOX_H + 6);
        }
        if (n.collapsed()) {
            p.strokeRect(n.x() + 3, n.y() + 3, GraphData.BOX_W - 6, GraphData.BOX_H - 6);
        }
        if (cursor >= n.start() && cursor < n.end()) {
            p.fill(palette.hover());
            p.fillRect(n.x(), n.y() + GraphData.BOX_H - 4, GraphData.BOX_W, 4);
        }
        if (!labels) {
            return;
        }
        p.fill(Palette.inkOn(fill));
        String label = n.collapsed() ? n.id() + " \u00d7" + n.members() : n.id();
        p.text(label, n.x() + GraphData.BOX_W / 2, n.y() + GraphData.BOX_H / 2,
                TextStyle.of(11).anchor(TextStyle.Anchor.MIDDLE).baseline(TextStyle.Baseline.MIDDLE));
    }
}
