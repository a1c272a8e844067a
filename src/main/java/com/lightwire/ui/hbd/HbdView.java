package com.lightwire.ui.hbd;

import com.lightwire.core.labels.RackUnits;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.Presentable;
import java.util.SortedMap;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.geometry.Pos;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * View 5, "HBD rings": the project's InfiniteHBD design as nodes in HBD order coloured by rack, with primary and
 * backup links. A click marks a node faulty (or healthy) and "Random faults" draws i.i.d. faults, each one undoable
 * edit; TP size and mode re-place the groups in the background and the rings re-form live. Beside the rings: the
 * selected group (step with &lt; and &gt;, or double-click a node) with its bundle states and GPU ring, the node under
 * the pointer with its neighbours, the waste of every architecture on the same faults, a Monte-Carlo sweep run in the
 * background (progress and Cancel in the task bar), and the paper's cost table. Draws {@link HbdRingFigure}, the
 * figure {@code ./lightwire render --view hbd} exports; the groups export as CSV.
 */
public final class HbdView implements View, Zoomable, ImageExportable, Presentable {

    private final HbdViewModel model;
    private final DialogService dialogs;
    private final BorderPane root = new BorderPane();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label status = new Label();
    private final Label nodeText = new Label();
    private final Label groupText = new Label();
    private final ComboBox<String> rack = new ComboBox<>();
    private final TextTable waste = new TextTable("hbd-waste", List.of("architecture", "wasted", "waste", "usable"),
            "Placing...");
    private final TextTable sweep = new TextTable("hbd-sweep", List.of("architecture"),
            "Run the sweep: mean waste of every architecture at 0-10 % node faults");
    private Palette palette = Palette.LIGHT;
    private HbdRingFigure figure;
    private long seed = 1;

    public HbdView(ViewContext context) {
        this.model = new HbdViewModel(context.session(), context.runner());
        this.dialogs = context.dialogs();
        root.setId("hbd-view");
        ComboBox<Integer> tp = new ComboBox<>();
        tp.setId("hbd-tp");
        fillTp(tp);
        tp.setOnAction(e -> {
            if (tp.getValue() != null) {
                model.setTp(tp.getValue());
            }
        });
        status.setId("hbd-status");
        status.textProperty().bind(model.statusProperty());
        root.setTop(toolbar(tp));
        canvas.setId("hbd-canvas");
        legend.setId("hbd-legend");
        root.setCenter(canvas);
        root.setRight(sidePanel());
        root.setBottom(new VBox(legend, timelineBar(), status));
        installMouse();
        model.changedProperty().addListener((obs, old, now) -> {
            if (tp.getItems().isEmpty() || !tp.getItems().contains(model.tp())) {
                fillTp(tp);
            }
            fillRacks();
            redraw();
        });
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw();
        });
        fillRacks();
        redraw();
        canvas.fit();
    }

    private ToolBar toolbar(ComboBox<Integer> tp) {
        ComboBox<PlacementMode> mode = new ComboBox<>();
        mode.setId("hbd-mode");
        mode.getItems().setAll(PlacementMode.values());
        mode.setValue(model.mode());
        mode.setOnAction(e -> model.setMode(mode.getValue()));
        Button random = button("hbd-random", "Random faults 1.34 %", () -> model.randomFaults(0.0134, seed++));
        Button clear = button("hbd-clear", "Clear faults", model::clearFaults);
        Button previous = button("hbd-previous-group", "<", () -> model.stepGroup(-1));
        Button next = button("hbd-next-group", ">", () -> model.stepGroup(1));
        rack.setId("hbd-rack");
        rack.setOnAction(e -> model.setRack(rack.getSelectionModel().getSelectedIndex() - 1));
        Button csv = button("hbd-export-csv", "Export CSV", this::exportCsv);
        return new ToolBar(new Label("TP"), tp, new Label("Mode"), mode, random, clear, new Label("Group"), previous,
                next, new Label("Rack"), rack, csv, canvas.readout());
    }

    /** Open a fault trace, then scrub its days: the faults of the day are set and the groups re-form live. */
    private HBox timelineBar() {
        Slider day = new Slider(0, 1, 0);
        day.setId("hbd-trace-day");
        day.setDisable(true);
        HBox.setHgrow(day, Priority.ALWAYS);
        Label at = new Label("no trace");
        at.setId("hbd-trace-label");
        day.valueProperty().addListener((obs, old, now) -> {
            if (model.timeline() != null) {
                at.setText(String.format(Locale.ROOT, "day %.1f of %.1f", now.doubleValue(),
                        model.timeline().horizon()));
                model.scrubTo(now.doubleValue());
            }
        });
        model.changedProperty().addListener((obs, old, now) -> {
            boolean loaded = model.timeline() != null;
            if (loaded && day.isDisabled()) {
                day.setMax(model.timeline().horizon());
                at.setText(String.format(Locale.ROOT, "day 0 of %.1f", model.timeline().horizon()));
            }
            day.setDisable(!loaded);
        });
        Button open = button("hbd-trace-open", "Open trace...", () -> dialogs.chooseOpen(FileChoice.of(
                "Open a fault trace", "Fault traces", "*.json")).ifPresent(model::loadTrace));
        HBox bar = new HBox(8, open, day, at);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    private ScrollPane sidePanel() {
        nodeText.setId("hbd-node-text");
        nodeText.setWrapText(true);
        groupText.setId("hbd-group-text");
        groupText.setWrapText(true);
        groupText.setStyle("-fx-font-family: monospace");
        TextTable cost = new TextTable("hbd-cost", List.of("architecture", "$/GPU", "W/GPU", "$/GBps",
                "W/GBps", "paper $/GBps"), "");
        cost.setRows(HbdTexts.cost());
        waste.setPrefHeight(330);
        sweep.setPrefHeight(330);
        cost.setPrefHeight(290);
        VBox box = new VBox(new TitledPane("Node under the pointer", nodeText),
                new TitledPane("Selected group", groupText), new TitledPane("Waste per architecture", waste),
                new TitledPane("Sweep (mean waste, " + HbdViewModel.SWEEP_SAMPLES + " samples)", new VBox(4,
                        button("hbd-sweep-run", "Run sweep at this TP", () -> model.runSweep(seed)), sweep)),
                new TitledPane("Cost and power (paper Table 6)", cost));
        ScrollPane scroll = new ScrollPane(box);
        scroll.setId("hbd-side");
        scroll.setFitToWidth(true);
        scroll.setPrefWidth(470);
        return scroll;
    }

    private void installMouse() {
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress() && figure != null) {
                int id = nodeAt(e);
                if (id > 0 && e.getClickCount() == 2) {
                    model.selectGroupOf(id);
                } else if (id > 0) {
                    model.toggleFault(id);
                }
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            if (figure != null) {
                model.setHover(nodeAt(e));
            }
        });
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

    private void fillRacks() {
        List<String> items = new ArrayList<>();
        items.add("All racks");
        IntStream.range(0, model.rackCount()).forEach(r -> items.add(RackUnits.hbdRack(r)));
        if (!items.equals(rack.getItems())) {
            rack.getItems().setAll(items);
        }
        rack.getSelectionModel().select(model.rack() + 1);
    }

    private void redraw() {
        HbdRingState state = model.state();
        figure = state == null ? null : new HbdRingFigure(state, palette);
        if (figure != null) {
            canvas.show(figure, Layer.CONTENT);
            legend.setEntries(figure.legend());
        }
        nodeText.setText(HbdTexts.node(model.design(), state == null ? null : state.order(), model.faults(),
                model.placement(), model.hover()));
        groupText.setText(HbdTexts.group(model.placement(), model.selectedGroup()));
        waste.setRows(HbdTexts.waste(model.waste()));
        List<String> headers = new ArrayList<>(List.of("architecture"));
        for (double ratio : HbdViewModel.SWEEP_RATIOS) {
            headers.add(String.format(Locale.ROOT, "%.0f %%", ratio * 100));
        }
        if (sweep.getColumns().size() != headers.size()) {
            sweep.setHeaders(headers);
        }
        sweep.setRows(model.sweep().isEmpty() ? List.of() : HbdTexts.sweep(model.sweep(), HbdViewModel.SWEEP_RATIOS));
    }

    private void exportCsv() {
        dialogs.chooseSave(FileChoice.of("Export HBD groups", "CSV files", "*.csv"))
                .ifPresent(model::exportGroups);
    }

    /** The model, for tests. */
    public HbdViewModel model() {
        return model;
    }

    @Override
    public SortedMap<String, String> captureState() {
        return new HbdPresentation(model).capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return new HbdPresentation(model).restore(state);
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
