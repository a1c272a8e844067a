package com.lightwire.ui.fabric;

import com.lightwire.core.asbuilt.Fault;
import com.lightwire.core.labels.LegKind;
import com.lightwire.figure.Viewport;
import com.lightwire.figure.fabric.FabricGeometry;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.session.Session;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.kordamp.ikonli.material2.Material2OutlinedAL;

import java.util.List;
import java.util.Map;

/**
 * The Fabric view's as-built overlay: a "Check as-built..." button, a mouse-transparent canvas over the floor that
 * draws every faulty cable in its fault's colour, and a side panel with the legend and the list of faults; picking a
 * fault highlights its cable and pans the floor to it. The check itself runs in {@link AsBuiltOverlayModel}.
 */
final class AsBuiltOverlay {

    /** Fault colours, readable on the light and the dark floor. */
    static final Map<Fault.Kind, Color> COLORS = Map.of(
            Fault.Kind.MISSING, Color.web("#e53e3e"),
            Fault.Kind.EXTRA, Color.web("#718096"),
            Fault.Kind.SWAPPED_ENDS, Color.web("#dd6b20"),
            Fault.Kind.WRONG_PORT, Color.web("#d53f8c"),
            Fault.Kind.TX_RX_REVERSED, Color.web("#3182ce"));

    private final Session session;
    private final DialogService dialogs;
    private final FabricViewModel fabric;
    private final ZoomableCanvas floor;
    private final AsBuiltOverlayModel model;
    private final Canvas marks = new Canvas();
    private final ListView<AsBuiltOverlayModel.Mark> list = new ListView<>();
    private final Label status = new Label();
    private final Label details = new Label("Pick a fault to see both ends and find its cable.");
    private final VBox panel = new VBox(6);

    AsBuiltOverlay(Session session, DialogService dialogs, AsBuiltOverlayModel model, FabricViewModel fabric,
                   ZoomableCanvas floor) {
        this.session = session;
        this.dialogs = dialogs;
        this.model = model;
        this.fabric = fabric;
        this.floor = floor;
        marks.setId("as-built-marks");
        marks.setMouseTransparent(true);
        marks.widthProperty().bind(floor.widthProperty());
        marks.heightProperty().bind(floor.heightProperty());
        marks.widthProperty().addListener(o -> draw());
        marks.heightProperty().addListener(o -> draw());
        floor.viewportProperty().addListener(o -> draw());
        buildPanel();
        model.resultProperty().addListener(o -> showResult());
        status.textProperty().bind(model.messageProperty());
        showResult();
    }

    /** The toolbar button. */
    Button button() {
        Button check = Icons.on(new Button("Check as-built..."), Material2OutlinedAL.FACT_CHECK);
        check.setId("check-built");
        check.setOnAction(e -> dialogs.chooseOpen(FileChoice.of("Check as-built cables",
                "As-built cable list (NetBox cable CSV or cut sheet CSV)", "*.csv"))
                .ifPresent(file -> {
                    panel.setVisible(true);
                    panel.setManaged(true);
                    model.check(session.project(), file);
                }));
        return check;
    }

    /** The canvas to stack over the floor. */
    Canvas marks() {
        return marks;
    }

    /** The side panel (hidden until a check runs). */
    VBox panel() {
        return panel;
    }

    private void buildPanel() {
        panel.setId("as-built-panel");
        panel.getStyleClass().add("palette");
        panel.setPrefWidth(400);
        panel.setMinWidth(400);
        panel.setStyle("-fx-padding: 6");
        status.setId("as-built-status");
        status.setWrapText(true);
        list.setId("as-built-faults");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(AsBuiltOverlayModel.Mark mark, boolean empty) {
                super.updateItem(mark, empty);
                setText(empty || mark == null ? null : mark.text());
                setWrapText(true);
                setPrefWidth(0);
                setTextFill(empty || mark == null ? null : COLORS.get(mark.fault().kind()).darker());
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, mark) -> select(mark));
        VBox.setVgrow(list, Priority.ALWAYS);
        Button close = new Button("Close");
        close.setId("as-built-close");
        close.setOnAction(e -> {
            model.clear();
            panel.setVisible(false);
            panel.setManaged(false);
        });
        details.setId("as-built-details");
        details.setWrapText(true);
        details.setMinHeight(90);
        panel.getChildren().setAll(new Label("As-built check"), status, legend(), list, details, close);
    }

    /** One swatch per fault kind, in the colour the floor marks it with. */
    private static VBox legend() {
        VBox legend = new VBox(2);
        legend.setId("as-built-legend");
        for (Fault.Kind kind : Fault.Kind.values()) {
            Rectangle swatch = new Rectangle(18, 4, COLORS.get(kind));
            legend.getChildren().add(new HBox(6, swatch, new Label(kind.code() + ": " + kind.description())));
        }
        return legend;
    }

    private void showResult() {
        AsBuiltOverlayModel.Result result = model.resultProperty().get();
        list.getItems().setAll(result == null ? List.of() : result.marks());
        boolean shown = result != null || !status.getText().isEmpty();
        panel.setVisible(shown);
        panel.setManaged(shown);
        draw();
    }

    /** Highlights the mark's cable and pans it to the middle of the floor. */
    private void select(AsBuiltOverlayModel.Mark mark) {
        if (mark == null) {
            return;
        }
        details.setText(mark.text());
        if (mark.cable() < 0) {
            return;
        }
        fabric.highlight(mark.cable());
        double[] pts = fabric.state().geometry().cablePoints(mark.cable());
        Viewport v = floor.viewport();
        floor.panBy(floor.getWidth() / 2 - v.toScreenX(pts[2]), floor.getHeight() / 2 - v.toScreenY(pts[3]));
    }

    private void draw() {
        GraphicsContext gc = marks.getGraphicsContext2D();
        gc.clearRect(0, 0, marks.getWidth(), marks.getHeight());
        AsBuiltOverlayModel.Result result = model.resultProperty().get();
        if (result == null || !session.project().hasCluster()) {
            return;
        }
        FabricGeometry g = fabric.state().geometry();
        Viewport v = floor.viewport();
        gc.setLineWidth(3.5);
        for (AsBuiltOverlayModel.Mark mark : result.marks()) {
            if (mark.cable() >= 0 && mark.cable() < g.cableCount()) {
                drawPiece(gc, v, g.cablePoints(mark.cable()), mark, COLORS.get(mark.fault().kind()));
            }
        }
    }

    /**
     * Draws the faulty piece: a trunk from the spine to the split point, a Tx or Rx leg from the split point to its
     * OCS, both legs for exchanged legs, the whole path for a duplex cord; dots mark the ends.
     */
    private static void drawPiece(GraphicsContext gc, Viewport v, double[] pts, AsBuiltOverlayModel.Mark mark,
                                  Color color) {
        gc.setStroke(color);
        gc.setFill(color);
        boolean reversed = mark.fault().kind() == Fault.Kind.TX_RX_REVERSED;
        boolean whole = mark.piece() == LegKind.DUPLEX || mark.piece() == LegKind.HBD;
        if (whole || mark.piece() == LegKind.TRUNK) {
            segment(gc, v, pts, 0, 2);
        }
        if (whole || reversed || mark.piece() == LegKind.TX_LEG) {
            segment(gc, v, pts, 2, 4);
        }
        if (whole || reversed || mark.piece() == LegKind.RX_LEG) {
            segment(gc, v, pts, 2, 6);
        }
    }

    /** A thick line between points {@code from} and {@code to} of a cable's points, with a dot at each end. */
    private static void segment(GraphicsContext gc, Viewport v, double[] pts, int from, int to) {
        double x1 = v.toScreenX(pts[from]);
        double y1 = v.toScreenY(pts[from + 1]);
        double x2 = v.toScreenX(pts[to]);
        double y2 = v.toScreenY(pts[to + 1]);
        gc.strokeLine(x1, y1, x2, y2);
        gc.fillOval(x1 - 4, y1 - 4, 8, 8);
        gc.fillOval(x2 - 4, y2 - 4, 8, 8);
    }
}
