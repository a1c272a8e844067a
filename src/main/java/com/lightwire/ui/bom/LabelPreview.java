package com.lightwire.ui.bom;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.model.Cluster;
import com.lightwire.ui.common.FxPainter;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Locale;

/**
 * The label half of the view: the rack / pod / OCS group filter and the PDF media, the list of matching labels, and
 * the cable of the picked label drawn as printed ({@link LabelDrawing}).
 */
final class LabelPreview extends BorderPane {

    private final LabelsModel model;
    private final LabelDrawing drawing = new LabelDrawing();
    private final Canvas canvas = new Canvas();
    private final FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
    private final TextField rack = field("label-rack", "any", 90);
    private final TextField pod = field("label-pod", "any", 45);
    private final TextField group = field("label-group", "any", 45);
    private final ComboBox<String> media = new ComboBox<>();
    private final Label count = new Label();
    private final Label message = new Label();
    private final ListView<CableLabel> list = new ListView<>();
    private Cluster listedFor;

    LabelPreview(LabelsModel model) {
        this.model = model;
        setId("label-preview");
        Button apply = new Button("Show");
        apply.setId("label-filter-apply");
        apply.setOnAction(e -> applyFilter());
        List.of(rack, pod, group).forEach(f -> f.setOnAction(e -> applyFilter()));
        media.setId("label-media");
        media.getItems().setAll(LabelsModel.MEDIA);
        media.setValue(model.media().name());
        media.valueProperty().addListener((o, was, now) -> {
            model.setMedia(now);
            redraw();
        });
        count.setId("label-count");
        message.setId("label-message");
        message.getStyleClass().add("topology-message");
        HBox filters = new HBox(6, new Label("Rack"), rack, new Label("Pod"), pod, new Label("Group"), group, apply);
        filters.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        HBox status = new HBox(8, new Label("Media"), media, count, message);
        status.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        list.setId("label-list");
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(CableLabel item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.kind().code() + "  " + item.id());
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> preview(now));
        list.setPrefHeight(160);
        canvas.setId("label-canvas");
        ScrollPane scroll = new ScrollPane(canvas);
        setTop(new VBox(4, filters, status));
        setCenter(new javafx.scene.control.SplitPane(list, scroll));
        ((javafx.scene.control.SplitPane) getCenter()).setOrientation(javafx.geometry.Orientation.VERTICAL);
        ((javafx.scene.control.SplitPane) getCenter()).setDividerPositions(0.3);
    }

    LabelDrawing drawing() {
        return drawing;
    }

    ListView<CableLabel> list() {
        return list;
    }

    /**
     * Re-reads the labels after a project change that touched the cluster (labels depend on nothing else, so edits
     * of topologies or configurations cost nothing here), keeping the filter when it still fits the project.
     */
    void refresh() {
        if (model.cluster() != listedFor) {
            applyFilter();
        }
    }

    void applyFilter() {
        listedFor = model.cluster();
        String refusal = model.setFilter(rack.getText(), pod.getText(), group.getText());
        message.setText(refusal);
        List<CableLabel> labels = model.listed();
        long total = model.count();
        count.setText(String.format(Locale.ROOT, "%,d label%s%s", total, total == 1 ? "" : "s",
                total > labels.size() ? String.format(Locale.ROOT, " (first %,d listed)", labels.size()) : ""));
        list.getItems().setAll(labels);
        if (!labels.isEmpty()) {
            list.getSelectionModel().select(0);
        } else {
            preview(null);
        }
    }

    private void preview(CableLabel label) {
        drawing.show(label == null ? List.of() : model.cableOf(label), model.media());
        redraw();
    }

    private void redraw() {
        drawing.show(drawing.labels(), model.media());
        canvas.setWidth(drawing.width());
        canvas.setHeight(drawing.height());
        canvas.getGraphicsContext2D().clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        drawing.draw(painter);
    }

    private static TextField field(String id, String prompt, double width) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefWidth(width);
        return field;
    }
}
