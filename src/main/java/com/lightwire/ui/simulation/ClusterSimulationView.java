package com.lightwire.ui.simulation;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.Presentable;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.ViewContext;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedMap;
import java.util.function.Function;

/**
 * The Cluster simulation tab (PRODUCT.md view 7, first slice): choose a cluster-simulation study, see its trace,
 * simulate it on the architectures typed (in the background, progress and Cancel in the status bar) and compare the
 * architectures' averages in a table that exports to CSV.
 */
public final class ClusterSimulationView extends BorderPane
        implements View, Zoomable, ImageExportable, Presentable, Animated {

    private final ClusterSimulationViewModel model;
    private final ObservableList<ArchitectureRun> runs = FXCollections.observableArrayList();
    private final ChartsPane charts;
    private final PlaybackPane playback;
    private final TabPane tabs = new TabPane();
    private final SimulationPresentation presentation;

    public ClusterSimulationView(ViewContext context) {
        this.model = new ClusterSimulationViewModel(context.session(), context.runner());
        setId("cluster-simulation-view");
        setTop(controls(context));
        SplitPane tables = new SplitPane(new TraceTablePane(model.jobs(), model.editor()), resultTable());
        tables.setOrientation(Orientation.VERTICAL);
        tables.setDividerPositions(0.55);
        charts = new ChartsPane(model.charts(), model.resultProperty(), () -> context.dialogs().chooseSave(
                FileChoice.of("Export chart data", "CSV (*.csv)", "*.csv")).ifPresent(model::exportChartCsv));
        Tab traceTab = new Tab("Trace & results", tables);
        traceTab.setId("simulation-tab-trace");
        Tab chartTab = new Tab("Charts", charts);
        chartTab.setId("simulation-tab-charts");
        playback = new PlaybackPane(model.playback(), model::sendToTopology);
        Tab playTab = new Tab("Playback", playback);
        playTab.setId("simulation-tab-playback");
        model.playback().shownProperty().bind(playTab.selectedProperty());
        tabs.getTabs().addAll(traceTab, chartTab, playTab);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.setId("simulation-tabs");
        setCenter(tabs);
        context.observeTheme(theme -> model.charts().paletteProperty().set(Palette.of(theme.isDark())));
        Label status = new Label();
        status.setId("simulation-status");
        status.textProperty().bind(model.statusProperty());
        setBottom(status);
        model.resultProperty().addListener((obs, old, now) -> showResult(now));
        presentation = new SimulationPresentation(model, tabs.getSelectionModel()::getSelectedIndex, this::showTab);
    }

    private VBox controls(ViewContext context) {
        ComboBox<String> study = new ComboBox<>(model.studies());
        study.setId("simulation-study");
        study.valueProperty().bindBidirectional(model.studyProperty());
        TextField archs = new TextField();
        archs.setId("simulation-architectures");
        archs.textProperty().bindBidirectional(model.architecturesProperty());
        HBox.setHgrow(archs, Priority.ALWAYS);
        Button simulate = button("simulation-run", "Simulate", model::simulate);
        Button cancel = button("simulation-cancel", "Cancel", model::cancel);
        Button export = button("simulation-export", "Export CSV\u2026", () -> context.dialogs()
                .chooseSave(FileChoice.of("Export results", "CSV (*.csv)", "*.csv")).ifPresent(model::exportCsv));
        HBox architectures = new HBox(6, new Label("Architectures"), archs);
        architectures.setAlignment(Pos.CENTER_LEFT);
        architectures.setPadding(new Insets(2, 6, 4, 6));
        return new VBox(new ToolBar(new Label("Study"), study, simulate, cancel, export), architectures);
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private TableView<ArchitectureRun> resultTable() {
        TableView<ArchitectureRun> table = new TableView<>(runs);
        table.setId("simulation-results");
        table.setPlaceholder(new Label("Press Simulate to compare the architectures."));
        table.getColumns().add(column("Architecture\n(times in s)", ArchitectureRun::name));
        table.getColumns().add(column("Avg JRT", r -> number(r.averages().avgJrt())));
        table.getColumns().add(column("Avg JWT", r -> number(r.averages().avgJwt())));
        table.getColumns().add(column("Avg JCT", r -> number(r.averages().avgJct())));
        table.getColumns().add(column("p50 JCT", r -> number(r.averages().p50Jct())));
        table.getColumns().add(column("p99 JCT", r -> number(r.averages().p99Jct())));
        table.getColumns().add(column("JRT\nslowdown", r -> ratio(r.averages().avgJrtSlowdown())));
        table.getColumns().add(column("Con-\ntention", r -> ratio(r.averages().avgContention())));
        table.getColumns().add(column("Reconfig-\nurations", r -> Integer.toString(r.reconfigurations())));
        table.getColumns().add(column("Realloc-\nated %", r -> String.format(Locale.ROOT, "%.1f",
                r.avgReallocatedPct())));
        table.getColumns().forEach(c -> c.setMinWidth(80));
        table.getColumns().get(0).setMinWidth(170);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        return table;
    }

    private static <T> TableColumn<T, String> column(String title, Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        return c;
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.0f", v);
    }

    private static String ratio(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    private void showResult(SimulationResult result) {
        if (result == null) {
            runs.clear();
        } else {
            runs.setAll(result.architectures());
        }
    }

    private boolean playbackShown() {
        return tabs.getSelectionModel().getSelectedIndex() == 2;
    }

    /** Shows the tab at {@code index}: 0 trace and results, 1 charts, 2 playback. */
    void showTab(int index) {
        tabs.getSelectionModel().select(index);
    }

    @Override
    public void zoom(double factor) {
        if (playbackShown()) {
            playback.canvases().forEach(c -> c.zoom(factor));
        } else {
            charts.canvas().zoom(factor);
        }
    }

    @Override
    public void fit() {
        if (playbackShown()) {
            playback.canvases().forEach(ZoomableCanvas::fit);
        } else {
            charts.canvas().fit();
        }
    }

    @Override
    public Figure figure() {
        Palette palette = model.charts().paletteProperty().get();
        if (playbackShown() && playback.shown() != null) {
            List<String> staging = new ArrayList<>(List.of(model.playback().staging()));
            var snap = model.playback().snapshotProperty().get();
            if (snap != null) {
                snap.warnings().forEach(w -> staging.add("warning: " + w));
            }
            return playback.shown().sheet("Cluster simulation playback: " + model.studyProperty().get(),
                    model.playback().describe(), List.of(model.playback().architectureProperty().get()), staging,
                    palette);
        }
        Sheet sheet = model.charts().sheet(model.studyProperty().get());
        return sheet != null ? sheet : new Sheet("Cluster simulation", "Simulate to draw the charts", List.of(),
                List.of(), model.charts().paletteProperty().get());
    }

    @Override
    public SortedMap<String, String> captureState() {
        return presentation.capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return presentation.restore(state);
    }

    /** On the Playback tab, the placement grid (the job trace animation draws in its coordinates). */
    @Override
    public ZoomableCanvas presentedCanvas() {
        return playbackShown() ? playback.canvases().get(0) : null;
    }

    @Override
    public Optional<Animation> animation() {
        return presentation.jobTrace();
    }

    ClusterSimulationViewModel model() {
        return model;
    }

    @Override
    public Node node() {
        return this;
    }
}
