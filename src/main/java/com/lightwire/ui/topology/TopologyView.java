package com.lightwire.ui.topology;

import com.lightwire.ui.common.Painter;
import com.lightwire.ui.common.WorkspaceView;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The Topology view: a toolbar (topology and spine index, generators, cell editor, Realize, Apply, export), the
 * matrix heat map of C[h] on the left and the Cross Wiring and Uniform OCS grids side by side on the right. Realize
 * and export run in the background through the {@link TopologyViewModel} (progress and Cancel in the status bar);
 * every edit goes through it too.
 */
public final class TopologyView extends BorderPane implements WorkspaceView {

    private final TopologyViewModel model;
    private final MatrixDrawing matrixDrawing;
    private final ZoomCanvas matrix;
    private final ResultPanel cross;
    private final ResultPanel uniform;
    private final TopologyControls controls;
    private final Label summary = new Label();
    private final Label message = new Label();
    private final Label hover = new Label();
    private Realization shown;
    private int shownPods = -1;

    public TopologyView(TopologyViewModel model) {
        this.model = model;
        setId("topology-view");
        matrixDrawing = new MatrixDrawing(model);
        matrix = new ZoomCanvas(matrixDrawing);
        matrix.canvas().setId("matrix-canvas");
        Supplier<MethodOutcome> crossOutcome = () -> model.realization() == null ? null : model.realization().cross();
        Supplier<MethodOutcome> uniformOutcome = () -> model.realization() == null ? null
                : model.realization().uniform();
        cross = new ResultPanel("cross", crossOutcome, model::group);
        uniform = new ResultPanel("uniform", uniformOutcome, model::group);
        controls = new TopologyControls(model, this);
        summary.setId("topology-summary");
        message.setId("topology-message");
        message.getStyleClass().add("topology-message");
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        for (ResultPanel panel : List.of(cross, uniform)) {
            HBox.setHgrow(panel, Priority.ALWAYS);
            panel.setPrefWidth(0);
            panel.setMinWidth(0);
        }
        HBox results = new HBox(8, cross, uniform);
        SplitPane centre = new SplitPane(matrix, results);
        centre.setDividerPositions(0.42);
        setTop(controls.bars());
        setCenter(centre);
        hover.setId("matrix-hover");
        Label legend = new Label("Matrix: blue = links (darker = more), grey = locked diagonal, red frame = Uniform "
                + "cannot realize; sum column green = K_spine, red = over. Grids: one tile per OCS, rows = groups "
                + "(blue frame = shown spine), grey = kept circuit, orange = new against the current configuration.");
        legend.setId("topology-legend");
        legend.setWrapText(true);
        setBottom(new VBox(new HBox(16, summary, hover), message, legend));
        installMatrixMouse();
        model.changesProperty().addListener(o -> refresh());
        refresh();
    }

    public TopologyViewModel model() {
        return model;
    }

    /** Where the centre of matrix cell (i, j) is on the matrix canvas, in its local coordinates. */
    public javafx.geometry.Point2D cellCentre(int i, int j) {
        double half = MatrixDrawing.CELL / 2;
        return matrix.toLocal(MatrixDrawing.MARGIN + j * MatrixDrawing.CELL + half,
                MatrixDrawing.MARGIN + i * MatrixDrawing.CELL + half);
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
        Alert alert = new Alert(Alert.AlertType.ERROR, reason, ButtonType.OK);
        alert.initOwner(getScene().getWindow());
        alert.setHeaderText("Cannot export the configuration");
        alert.getDialogPane().setId("error-dialog");
        alert.showAndWait();
    }

    void chooseExport(boolean csv) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export configuration as " + (csv ? "CSV" : "JSON"));
        chooser.getExtensionFilters().add(csv ? new FileChooser.ExtensionFilter("CSV", "*.csv")
                : new FileChooser.ExtensionFilter("JSON", "*.json"));
        var file = chooser.showSaveDialog(getScene().getWindow());
        if (file != null) {
            exportConfiguration(file.toPath(), csv);
        }
    }

    public void setDark(boolean dark) {
        matrixDrawing.setDark(dark);
        cross.drawing().setDark(dark);
        uniform.drawing().setDark(dark);
        matrix.setDark(dark);
        cross.grid().setDark(dark);
        uniform.grid().setDark(dark);
    }

    private void installMatrixMouse() {
        matrix.canvas().setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                int[] cell = matrixDrawing.cellAt(matrix.toWorldX(e.getX()), matrix.toWorldY(e.getY()));
                model.selectCell(cell == null ? -1 : cell[0], cell == null ? -1 : cell[1]);
                matrix.requestFocus();
            }
        });
        matrix.canvas().setOnMouseMoved(e -> {
            int[] cell = matrixDrawing.cellAt(matrix.toWorldX(e.getX()), matrix.toWorldY(e.getY()));
            hover.setText(cell == null ? "" : "C[" + model.group() + "][" + cell[0] + "][" + cell[1] + "] = "
                    + model.cell(cell[0], cell[1]) + ", row " + cell[0] + " sum " + model.rowSum(cell[0]));
        });
        matrix.setFocusTraversable(true);
        matrix.setOnKeyPressed(e -> {
            KeyCode code = e.getCode();
            if (code == KeyCode.ADD || code == KeyCode.PLUS || code == KeyCode.EQUALS) {
                show(model.nudgeSelected(1));
            } else if (code == KeyCode.SUBTRACT || code == KeyCode.MINUS) {
                show(model.nudgeSelected(-1));
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

    private void refresh() {
        controls.sync();
        summary.setText(model.summary());
        boolean fresh = model.realization() != shown;
        shown = model.realization();
        if (model.pods() != shownPods) {
            shownPods = model.pods();
            matrix.fit();
        } else {
            matrix.redraw();
        }
        cross.refresh(fresh, "Cross Wiring");
        uniform.refresh(fresh, "Uniform");
    }

    @Override
    public String title() {
        return "Topology";
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

    /** The matrix selects one cell at a time, so Select All leaves the selection as it is. */
    @Override
    public void selectAll() {
        show("The matrix selects one cell at a time");
    }

    @Override
    public boolean deleteSelection() {
        if (!model.hasSelection() || model.selectedRow() == model.selectedColumn()) {
            return false;
        }
        show(model.setCell(model.selectedRow(), model.selectedColumn(), 0));
        return true;
    }

    @Override
    public double[] exportSize() {
        double gap = 40;
        return new double[] {matrixDrawing.width() + gap + cross.drawing().width() + gap + uniform.drawing().width(),
                Math.max(matrixDrawing.height(), Math.max(cross.drawing().height(), uniform.drawing().height())) + 24};
    }

    @Override
    public void paint(Painter painter, double width, double height) {
        double gap = 40;
        painter.fill(0xFFFFFFFF);
        painter.fillRect(0, 0, width, height);
        double x = 0;
        List<ZoomCanvas.Drawing> parts = new ArrayList<>(List.of(matrixDrawing, cross.drawing(), uniform.drawing()));
        List<String> titles = List.of(model.summary(), heading(model.realization() == null ? null
                : model.realization().cross()), heading(model.realization() == null ? null
                : model.realization().uniform()));
        for (int n = 0; n < parts.size(); n++) {
            ZoomCanvas.Drawing part = parts.get(n);
            painter.fill(0xFF1A202C);
            painter.text(titles.get(n), x, 16, 12);
            part.draw(new ShiftedPainter(painter, x, 24), 0, 0, part.width(), part.height(), 1);
            x += part.width() + gap;
        }
    }

    private static String heading(MethodOutcome o) {
        return o == null ? "not realized" : o.title() + ": " + o.metricsLine();
    }
}
