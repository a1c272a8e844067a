package com.lightwire.ui.hbd;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.List;

/**
 * View 6, "HBD rings": the project's InfiniteHBD design as nodes in HBD order coloured by rack, with primary and
 * backup links; a click marks a node faulty (or healthy), "Random faults" draws i.i.d. faults; TP size and mode
 * re-place the groups in the background and the rings re-form live. Draws {@link HbdRingFigure}, the figure
 * {@code ./lightwire render --view hbd} exports.
 */
public final class HbdView implements View, Zoomable, ImageExportable {

    private final HbdViewModel model;
    private final BorderPane root = new BorderPane();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final Label status = new Label();
    private final LegendBar legend = new LegendBar();
    private Palette palette = Palette.LIGHT;
    private HbdRingFigure figure;
    private long seed = 1;

    public HbdView(ViewContext context) {
        this.model = new HbdViewModel(context.session(), context.runner());
        ComboBox<Integer> tp = new ComboBox<>();
        tp.setId("hbd-tp");
        ComboBox<PlacementMode> mode = new ComboBox<>();
        mode.setId("hbd-mode");
        mode.getItems().setAll(PlacementMode.values());
        mode.setValue(model.mode());
        mode.setOnAction(e -> model.setMode(mode.getValue()));
        fillTp(tp);
        tp.setOnAction(e -> {
            if (tp.getValue() != null) {
                model.setTp(tp.getValue());
            }
        });
        Button random = new Button("Random faults 1.34 %");
        random.setId("hbd-random");
        random.setOnAction(e -> model.randomFaults(0.0134, seed++));
        Button clear = new Button("Clear faults");
        clear.setId("hbd-clear");
        clear.setOnAction(e -> model.clearFaults());
        status.setId("hbd-status");
        status.textProperty().bind(model.statusProperty());
        root.setTop(new ToolBar(new Label("TP"), tp, new Label("Mode"), mode, random, clear, canvas.readout()));
        root.setCenter(canvas);
        legend.setId("hbd-legend");
        root.setBottom(new VBox(status, legend));
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && figure != null) {
                int id = nodeAt(e);
                if (id > 0) {
                    model.toggleFault(id);
                }
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            if (figure != null) {
                model.setHover(nodeAt(e));
            }
        });
        model.changedProperty().addListener((obs, old, now) -> {
            if (tp.getItems().isEmpty() || !tp.getItems().contains(model.tp())) {
                fillTp(tp);
            }
            redraw();
        });
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw();
        });
        redraw();
        canvas.fit();
    }

    private int nodeAt(MouseEvent e) {
        return figure.nodeAt(canvas.viewport().toWorldX(e.getX()), canvas.viewport().toWorldY(e.getY()));
    }

    private void fillTp(ComboBox<Integer> tp) {
        if (model.design() == null) {
            tp.getItems().clear();
            return;
        }
        int r = model.design().gpusPerNode();
        tp.getItems().setAll(List.of(r, 2 * r, 4 * r, 8 * r, 16 * r).stream().filter(t -> t <= 64 || t == r).toList());
        tp.setValue(model.tp());
    }

    private void redraw() {
        HbdRingState state = model.state();
        figure = state == null ? null : new HbdRingFigure(state, palette);
        if (figure != null) {
            canvas.show(figure, Layer.CONTENT);
        }
        legend.setEntries(figure == null ? List.of() : figure.legend());
    }

    /** The model, for tests. */
    public HbdViewModel model() {
        return model;
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    public void zoom(double factor) {
        canvas.zoom(factor);
    }

    @Override
    public void fit() {
        canvas.fit();
    }

    @Override
    public Figure figure() {
        HbdRingState state = model.state();
        if (state == null) {
            return new Sheet("HBD rings", "the project holds no \"hbd\" study", List.of(), List.of(), palette);
        }
        HbdRingFigure ring = new HbdRingFigure(state, palette);
        return new Sheet("HBD rings", status.getText(), List.of(new Sheet.Panel("Rings in HBD order", List.of(), ring,
                900 / HbdRingFigure.SIDE)), ring.legend(), palette);
    }
}
