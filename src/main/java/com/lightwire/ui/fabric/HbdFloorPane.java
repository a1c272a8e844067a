package com.lightwire.ui.fabric;

import com.lightwire.core.labels.RackUnits;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.hbd.HbdFloor;
import com.lightwire.figure.hbd.HbdFloorFigure;
import com.lightwire.model.Project;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.Locale;

/**
 * The Fabric view's floor of the project's InfiniteHBD design (issue 13 item 7): {@link HbdFloorFigure} on its own
 * {@link ZoomableCanvas} with a legend and a summary line; the pointer names the rack under it, its nodes and
 * fibers. The laid-out floor is rebuilt only when the embedded design changes.
 */
final class HbdFloorPane {

    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label summary = new Label();
    private final BorderPane root = new BorderPane();
    private HbdFloor floor;
    private Palette palette = Palette.LIGHT;
    private int hover = -1;

    HbdFloorPane() {
        root.setId("fabric-hbd");
        canvas.setId("fabric-hbd-area");
        canvas.layer(Layer.CONTENT).setId("fabric-hbd-canvas");
        canvas.setScaleLimits(0.002, 40, 4);
        summary.setId("fabric-hbd-summary");
        legend.setId("fabric-hbd-legend");
        root.setCenter(canvas);
        root.setBottom(new VBox(legend, summary));
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            if (floor != null) {
                int rack = floor.rackAt(canvas.viewport().toWorldX(e.getX()), canvas.viewport().toWorldY(e.getY()));
                if (rack != hover) {
                    hover = rack;
                    redraw();
                }
            }
        });
    }

    /** A valid design the project embeds, or null. */
    static HbdDesign designOf(Project project) {
        return HbdDesign.in(project).filter(d -> d.problems().isEmpty()).orElse(null);
    }

    /** Follows the project: lays the floor out again when its design changed; true when it has one. */
    boolean sync(Project project) {
        HbdDesign design = designOf(project);
        if (design == null) {
            floor = null;
            return false;
        }
        if (floor == null || !floor.design().equals(design)) {
            floor = new HbdFloor(design);
            hover = -1;
            redraw();
            canvas.fit();
        }
        return true;
    }

    void setPalette(Palette value) {
        palette = value;
        redraw();
    }

    private HbdFloorFigure figure() {
        return floor == null ? null : new HbdFloorFigure(floor, palette, hover);
    }

    void redraw() {
        HbdFloorFigure figure = figure();
        if (figure == null) {
            return;
        }
        canvas.show(figure);
        legend.setEntries(figure.legend());
        summary.setText(hover < 0 ? figure.summary() : rackText(hover));
    }

    private String rackText(int rack) {
        int t = floor.design().nodesPerTor();
        int first = rack * t + 1;
        int last = Math.min(floor.design().nodes(), first + t - 1);
        return String.format(Locale.ROOT, "%s: nodes N%d-N%d (row %d, slot %d)", RackUnits.hbdRack(rack), first,
                last, rack / floor.design().racksPerRow() + 1, rack % floor.design().racksPerRow() + 1);
    }

    Node node() {
        return root;
    }

    ZoomableCanvas canvas() {
        return canvas;
    }

    /** The floor for export, or null without a design. */
    Figure exportFigure() {
        HbdFloorFigure figure = figure();
        return figure == null ? null : figure.sheet("Fabric: HBD racks");
    }
}
