package com.lightwire.ui.spectra;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.PortFigure;
import com.lightwire.figure.spectra.ScheduleGanttFigure;
import com.lightwire.figure.spectra.ScheduleReplay;
import com.lightwire.figure.spectra.ScheduleSheets;
import com.lightwire.figure.spectra.ScheduleState;
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
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The OCS schedule tab (spectra.md §5.2 items 4–7): a Spectra study scheduled in the background by the chosen method
 * (progress and Cancel in the status bar), shown as the Gantt chart per OCS (hover read-outs, click to place the time
 * cursor and select the permutation for every view, LPT and Equalize steppers), the port view of one ToR, and the
 * lower-bound explorer. The canvases draw the figures File > Export View and {@code render --view schedule} write.
 */
public final class SpectraScheduleView implements View, Zoomable, ImageExportable, Presentable, Animated {

    private final ViewContext context;
    private final SpectraViewModel model;
    private final BorderPane root = new BorderPane();
    private final TabPane panes = new TabPane();
    private final ZoomableCanvas gantt = new ZoomableCanvas();
    private final ZoomableCanvas port = new ZoomableCanvas();
    private final LegendBar legend = new LegendBar();
    private final Label summary = new Label();
    private final Label cursor = new Label();
    private final Label status = new Label();
    private Palette palette = Palette.LIGHT;
    private final MethodsPane methods;
    private final SweepsPane sweeps;
    private ScheduleGanttFigure shown;

    public SpectraScheduleView(ViewContext context) {
        this.context = context;
        this.model = new SpectraViewModel(context.session(), context.runner(), context.selection());
        root.setId("schedule-view");
        gantt.setId("spectra-gantt");
        port.setId("spectra-port-canvas");
        summary.setId("spectra-summary");
        cursor.setId("spectra-cursor");
        status.setId("spectra-status");
        for (Label l : List.of(summary, cursor, status)) {
            l.setPadding(new Insets(2, 6, 2, 6));
        }
        root.setTop(new VBox(new ScheduleControls(model, context, this::report).toolbars(), summary));
        methods = new MethodsPane(model.methods(), this::report);
        sweeps = new SweepsPane(model.sweeps(), model.data() == null ? 8 : model.data().switches(), this::report,
                () -> context.dialogs().chooseSave(FileChoice.of("Export sweep", "CSV (*.csv)", "*.csv")));
        panes.setId("spectra-panes");
        panes.getTabs().addAll(tab("Gantt", new BorderPane(gantt, null, null, cursor, null)),
                tab("Port view", new BorderPane(port, portBar(), null, null, null)),
                tab("Lower bounds", BoundsTable.of(model.bounds(), model::selectLine)), tab("Methods", methods), tab("Sweeps", sweeps));
        root.setCenter(panes);
        root.setBottom(new VBox(2, legend, status));
        status.textProperty().bind(model.statusProperty());
        model.replayProperty().addListener(o -> redraw(true));
        model.stateProperty().addListener((obs, old, now) -> stateChanged(old, now));
        panes.getSelectionModel().selectedIndexProperty().addListener(o -> redraw(false));
        context.observeTheme(theme -> {
            palette = Palette.of(theme.isDark());
            methods.setPalette(palette);
            sweeps.setPalette(palette);
            redraw(false);
        });
        installMouse();
        context.inspectors().add(new SpectraInspector(model::inspected));
    }

    private static Tab tab(String title, Node content) {
        Tab tab = new Tab(title, content);
        tab.setClosable(false);
        tab.setId("spectra-pane-" + title.toLowerCase(java.util.Locale.ROOT).replace(' ', '-'));
        return tab;
    }

    private ToolBar portBar() {
        Spinner<Integer> tor = new Spinner<>(0, 4095, 0);
        tor.setId("spectra-port");
        tor.setEditable(true);
        tor.valueProperty().addListener((obs, old, now) -> model.setPort(now));
        return new ToolBar(new Label("ToR i"), tor);
    }

    private void installMouse() {
        gantt.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            if (shown != null) {
                model.hover(shown.pick(gantt.viewport().toWorldX(e.getX()), gantt.viewport().toWorldY(e.getY())));
            }
        });
        gantt.addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hover(new int[] {-1, -1}));
        gantt.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (shown == null || e.getButton() != MouseButton.PRIMARY || !e.isStillSincePress()) {
                return;
            }
            double wx = gantt.viewport().toWorldX(e.getX());
            int[] slot = shown.pick(wx, gantt.viewport().toWorldY(e.getY()));
            model.clickAt(shown.timeAt(wx), slot[0] < 0 ? -1 : shown.schedule().slots().get(slot[0]).get(slot[1])
                    .permId());
            gantt.requestFocus();
        });
    }

    private void stateChanged(ScheduleState old, ScheduleState now) {
        cursor.setText(model.cursorText());
        boolean onlyHover = Objects.equals(old.withHover(-1, -1), now.withHover(-1, -1));
        boolean onlySelection = old.stepper() == now.stepper() && old.step() == now.step() && old.port() == now.port();
        if (onlyHover || onlySelection) {
            shown = ganttFigure();
            if (shown != null) {
                gantt.show(shown, onlyHover ? new Layer[] {Layer.HOVER} : new Layer[] {Layer.SELECTION, Layer.HOVER});
            }
        } else {
            redraw(false);
        }
    }

    private ScheduleGanttFigure ganttFigure() {
        ScheduleReplay r = model.replayProperty().get();
        return r == null ? null : new ScheduleGanttFigure(r, model.stateProperty().get(), palette);
    }

    private void redraw(boolean fit) {
        ScheduleReplay r = model.replayProperty().get();
        shown = ganttFigure();
        cursor.setText(model.cursorText());
        summary.setText(r == null ? "" : String.join("\n", ScheduleSheets.summary(r, model.stateProperty().get())));
        legend.setEntries(switch (panes.getSelectionModel().getSelectedIndex()) {
            case 0 -> ScheduleSheets.legend(palette);
            case 1 -> ScheduleSheets.portLegend(palette);
            case 3 -> ScheduleSheets.methodsLegend(palette);
            default -> List.of();
        });
        if (r == null) {
            boolean none = model.studyProperty().get() == null;
            Sheet empty = new Sheet(none ? "No Spectra study" : model.studyProperty().get(), none
                    ? "This project holds no demand to schedule: open one that does (File > Open Sample > "
                    + "spectra-benchmark-64)" : "Choose a method and press Schedule", List.of(), List.of(), palette);
            gantt.show(empty);
            port.show(empty);
        } else {
            gantt.show(shown);
            port.show(new PortFigure(r.result().schedule(), model.data().demand().matrix(),
                    Math.min(model.stateProperty().get().port(), model.data().demand().n() - 1), palette));
        }
        if (fit) {
            gantt.fit();
            port.fit();
        }
    }

    private void report(String problem) {
        if (problem != null) {
            context.tasks().post(problem);
        }
    }

    /** The view-model (tests drive it). */
    SpectraViewModel model() {
        return model;
    }

    @Override
    public Figure figure() {
        int pane = panes.getSelectionModel().getSelectedIndex();
        if (pane == 3 || pane == 4) {
            return pane == 3 ? methods.figure() : sweeps.figure();
        }
        ScheduleReplay r = model.replayProperty().get();
        if (r == null) {
            return gantt.figure();
        }
        String label = r.result().chosen().label();
        return pane == 1
                ? ScheduleSheets.port(model.studyProperty().get(), label, r, model.stateProperty().get(),
                model.data().demand().matrix(), palette)
                : ScheduleSheets.schedule(model.studyProperty().get(), label, r, model.stateProperty().get(), palette);
    }

    @Override
    public SortedMap<String, String> captureState() {
        return new SchedulePresentation(model).capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return new SchedulePresentation(model).restore(state);
    }

    /** The Gantt chart filling in time, when the Gantt pane shows a schedule. */
    @Override
    public Optional<Animation> animation() {
        return panes.getSelectionModel().getSelectedIndex() == 0 ? new SchedulePresentation(model).filling(palette)
                : Optional.empty();
    }

    @Override
    public Node node() {
        return root;
    }

    private ZoomableCanvas current() {
        return switch (panes.getSelectionModel().getSelectedIndex()) {
            case 1 -> port;
            case 3 -> methods.canvas();
            case 4 -> sweeps.canvas();
            default -> gantt;
        };
    }

    @Override
    public void zoom(double factor) {
        current().zoom(factor);
    }

    @Override
    public void fit() {
        current().fit();
    }
}
