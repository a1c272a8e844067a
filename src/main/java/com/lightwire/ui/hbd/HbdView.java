package com.lightwire.ui.hbd;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.hbd.HbdCurves;
import com.lightwire.figure.hbd.HbdRingFigure;
import com.lightwire.figure.hbd.HbdRingState;
import com.lightwire.model.hbd.HbdNodeRef;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.ElementInspectors;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.common.Presentable;
import java.util.SortedMap;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.session.Selection;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * View 5, "HBD rings": the project's InfiniteHBD design as nodes in HBD order coloured by rack, with primary and
 * backup links, breakpoints and conflicts. A click selects a node (the Inspector shows it, its group is the selected
 * group); a double-click marks it faulty (or healthy) and does nothing else, its first click having selected the
 * same node; "Random faults" draws i.i.d. faults, each one undoable edit; TP size, mode,
 * method and job size re-place the groups in the background and the rings re-form live; the GPU ring of the selected
 * group is drawn inside its nodes once they are large. Beside the rings ({@link HbdSidePanel}): the node under the
 * pointer, the selected group, the waste of every architecture, the paper's cost table. Two more tabs draw the
 * Monte-Carlo sweep and the trace replay as curves ({@link HbdChartPane}). Draws {@link HbdRingFigure}, the figure
 * {@code ./lightwire render --view hbd} exports; the groups export as CSV.
 */
public final class HbdView implements View, Zoomable, ImageExportable, Presentable, Animated {

    private final HbdViewModel model;
    private final DialogService dialogs;
    private final Selection selection;
    private final ElementInspectors inspectors;
    private final BorderPane root = new BorderPane();
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label status = new Label();
    private final HbdControls controls;
    private final HbdSidePanel side;
    private final HbdChartPane sweep;
    private final HbdChartPane replay;
    private final TabPane tabs = new TabPane();
    private Palette palette = Palette.LIGHT;
    private HbdRingFigure figure;
    private long seed = 1;

    public HbdView(ViewContext context) {
        this.model = new HbdViewModel(context.session(), context.runner());
        this.dialogs = context.dialogs();
        this.selection = context.selection();
        this.inspectors = context.inspectors();
        inspectors.addFirst(new HbdInspector(model));
        this.controls = new HbdControls(model);
        this.side = new HbdSidePanel();
        HbdCurvesModel curves = model.curves();
        this.sweep = new HbdChartPane("hbd-sweep", curves, HbdCurvesModel.Chart.SWEEP, dialogs,
                "Mean GPU waste vs node fault ratio", "node fault ratio (i.i.d.)", () -> curves.runSweep(seed++),
                "Run: " + HbdCurvesModel.SAMPLES + " fault sets per ratio, every architecture and TP size");
        this.replay = new HbdChartPane("hbd-replay", curves, HbdCurvesModel.Chart.REPLAY, dialogs,
                "GPU waste over the trace", "day of the trace", () -> curves.runReplay(model.trace().intervals(), 1),
                "Open a trace (below the rings), then Run: every architecture over the trace's days");
        root.setId("hbd-view");
        status.setId("hbd-status");
        status.textProperty().bind(model.statusProperty());
        root.setTop(controls.build(selection, this::exportCsv, canvas.readout()));
        canvas.setId("hbd-canvas");
        legend.setId("hbd-legend");
        BorderPane rings = new BorderPane(canvas, null, side.node(), new VBox(legend, timelineBar()), null);
        tabs.setId("hbd-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getTabs().setAll(tab("hbd-tab-rings", "Rings", rings), tab("hbd-tab-sweep", "Sweep curves", sweep),
                tab("hbd-tab-replay", "Replay curves", replay));
        root.setCenter(tabs);
        root.setBottom(status);
        installMouse();
        model.changedProperty().addListener((obs, old, now) -> {
            controls.refresh();
            redraw();
            if (selection.get() instanceof HbdNodeRef) {
                inspectors.refresh();
            }
        });
        model.hoverProperty().addListener((obs, old, now) -> redrawHover());
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            redraw();
        });
        controls.refresh();
        redraw();
        canvas.fit();
    }

    private static Tab tab(String id, String text, Node content) {
        Tab tab = new Tab(text, content);
        tab.setId(id);
        return tab;
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
            if (model.trace().timeline() != null) {
                at.setText(String.format(Locale.ROOT, "day %.1f of %.1f", now.doubleValue(),
                        model.trace().timeline().horizon()));
                model.trace().scrubTo(now.doubleValue());
            }
        });
        model.changedProperty().addListener((obs, old, now) -> {
            boolean loaded = model.trace().timeline() != null;
            if (loaded && day.isDisabled()) {
                day.setMax(model.trace().timeline().horizon());
                at.setText(String.format(Locale.ROOT, "day 0 of %.1f", model.trace().timeline().horizon()));
            }
            day.setDisable(!loaded);
        });
        Button open = new Button("Open trace...");
        open.setId("hbd-trace-open");
        open.setOnAction(e -> dialogs.chooseOpen(FileChoice.of("Open a fault trace", "Fault traces", "*.json"))
                .ifPresent(model.trace()::load));
        HBox bar = new HBox(8, open, day, at);
        bar.setAlignment(Pos.CENTER_LEFT);
        return bar;
    }

    private void installMouse() {
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (!e.isStillSincePress() || figure == null) {
                return;
            }
            int id = nodeAt(e);
            if (id <= 0) {
                return;
            }
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                model.toggleFault(id);
            } else if ((e.getButton() == MouseButton.PRIMARY || e.getButton() == MouseButton.SECONDARY)
                    && !new HbdNodeRef(id).equals(selection.get())) {
                // a click on the selected node does nothing: a double-click's first click stays cheap, so a busy
                // frame cannot stretch it past the double-click interval
                selection.select(new HbdNodeRef(id));
                model.selectGroupOf(id);
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

    private void redraw() {
        HbdRingState state = model.state();
        figure = state == null ? null : new HbdRingFigure(state, palette);
        if (figure != null) {
            canvas.show(figure);
            legend.setEntries(figure.legend());
        }
        side.show(model, state);
        int tp = model.tp();
        int k = model.design() == null ? 0 : model.design().bundles();
        sweep.show(HbdCurves.sweep(model.curves().sweep(), tp, k), tp, palette);
        replay.show(model.curves().replay() == null ? List.of() : HbdCurves.replay(model.curves().replay(), tp), tp,
                palette);
    }

    /** The pointer moved to another node: repaint only the hover layer and the node text. */
    private void redrawHover() {
        HbdRingState state = model.state();
        figure = state == null ? null : new HbdRingFigure(state, palette);
        if (figure != null) {
            canvas.show(figure, Layer.HOVER);
        }
        side.showNode(model, state);
    }

    private void exportCsv() {
        dialogs.chooseSave(FileChoice.of("Export HBD groups", "CSV files", "*.csv")).ifPresent(model::exportGroups);
    }

    /** The model, for tests. */
    public HbdViewModel model() {
        return model;
    }

    /** The sweep chart, for tests. */
    HbdChartPane sweepChart() {
        return sweep;
    }

    @Override
    public SortedMap<String, String> captureState() {
        return new HbdPresentation(model).capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return new HbdPresentation(model).restore(state);
    }

    /** The rings re-forming around the faulty nodes ({@link RingReforming}), on the Rings tab once placed. */
    @Override
    public Optional<Animation> animation() {
        return tabs.getSelectionModel().getSelectedIndex() == 0 ? RingReforming.of(model.state(), palette)
                : Optional.empty();
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

    /** The rings with their status and legend, and the charts that hold curves, as one sheet. */
    @Override
    public Figure figure() {
        HbdRingState state = model.state();
        if (state == null) {
            return new Sheet("HBD rings", "the project holds no \"hbd\" study", List.of(), List.of(), palette);
        }
        HbdRingFigure ring = new HbdRingFigure(state, palette);
        List<Sheet.Panel> panels = new ArrayList<>();
        panels.add(new Sheet.Panel("Rings in HBD order", List.of(), ring, 900 / HbdRingFigure.SIDE));
        List<Sheet.Entry> entries = new ArrayList<>(ring.legend());
        for (HbdChartPane chart : List.of(sweep, replay)) {
            if (chart.hasCurves()) {
                panels.add(new Sheet.Panel(chart.title(), List.of("TP-" + model.tp()), chart.figure(), 1));
                chart.figure().legend().stream().filter(e -> !entries.contains(e)).forEach(entries::add);
            }
        }
        return new Sheet("HBD rings", status.getText(), panels, entries, palette);
    }
}
