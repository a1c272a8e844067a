package com.lightwire.ui.fabric;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.Deletable;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.Findable;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.Selectable;
import com.lightwire.ui.common.View;
import com.lightwire.ui.common.Presentable;
import com.lightwire.ui.common.Animated;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.WiringSwitch;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.common.ZoomableCanvas;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.geometry.Orientation;
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
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Fabric view: the {@link FabricFigure} of its {@link FabricViewModel}'s state on a {@link ZoomableCanvas},
 * repainting only the layers a change touches, with a toolbar (add pod, duplicate, delete), a palette of pods and OCS
 * racks to drag or click onto the floor, the wiring scheme chooser and an OCS group filter. Left button selects and
 * drags racks or draws a rubber band; right or middle button (or left with Space held) pans; the wheel and + / -
 * zoom, 0 fits. Finds a pod or rack by name.
 */
public final class FabricView extends BorderPane
        implements View, Zoomable, ImageExportable, Selectable, Deletable, Findable, Presentable, Animated {

    private static final String DRAG_PREFIX = "lightwire-palette:";

    private final Session session;
    private final DialogService dialogs;
    private final FabricViewModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private final Label hoverBox = new Label();
    private final Label summary = new Label();
    private final LegendBar legend = new LegendBar();
    private final ComboBox<WiringScheme> scheme = new ComboBox<>(FXCollections.observableArrayList(WiringScheme.values()));
    private final ComboBox<String> groupFilter = new ComboBox<>();
    private Palette palette = Palette.LIGHT;
    private double lastX;
    private double lastY;
    private boolean moved;
    private boolean placing;
    private final ToggleGroup armed = new ToggleGroup();
    private final HbdFloorPane hbd = new HbdFloorPane();
    private final ToggleButton hbdToggle = new ToggleButton("HBD racks");
    private Node clusterFloor;
    private Node clusterBottom;
    private final AsBuiltOverlay asBuilt;
    private final FabricPresentation presentation;

    /** The view on the context's session and selection, drawn in the context's theme. */
    public FabricView(ViewContext context) {
        this.session = context.session();
        this.dialogs = context.dialogs();
        this.model = new FabricViewModel(session, context.selection());
        setId("fabric-view");
        presentation = new FabricPresentation(model, this::showGroup);
        asBuilt = new AsBuiltOverlay(session, dialogs, new AsBuiltOverlayModel(context.runner()), model, canvas);
        Pane holder = new Pane(canvas, asBuilt.marks(), hoverBox);
        holder.getStyleClass().add("canvas-holder");
        canvas.prefWidthProperty().bind(holder.widthProperty());
        canvas.prefHeightProperty().bind(holder.heightProperty());
        canvas.setId("fabric-area");
        canvas.layer(Layer.CONTENT).setId("fabric-canvas");
        canvas.setScaleLimits(FabricViewModel.MIN_SCALE, FabricViewModel.MAX_SCALE, FabricViewModel.MAX_SCALE);
        canvas.setFitMargin(FabricViewModel.FIT_MARGIN);
        canvas.setPanButtons(MouseButton.MIDDLE, MouseButton.SECONDARY);
        canvas.viewportProperty().bindBidirectional(model.viewportProperty());
        model.viewportProperty().addListener(o -> {
            if (session.project().hasCluster()) {
                summary.setText(model.summary());
            }
        });
        hoverBox.setId("fabric-hover");
        hoverBox.getStyleClass().add("hover-box");
        hoverBox.setVisible(false);
        hoverBox.setMouseTransparent(true);
        summary.setId("fabric-summary");
        setTop(toolbar());
        setLeft(palette());
        setCenter(holder);
        setRight(asBuilt.panel());
        legend.setId("fabric-legend");
        setBottom(new VBox(legend, summary));
        clusterFloor = holder;
        clusterBottom = getBottom();
        hbdToggle.setId("fabric-hbd-toggle");
        hbdToggle.setOnAction(e -> showFloor());
        installMouse();
        model.changesProperty().addListener(o -> canvas.show(floorFigure(), model.takeRepaints()));
        session.revisionProperty().addListener(o -> syncControls());
        syncControls();
        canvas.show(floorFigure());
        context.observeTheme(theme -> setDark(theme.isDark()));
    }

    public FabricViewModel model() {
        return model;
    }

    private ToolBar toolbar() {
        Button add = Icons.on(new Button("Add pod"), Material2OutlinedAL.ADD_BOX);
        add.setId("add-pod");
        add.setOnAction(e -> report(model.addPod()));
        Button duplicate = Icons.on(new Button("Duplicate"), Material2OutlinedAL.CONTENT_COPY);
        duplicate.setId("duplicate-pod");
        duplicate.setOnAction(e -> report(model.duplicateSelection()));
        Button delete = Icons.on(new Button("Delete"), Material2OutlinedAL.DELETE);
        delete.setId("delete-pod");
        delete.setOnAction(e -> report(model.deleteSelected()));
        scheme.setId("scheme-chooser");
        scheme.setOnAction(e -> {
            WiringScheme chosen = scheme.getValue();
            if (chosen != null && chosen != session.project().cluster().scheme()) {
                WiringSwitch.ask(dialogs, session.project(), chosen).ifPresentOrElse(session::perform,
                        this::syncControls);
            }
        });
        groupFilter.setId("group-filter");
        groupFilter.setOnAction(e -> model.setGroupFilter(Math.max(-1, groupFilter.getSelectionModel()
                .getSelectedIndex() - 1)));
        return new ToolBar(add, duplicate, delete, new Separator(Orientation.VERTICAL), new Label("Wiring"), scheme,
                new Label("OCS group"), groupFilter, hbdToggle, asBuilt.button());
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
            ToggleButton button = Icons.on(new ToggleButton(item.label()), icon(item));
            button.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
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

    private static Ikon icon(PaletteItem item) {
        return switch (item) {
            case POD -> Material2OutlinedAL.DNS;
            case OCS_RACK -> Material2OutlinedMZ.SETTINGS_INPUT_COMPONENT;
        };
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
        boolean hasHbd = hbd.sync(session.project());
        hbdToggle.setVisible(hasHbd && session.project().hasCluster());
        hbdToggle.setManaged(hbdToggle.isVisible());
        showFloor();
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

    /** Left-button gestures (the canvas pans with the other buttons, and with the left one while Space is held). */
    private void installMouse() {
        canvas.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            lastX = e.getX();
            lastY = e.getY();
            moved = false;
            placing = canvas.isPanning() || placeArmed(e);
            if (e.getButton() == MouseButton.PRIMARY && !placing) {
                model.press(e.getX(), e.getY(), e.isShiftDown());
            }
        });
        canvas.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            moved = moved || Math.hypot(e.getX() - lastX, e.getY() - lastY) > 3;
            if (!placing && e.getButton() == MouseButton.PRIMARY) {
                model.drag(e.getX(), e.getY());
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

    /** True while the view shows the HBD racks: the toggle is on, or the project has only an HBD design. */
    private boolean showsHbd() {
        boolean hasHbd = HbdFloorPane.designOf(session.project()) != null;
        return hasHbd && (hbdToggle.isSelected() || !session.project().hasCluster());
    }

    /** Puts the cluster floor or the HBD racks in the centre. */
    private void showFloor() {
        boolean showHbd = showsHbd();
        Node centre = showHbd ? hbd.node() : clusterFloor;
        for (Node item : ((ToolBar) getTop()).getItems()) {
            item.setDisable(!session.project().hasCluster() && item != hbdToggle);
        }
        if (getCenter() != centre) {
            setCenter(centre);
            setBottom(showHbd ? null : clusterBottom);
            getLeft().setVisible(!showHbd);
            getLeft().setManaged(!showHbd);
        }
    }

    /** The figure of the model's current state in the current theme. */
    private FabricFigure floorFigure() {
        return new FabricFigure(model.state(), palette);
    }

    /** Repaints every layer from the model; nothing while the project has no cluster (the view is hidden then). */
    public void redraw() {
        if (!session.project().hasCluster()) {
            return;
        }
        canvas.show(floorFigure());
        summary.setText(model.summary());
    }

    private void setDark(boolean isDark) {
        palette = Palette.of(isDark);
        legend.setEntries(FabricFigure.legend(palette, true));
        hbd.setPalette(palette);
        redraw();
    }

    /** The canvas the floor is drawn on. */
    public ZoomableCanvas canvas() {
        return canvas;
    }

    @Override
    public Node node() {
        return this;
    }

    @Override
    public boolean showsWithoutCluster(Project project) {
        return HbdFloorPane.designOf(project) != null;
    }

    /** The canvas in front: the cluster floor's, or the HBD racks'. */
    private ZoomableCanvas shownCanvas() {
        return showsHbd() ? hbd.canvas() : canvas;
    }

    @Override
    public void zoom(double factor) {
        shownCanvas().zoom(factor);
    }

    @Override
    public void fit() {
        shownCanvas().fit();
    }

    @Override
    public void selectAll() {
        if (!showsHbd()) {
            model.selectAll();
        }
    }

    @Override
    public boolean deleteSelection() {
        if (showsHbd()) {
            return false;
        }
        String refusal = model.deleteSelected();
        report(refusal);
        return refusal == null;
    }

    /** The whole floor with title and legend, in the current theme and group filter, for export. */
    @Override
    public Figure figure() {
        return showsHbd() ? hbd.exportFigure() : floorFigure().sheet();
    }

    @Override
    public SortedMap<String, String> captureState() {
        SortedMap<String, String> state = showsHbd() ? new TreeMap<>() : presentation.capture();
        if (showsHbd() && session.project().hasCluster()) {
            state.put("hbd", "true");
        }
        return state;
    }

    @Override
    public String restoreState(SortedMap<String, String> state) {
        hbdToggle.setSelected("true".equals(state.get("hbd")));
        showFloor();
        return session.project().hasCluster() && !showsHbd() ? presentation.restore(state) : null;
    }

    @Override
    public ZoomableCanvas presentedCanvas() {
        return shownCanvas();
    }

    @Override
    public Optional<Animation> animation() {
        return showsHbd() || !session.project().hasCluster() ? Optional.empty()
                : presentation.wiring(session.project().cluster(), palette);
    }

    private void showGroup(int group) {
        model.setGroupFilter(group);
        groupFilter.getSelectionModel().select(group + 1);
    }

    @Override
    public String findPrompt() {
        return "Pod or rack name";
    }

    @Override
    public String find(String text) {
        if (showsHbd()) {
            return "Find works on the cluster floor; the HBD racks are named HBD-R001...";
        }
        String found = model.find(text);
        return found == null ? "No pod or rack is called " + text.strip() : "Found " + found;
    }
}
