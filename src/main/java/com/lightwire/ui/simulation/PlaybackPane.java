package com.lightwire.ui.simulation;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.simulation.PlaybackFigures;
import com.lightwire.ui.common.LegendBar;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Slider;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import java.util.ArrayList;
import java.util.List;

/**
 * The Playback tab: the architecture played, step / play / pause / speed controls and a slider over the events, then
 * four zoomable panels (placement grid, leaf demand L, C_h per spine, OCS diff) with hover read-outs, and the staging
 * plan and warnings of the event; Send to Topology puts the event's design in the project.
 */
final class PlaybackPane extends BorderPane {

    private final PlaybackModel model;
    private final List<ZoomableCanvas> canvases = new ArrayList<>();
    private final List<Label> empties = new ArrayList<>();
    private final LegendBar legend = new LegendBar();
    private final Label header = new Label();
    private final Label staging = new Label();
    private final Label readout = new Label();
    private final ListView<String> warnings = new ListView<>();
    private final Slider slider = new Slider(0, 1, 0);
    private final Timeline player = new Timeline();
    private final Button play = new Button("\u25b6 Play");
    private PlaybackFigures shown;

    PlaybackPane(PlaybackModel model, Runnable sendToTopology) {
        this.model = model;
        setId("simulation-playback");
        setTop(new VBox(controls(sendToTopology), header));
        header.setId("playback-header");
        header.setPadding(new Insets(2, 8, 2, 8));
        setCenter(panels());
        staging.setId("playback-staging");
        staging.setWrapText(true);
        warnings.setId("playback-warnings");
        warnings.setPrefHeight(72);
        warnings.setPlaceholder(new Label("No warnings at this event."));
        readout.setId("playback-readout");
        VBox bottom = new VBox(4, legend, readout, staging, warnings);
        bottom.setPadding(new Insets(4, 8, 4, 8));
        setBottom(bottom);
        model.figuresProperty().addListener((obs, old, now) -> show(now));
        model.trackProperty().addListener((obs, old, now) -> {
            stop();
            slider.setMax(Math.max(0, model.events() - 1));
            slider.setDisable(now == null);
        });
        model.indexProperty().addListener((obs, old, now) -> slider.setValue(now.intValue()));
        slider.valueProperty().addListener((obs, old, now) -> model.indexProperty().set((int) Math.round(
                now.doubleValue())));
        model.snapshotProperty().addListener(o -> details());
        show(null);
    }

    private VBox controls(Runnable sendToTopology) {
        ComboBox<String> arch = new ComboBox<>(model.architectures());
        arch.setId("playback-architecture");
        arch.valueProperty().bindBidirectional(model.architectureProperty());
        arch.setTooltip(new Tooltip("The architecture whose events are played"));
        Button first = button("playback-first", "|\u25c0\u25c0", "First event", () -> model.jump(false));
        Button back = button("playback-back", "\u25c0 Step", "Previous event", () -> model.step(-1));
        play.setId("playback-play");
        play.setTooltip(new Tooltip("Play or pause"));
        play.setOnAction(e -> toggle());
        Button next = button("playback-next", "Step \u25b6", "Next event", () -> model.step(1));
        Button last = button("playback-last", "\u25b6\u25b6|", "Last event", () -> model.jump(true));
        ComboBox<Double> speed = new ComboBox<>(FXCollections.observableArrayList(0.5, 1.0, 2.0, 5.0, 10.0, 25.0));
        speed.setId("playback-speed");
        speed.setValue(model.speedProperty().get());
        speed.setTooltip(new Tooltip("Events per second while playing"));
        speed.valueProperty().addListener((obs, old, now) -> {
            model.speedProperty().set(now);
            if (player.getStatus() == Timeline.Status.RUNNING) {
                stop();
                toggle();
            }
        });
        slider.setId("playback-slider");
        slider.setPrefWidth(200);
        slider.setDisable(true);
        Button cancel = button("playback-cancel", "Cancel", "Stop recording the events", model::cancel);
        Button send = button("playback-send", "Send to Topology", "Put this event's logical topology in the project "
                + "(one undoable edit) for the Topology view, realize, Fabric and BOM", sendToTopology);
        Label status = new Label();
        status.setId("playback-status");
        status.textProperty().bind(model.statusProperty());
        return new VBox(new ToolBar(arch, first, back, play, next, last, new Label("events/s"), speed, slider),
                new ToolBar(send, cancel, status));
    }

    private static Button button(String id, String text, String tip, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> action.run());
        return b;
    }

    private void toggle() {
        if (player.getStatus() == Timeline.Status.RUNNING) {
            stop();
            return;
        }
        player.getKeyFrames().setAll(new KeyFrame(Duration.seconds(1 / model.speedProperty().get()), e -> {
            if (!model.step(1)) {
                stop();
            }
        }));
        player.setCycleCount(Timeline.INDEFINITE);
        player.play();
        play.setText("\u23f8 Pause");
    }

    private void stop() {
        player.stop();
        play.setText("\u25b6 Play");
    }

    boolean playing() {
        return player.getStatus() == Timeline.Status.RUNNING;
    }

    private GridPane panels() {
        GridPane grid = new GridPane();
        grid.setHgap(4);
        grid.setVgap(4);
        String[] titles = {"Placement: pod / leaf / server", "Leaf demand L", "C_h per spine (demand vs backup)",
            "OCS diff: kept / set up / torn down"};
        String[] ids = {"playback-grid", "playback-demand", "playback-spines", "playback-diff"};
        for (int i = 0; i < 4; i++) {
            ZoomableCanvas canvas = new ZoomableCanvas();
            canvas.setId(ids[i]);
            canvas.addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(canvas, e.getX(), e.getY()));
            Label empty = new Label();
            empty.setWrapText(true);
            Label title = new Label(titles[i]);
            title.setStyle("-fx-font-weight: bold");
            BorderPane cell = new BorderPane(new StackPane(canvas, empty), title, null, null, null);
            canvases.add(canvas);
            empties.add(empty);
            grid.add(cell, i % 2, i / 2);
        }
        for (int i = 0; i < 2; i++) {
            ColumnConstraints c = new ColumnConstraints();
            c.setPercentWidth(50);
            c.setHgrow(Priority.ALWAYS);
            grid.getColumnConstraints().add(c);
            RowConstraints r = new RowConstraints();
            r.setPercentHeight(50);
            r.setVgrow(Priority.ALWAYS);
            grid.getRowConstraints().add(r);
        }
        return grid;
    }

    private void hover(ZoomableCanvas canvas, double x, double y) {
        Figure figure = canvas.figure();
        if (figure == null) {
            return;
        }
        FigureHover.Hovered h = FigureHover.at(figure, canvas.viewport().toWorldX(x), canvas.viewport().toWorldY(y));
        canvas.show(h.figure(), Layer.HOVER);
        readout.setText(h.readout() == null ? "" : h.readout());
    }

    private void show(PlaybackFigures figures) {
        boolean firstShow = shown == null || figures == null;
        shown = figures;
        Figure[] bodies = figures == null ? new Figure[4] : new Figure[] {figures.occupancy(), figures.demand(),
            figures.spines(), figures.diff()};
        for (int i = 0; i < 4; i++) {
            ZoomableCanvas canvas = canvases.get(i);
            empties.get(i).setText(bodies[i] == null ? emptyText(i) : "");
            empties.get(i).setVisible(bodies[i] == null);
            canvas.setVisible(bodies[i] != null);
            if (bodies[i] != null) {
                canvas.show(bodies[i]);
                if (firstShow) {
                    canvas.fit();
                }
            }
        }
        legend.setEntries(figures == null || figures.occupancy() == null ? List.of() : figures.occupancy().legend());
        details();
    }

    private String emptyText(int panel) {
        if (model.trackProperty().get() == null) {
            return "Simulate, then choose an architecture: its events are recorded in the background.";
        }
        if (!model.trackProperty().get().optical()) {
            return panel == 0 ? "Best is one ideal switch: no placement to show." : "No OCS core on "
                    + model.architectureProperty().get() + ": choose a LumosCore architecture.";
        }
        return "Planning this event...";
    }

    private void details() {
        header.setText(model.describe());
        staging.setText(model.trackProperty().get() == null ? "" : model.staging());
        var snap = model.snapshotProperty().get();
        warnings.getItems().setAll(snap == null ? List.of() : snap.warnings());
    }

    List<ZoomableCanvas> canvases() {
        return canvases;
    }

    PlaybackFigures shown() {
        return shown;
    }
}
