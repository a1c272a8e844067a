package com.lightwire.ui.topology;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.topology.MatrixFigure;
import com.lightwire.figure.topology.MethodOutcome;
import com.lightwire.figure.topology.Realization;
import com.lightwire.figure.topology.TopologySheet;
import com.lightwire.model.ElementRef;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.PodRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.ui.common.Deletable;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.Findable;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.Presentable;
import com.lightwire.ui.common.Animated;
import java.util.Optional;
import java.util.SortedMap;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The Topology view: a toolbar (topology and OCS group, generators, cell editor, Realize, Apply, export), the
 * matrix heat map of C[h] ({@link MatrixFigure}) on the left and the Cross Wiring and Uniform OCS grids side by side on
 * the right, each on a zoomable canvas (any drag pans; + and - change the selected cell when one is selected, else
 * zoom; 0 fits). Realize and export run in the background through the {@link TopologyViewModel} (progress and Cancel
 * in the status bar); every edit goes through it too.
 */
public final class TopologyView extends BorderPane
        implements View, Zoomable, ImageExportable, Deletable, Findable, Presentable, Animated {

    private final TopologyViewModel model;
    private final DialogService dialogs;
    private final Selection selection;
    private final Session session;
    private final ZoomableCanvas matrix = new ZoomableCanvas();
    private final ResultPanel cross;
    private final ResultPanel uniform;
    private final TopologyControls controls;
    private final Label summary = new Label();
    private final Label message = new Label();
    private final Label hover = new Label();
    private final LegendBar legend = new LegendBar();
    private final ScheduleCircuitsPanel circuits = new ScheduleCircuitsPanel();
    private Realization shown;
    private int shownPods = -1;
    private Palette palette = Palette.LIGHT;
    private int hoverRow = -1;
    private int hoverColumn = -1;
    private final TopologyPresentation presentation;
    /** What the matrix's content layer shows, or null before the first paint. */
    private MatrixChanges painted;
    /** The marks the selection and hover layers show. */
    private MatrixFigure.Marks paintedMarks;

    /** The view on the context's session; realizes on its task lanes and draws in its theme. */
    public TopologyView(ViewContext context) {
        this.model = new TopologyViewModel(context.session(), context.runner());
        this.dialogs = context.dialogs();
        this.selection = context.selection();
        this.session = context.session();
        setId("topology-view");
        matrix.setId("matrix-area");
        matrix.layer(Layer.CONTENT).setId("matrix-canvas");
        matrix.setScaleLimits(0.005, 40, 3);
        matrix.setFitMargin(ResultsPane.GRID_MARGIN);
        matrix.setPanButtons(MouseButton.PRIMARY, MouseButton.MIDDLE, MouseButton.SECONDARY);
        Supplier<MethodOutcome> crossOutcome = () -> model.realization() == null ? null : model.realization().cross();
        Supplier<MethodOutcome> uniformOutcome = () -> model.realization() == null ? null
                : model.realization().uniform();
        cross = new ResultPanel("cross", crossOutcome, model::group);
        uniform = new ResultPanel("uniform", uniformOutcome, model::group);
        controls = new TopologyControls(model, this);
        presentation = new TopologyPresentation(model, name -> realize());
        summary.setId("topology-summary");
        message.setId("topology-message");
        message.getStyleClass().add("topology-message");
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        for (ResultPanel panel : List.of(cross, uniform)) {
            panel.setMinSize(0, 0);
        }
        ResultsPane results = new ResultsPane(cross, uniform);
        SplitPane centre = new SplitPane(matrix, results);
        centre.setDividerPositions(0.42);
        setTop(controls.bars());
        setCenter(centre);
        selection.selectedProperty().addListener((obs, old, now) -> showCircuits(centre, now));
        hover.setId("matrix-hover");
        legend.setId("topology-legend");
        setBottom(new VBox(statusLine(), message, legend));
        installMatrixMouse();
        model.changesProperty().addListener(o -> refresh());
        refresh();
        context.observeTheme(theme -> setDark(theme.isDark()));
    }

    public TopologyViewModel model() {
        return model;
    }

    /** Where the centre of matrix cell (i, j) is on the matrix canvas, in its local coordinates. */
    public javafx.geometry.Point2D cellCentre(int i, int j) {
        double half = MatrixFigure.CELL / 2;
        var v = matrix.viewport();
        return new javafx.geometry.Point2D(v.toScreenX(MatrixFigure.MARGIN + j * MatrixFigure.CELL + half),
                v.toScreenY(MatrixFigure.MARGIN + i * MatrixFigure.CELL + half));
    }

    /** Starts realizing the selected topology in the background. */
    public void realize() {
        show(model.realize(this::show));
    }

    /** Shows a refusal or failure under the matrix; null or "" clears it. */
    void show(String text) {
        message.setText(text == null ? "" : text);
    }

    /** Writes the configuration {@link TopologyViewModel#configurationToExport()} names; failures are shown. */
    public void exportConfiguration(Path file, boolean csv) {
        String refused = model.exportConfiguration(file, csv, this::exportFailed);
        if (refused != null) {
            exportFailed(refused);
        }
    }

    private void exportFailed(String reason) {
        dialogs.error("Cannot export the configuration", reason, null);
    }

    void chooseExport(boolean csv) {
        FileChoice choice = csv ? FileChoice.of("Export configuration as CSV", "CSV", "*.csv")
                : FileChoice.of("Export configuration as JSON", "JSON", "*.json");
        dialogs.chooseSave(choice).ifPresent(file -> exportConfiguration(file, csv));
    }

    private void setDark(boolean dark) {
        palette = Palette.of(dark);
        paintMatrix();
        legend.setEntries(TopologySheet.legend(model.matrixData(), palette));
        cross.setPalette(palette);
        uniform.setPalette(palette);
        circuits.setPalette(palette);
    }

    /** The OCS schedule's cursor selected: its circuits join the OCS grids (issue 11 item 6). */
    private void showCircuits(SplitPane centre, ElementRef selected) {
        if (selected instanceof ScheduleCircuitsRef ref) {
            if (!centre.getItems().contains(circuits)) {
                centre.getItems().add(circuits);
                centre.setDividerPositions(0.34, 0.67);
            }
            circuits.show(ref, session.project());
        }
    }

    /** Makes a Spectra study of the shown topology's demand, group h or all, s = K_spine (one undoable edit). */
    public void demandForSpectra() {
        NamedTopology t = model.topology();
        String refusal = SpectraDemandAction.refusal(session.project(), t);
        if (refusal != null) {
            show(refusal);
            return;
        }
        List<String> choices = new ArrayList<>(List.of("All"));
        for (int h = 0; h < t.topology().groups(); h++) {
            choices.add("h = " + h);
        }
        int k = dialogs.choose("Demand for Spectra", "Which OCS group's links (h), or all groups summed, become the pod-to-pod demand (max line sum 1, "
                + "switches = K_spine)?", choices);
        if (k >= 0) {
            session.perform(SpectraDemandAction.edit(session.project(), t, k - 1));
        }
    }

    private MatrixFigure matrixFigure() {
        return new MatrixFigure(model.matrixData(), model.unrealizedCells(), marks(), palette);
    }

    private MatrixFigure.Marks marks() {
        return new MatrixFigure.Marks(model.hasSelection() ? model.selectedRow() : -1,
                model.hasSelection() ? model.selectedColumn() : -1, hoverRow, hoverColumn);
    }

    /**
     * Shows the matrix; when only a few cells changed since the last paint (a cell edit, its undo), repaints only them
     * and their row sums on the content layer, and the layers of the marks (selection, hover) only when the marks
     * moved: an untouched layer costs the renderer nothing in the next frame (ADR 0036).
     */
    private void paintMatrix() {
        MatrixFigure figure = matrixFigure();
        MatrixChanges now = new MatrixChanges(model.matrixData(), model.unrealizedCells(), palette);
        List<double[]> areas = now.changedAreas(painted, figure.size().width());
        MatrixFigure.Marks marks = marks();
        if (areas == null) {
            matrix.show(figure);
        } else if (marks.equals(paintedMarks)) {
            matrix.showChanged(figure, areas);
        } else {
            matrix.showChanged(figure, areas, Layer.SELECTION, Layer.HOVER);
        }
        painted = now;
        paintedMarks = marks;
    }

    /** The matrix cell under a point of the matrix canvas, or null. */
    private int[] cellAt(MouseEvent e) {
        var v = matrix.viewport();
        return matrixFigure().cellAt(v.toWorldX(e.getX()), v.toWorldY(e.getY()));
    }

    /** Click selects a cell (a drag pans instead); hover names the cell and marks it on the hover layer only. */
    private void installMatrixMouse() {
        matrix.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) {
                int[] cell = cellAt(e);
                model.selectCell(cell == null ? -1 : cell[0], cell == null ? -1 : cell[1]);
                matrix.requestFocus();
            }
        });
        matrix.addEventHandler(MouseEvent.MOUSE_MOVED, e -> {
            int[] cell = cellAt(e);
            setHover(cell == null ? -1 : cell[0], cell == null ? -1 : cell[1]);
        });
        matrix.addEventHandler(MouseEvent.MOUSE_EXITED, e -> setHover(-1, -1));
        matrix.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            KeyCode code = e.getCode();
            boolean plus = code == KeyCode.ADD || code == KeyCode.PLUS || code == KeyCode.EQUALS;
            boolean minus = code == KeyCode.SUBTRACT || code == KeyCode.MINUS;
            if ((plus || minus) && model.hasSelection()) {
                show(model.nudgeSelected(plus ? 1 : -1));
            } else if (code.isArrowKey() && model.hasSelection()) {
                int di = code == KeyCode.UP ? -1 : code == KeyCode.DOWN ? 1 : 0;
                int dj = code == KeyCode.LEFT ? -1 : code == KeyCode.RIGHT ? 1 : 0;
                model.selectCell(model.selectedRow() + di, model.selectedColumn() + dj);
            } else {
                return;
            }
            e.consume();
        });
    }

    private void setHover(int row, int column) {
        if (row != hoverRow || column != hoverColumn) {
            hoverRow = row;
            hoverColumn = column;
            matrix.show(matrixFigure(), Layer.HOVER);
        }
        hover.setText(cellLine());
    }

    /** The cell under the pointer, else the selected cell, as it is now; "" for neither. */
    private String cellLine() {
        if (hoverRow >= 0) {
            return model.describeCell(hoverRow, hoverColumn);
        }
        return model.hasSelection() ? model.describeCell(model.selectedRow(), model.selectedColumn()) : "";
    }

    /**
     * The summary and the cell line side by side: the summary wraps where both do not fit (a long list of rows over
     * K_spine), the cell line keeps its width, so neither is cut.
     */
    private HBox statusLine() {
        summary.setWrapText(true);
        summary.setMinWidth(0);
        summary.setMaxWidth(Double.MAX_VALUE);
        hover.setMinWidth(Region.USE_PREF_SIZE);
        HBox line = new HBox(16, summary, hover);
        HBox.setHgrow(summary, Priority.ALWAYS);
        return line;
    }

    private void refresh() {
        controls.sync();
        summary.setText(model.summary());
        hover.setText(cellLine());
        legend.setEntries(TopologySheet.legend(model.matrixData(), palette));
        boolean fresh = model.realization() != shown;
        shown = model.realization();
        paintMatrix();
        if (model.pods() != shownPods) {
            shownPods = model.pods();
            matrix.fit();
        }
        cross.refresh(fresh, "Cross Wiring");
        uniform.refresh(fresh, "Uniform");
    }

    @Override
    public Node node() {
        return this;
    }

    @Override
    public void zoom(double factor) {
        matrix.zoom(factor);
    }

    @Override
    public void fit() {
        matrix.fit();
        cross.grid().fit();
        uniform.grid().fit();
    }

    @Override
    public boolean deleteSelection() {
        if (!model.hasSelection() || model.selectedRow() == model.selectedColumn()) {
            return false;
        }
        show(model.setCell(model.selectedRow(), model.selectedColumn(), 0));
        return true;
    }

    /** The matrix and both grids with their metrics and a legend, in the current theme, for export. */
    @Override
    public Figure figure() {
        return TopologySheet.of(model.matrixData(), model.realization(), palette);
    }

    @Override
    public SortedMap<String, String> captureState() {
        return presentation.capture();
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        return presentation.restore(state);
    }

    @Override
    public ZoomableCanvas presentedCanvas() {
        return matrix;
    }

    @Override
    public Figure presentedFigure() {
        return presentation.presented(palette);
    }

    @Override
    public Optional<Animation> animation() {
        return presentation.realizeAnimation(palette);
    }

    @Override
    public String findPrompt() {
        return "Pod name, or two pod names for their cell";
    }

    /** Selects the pod's row (its diagonal cell), or the cell of two pods, and the first pod everywhere. */
    @Override
    public String find(String text) {
        int[] cell = model.findCell(text);
        if (cell == null) {
            return "No pod or pair of pods is called " + text.strip();
        }
        model.selectCell(cell[0], cell[1]);
        selection.select(PodRef.of(session.project().cluster().pods().get(cell[0])));
        return "Found C[" + model.group() + "][" + cell[0] + "][" + cell[1] + "]";
    }
}
