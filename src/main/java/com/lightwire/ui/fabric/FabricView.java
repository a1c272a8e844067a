package com.lightwire.ui.fabric;

import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.FxPainter;
import com.lightwire.ui.common.Painter;
import com.lightwire.ui.common.WorkspaceView;
import com.lightwire.ui.session.ChangeSchemeEdit;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DataFormat;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Fabric view: a canvas redrawn explicitly on every change of its {@link FabricViewModel}, with a toolbar (add
 * pod, duplicate, delete), a palette of pods and OCS racks to drag or click onto the floor, the wiring scheme chooser
 * and an OCS group filter. Left button selects and drags racks or
 * draws a rubber band; right or middle button pans; the wheel zooms around the pointer.
 */
public final class FabricView extends BorderPane implements WorkspaceView {

    private static final String DRAG_PREFIX = "lightwire-palette:";

    private final Session session;
    private final FabricViewModel model;
    private final Canvas canvas = new Canvas();
    private final FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
    private final Label hoverBox = new Label();
    private final Label summary = new Label();
    private final ComboBox<WiringScheme> scheme = new ComboBox<>(FXCollections.observableArrayList(WiringScheme.values()));
    private final ComboBox<String> groupFilter = new ComboBox<>();
    private boolean dark;
    private boolean fitted;
    private double lastX;
    private double lastY;
    private boolean moved;
    private boolean placing;
    private final ToggleGroup armed = new ToggleGroup();

    public FabricView(Session session, FabricViewModel model) {
        this.session = session;
        this.model = model;
        setId("fabric-view");
        Pane holder = new Pane(canvas, hoverBox);
        holder.getStyleClass().add("canvas-holder");
        canvas.widthProperty().bind(holder.widthProperty());
        canvas.heightProperty().bind(holder.heightProperty());
        canvas.widthProperty().addListener(o -> resized());
        canvas.heightProperty().addListener(o -> resized());
        canvas.setId("fabric-canvas");
        hoverBox.setId("fabric-hover");
        hoverBox.getStyleClass().add("hover-box");
        hoverBox.setVisible(false);
        hoverBox.setMouseTransparent(true);
        summary.setId("fabric-summary");
        setTop(toolbar());
        setLeft(palette());
        setCenter(holder);
        setBottom(summary);
        installMouse();
        model.changesProperty().addListener(o -> redraw());
        session.revisionProperty().addListener(o -> syncControls());
        syncControls();
    }

    public FabricViewModel model() {
        return model;
    }

    private ToolBar toolbar() {
        Button add = new Button("Add pod");
        add.setId("add-pod");
        add.setOnAction(e -> report(model.addPod()));
        Button duplicate = new Button("Duplicate");
        duplicate.setId("duplicate-pod");
        duplicate.setOnAction(e -> report(model.duplicateSelection()));
        Button delete = new Button("Delete");
        delete.setId("delete-pod");
        delete.setOnAction(e -> report(model.deleteSelected()));
        scheme.setId("scheme-chooser");
        scheme.setOnAction(e -> {
            WiringScheme chosen = scheme.getValue();
            if (chosen != null && chosen != session.project().cluster().scheme()) {
                session.perform(new ChangeSchemeEdit(chosen));
            }
        });
        groupFilter.setId("group-filter");
        groupFilter.setOnAction(e -> model.setGroupFilter(Math.max(-1, groupFilter.getSelectionModel()
                .getSelectedIndex() - 1)));
        return new ToolBar(add, duplicate, delete, new Separator(), new Label("Wiring"), scheme, new Label("OCS group"),
                groupFilter);
    }

    /**
     * The palette: drag an item onto the floor, or click it and then click a slot; either places it snapped to the
     * slot under the pointer as one edit.
     */
    private VBox palette() {
        VBox box = new VBox(6, new Label("Palette"));
        box.setId("fabric-palette");
        box.getStyleClass().add("palette");
        box.setPadding(new Insets(6));
        for (PaletteItem item : PaletteItem.values()) {
            ToggleButton button = new ToggleButton(item.label());
            button.setId("palette-" + item.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            button.setUserData(item);
            button.setToggleGroup(armed);
            button.setMaxWidth(Double.MAX_VALUE);
            button.setTooltip(new Tooltip("Drag onto the floor, or click here and then on a free slot"));
            button.setOnDragDetected(e -> {
                Dragboard board = button.startDragAndDrop(TransferMode.COPY);
                board.setContent(Map.of(DataFormat.PLAIN_TEXT, DRAG_PREFIX + item.name()));
                e.consume();
            });
            box.getChildren().add(button);
        }
        armed.selectedToggleProperty().addListener((obs, old, now) ->
                canvas.setCursor(now == null ? Cursor.DEFAULT : Cursor.CROSSHAIR));
        canvas.setOnDragOver(e -> {
            if (draggedItem(e.getDragboard()) != null) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        canvas.setOnDragDropped(e -> {
            PaletteItem item = draggedItem(e.getDragboard());
            if (item != null) {
                report(model.place(item, e.getX(), e.getY()));
            }
            e.setDropCompleted(item != null);
            e.consume();
        });
        return box;
    }

    private static PaletteItem draggedItem(Dragboard board) {
        String text = board.hasString() ? board.getString() : "";
        if (!text.startsWith(DRAG_PREFIX)) {
            return null;
        }
        try {
            return PaletteItem.valueOf(text.substring(DRAG_PREFIX.length()));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** Places the armed palette item at a clicked slot; true when an item was armed (the click is used up). */
    private boolean placeArmed(MouseEvent e) {
        Toggle toggle = armed.getSelectedToggle();
        if (toggle == null || e.getButton() != MouseButton.PRIMARY) {
            return false;
        }
        armed.selectToggle(null);
        report(model.place((PaletteItem) toggle.getUserData(), e.getX(), e.getY()));
        return true;
    }

    private void report(String refusal) {
        summary.setText(refusal == null ? model.summary() : refusal);
    }

    private void syncControls() {
        if (!session.project().hasCluster()) {
            return;
        }
        scheme.setValue(session.project().cluster().scheme());
        List<String> groups = new ArrayList<>();
        groups.add("All groups");
        session.project().cluster().groups().forEach(g -> groups.add(g.name()));
        if (!groups.equals(groupFilter.getItems())) {
            groupFilter.getItems().setAll(groups);
            groupFilter.getSelectionModel().select(model.groupFilter() + 1);
        }
        summary.setText(model.summary());
    }

    private void installMouse() {
        canvas.setOnScroll(e -> model.zoom(Math.pow(1.0015, e.getDeltaY()), e.getX(), e.getY()));
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            lastX = e.getX();
            lastY = e.getY();
            moved = false;
            placing = placeArmed(e);
            if (e.getButton() == MouseButton.PRIMARY && !placing) {
                model.press(e.getX(), e.getY(), e.isShiftDown());
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            moved = moved || Math.hypot(e.getX() - lastX, e.getY() - lastY) > 3;
            if (placing) {
                return;
            }
            if (e.getButton() == MouseButton.PRIMARY) {
                model.drag(e.getX(), e.getY());
            } else {
                model.pan(e.getX() - lastX, e.getY() - lastY);
                lastX = e.getX();
                lastY = e.getY();
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == MouseButton.PRIMARY && !placing) {
                model.release();
                if (!moved) {
                    model.click(e.getX(), e.getY());
                }
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> showHover(model.hover(e.getX(), e.getY()), e));
        canvas.addEventHandler(MouseEvent.MOUSE_EXITED, e -> hoverBox.setVisible(false));
    }

    private void showHover(String text, MouseEvent e) {
        hoverBox.setVisible(text != null);
        if (text != null) {
            hoverBox.setText(text);
            hoverBox.relocate(Math.min(e.getX() + 14, canvas.getWidth() - 260), Math.min(e.getY() + 14,
                    canvas.getHeight() - 110));
        }
    }

    private void resized() {
        model.setViewSize(canvas.getWidth(), canvas.getHeight());
        if (!fitted && canvas.getWidth() > 0 && canvas.getHeight() > 0) {
            fitted = true;
            model.fit();
        }
        redraw();
    }

    /** Redraws the visible part of the floor. */
    public void redraw() {
        model.draw(painter, dark);
        summary.setText(model.summary());
    }

    public void setDark(boolean isDark) {
        dark = isDark;
        redraw();
    }

    @Override
    public String title() {
        return "Fabric";
    }

    @Override
    public Node node() {
        return this;
    }

    @Override
    public void zoom(double factor) {
        model.zoom(factor, canvas.getWidth() / 2, canvas.getHeight() / 2);
    }

    @Override
    public void fit() {
        model.fit();
    }

    @Override
    public void selectAll() {
        model.selectAll();
    }

    @Override
    public boolean deleteSelection() {
        String refusal = model.deleteSelected();
        report(refusal);
        return refusal == null;
    }

    @Override
    public double[] exportSize() {
        return model.floorSize();
    }

    @Override
    public void paint(Painter painter, double width, double height) {
        model.drawWhole(painter, width, height, dark);
    }
}
