package com.lightwire.ui.bom;

import com.lightwire.core.labels.CableLabel;
import com.lightwire.model.Cluster;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.labels.LabelSheetFigure;
import com.lightwire.io.LabelCards;
import com.lightwire.ui.common.ZoomableCanvas;
import javafx.scene.input.MouseButton;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Locale;

/**
 * The label half of the view: the rack / pod / OCS group filter and the PDF media, the list of matching labels, and
 * the cable of the picked label drawn as printed ({@link LabelSheetFigure}, laid out by the PDF writer's layout) on a
 * zoomable canvas (any drag pans).
 */
final class LabelPreview extends BorderPane {

    private static final List<String> MEDIA_CHOICES = LabelsModel.MEDIA;

    private final LabelsModel model;
    private final ZoomableCanvas canvas = new ZoomableCanvas();
    private List<CableLabel> shown = List.of();
    private Palette palette = Palette.LIGHT;
    private final TextField rack = field("label-rack", "any", 90);
    private final TextField pod = field("label-pod", "any", 60);
    private final TextField group = field("label-group", "any", 60);
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
        canvas.setId("label-area");
        canvas.layer(Layer.CONTENT).setId("label-canvas");
        canvas.setScaleLimits(0.1, 20, 1.5);
        canvas.setFitMargin(8);
        canvas.setFitWidth(true);
        canvas.setPanButtons(MouseButton.PRIMARY, MouseButton.MIDDLE, MouseButton.SECONDARY);
        setTop(new VBox(4, filters, status));
        setCenter(new javafx.scene.control.SplitPane(list, canvas));
        ((javafx.scene.control.SplitPane) getCenter()).setOrientation(javafx.geometry.Orientation.VERTICAL);
        ((javafx.scene.control.SplitPane) getCenter()).setDividerPositions(0.3);
    }

    /** The labels of the previewed cable as printed, in the current theme. */
    LabelSheetFigure figure() {
        return new LabelSheetFigure(LabelCards.of(shown, model.media()), palette);
    }

    /** The preview for export, titled with the cable and the media. */
    Figure sheet() {
        String subtitle = shown.isEmpty() ? "no label picked" : shown.get(0).id() + ", as printed on "
                + model.media().name();
        return new Sheet("Cable labels", subtitle, List.of(new Sheet.Panel("Labels of one cable", List.of(), figure(),
                1)), List.of(), palette);
    }

    void setPalette(Palette colors) {
        palette = colors;
        redraw();
    }

    void zoom(double factor) {
        canvas.zoom(factor);
    }

    void fit() {
        canvas.fit();
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
        shown = label == null ? List.of() : model.cableOf(label);
        redraw();
        canvas.fit();
    }

    private void redraw() {
        canvas.show(figure());
    }

    /** The filter, media and previewed label, for a presentation step ({@link BomPresentation}). */
    java.util.SortedMap<String, String> state() {
        java.util.SortedMap<String, String> state = new java.util.TreeMap<>();
        putIfGiven(state, "rack", rack.getText());
        putIfGiven(state, "pod", pod.getText());
        putIfGiven(state, "group", group.getText());
        state.put("media", model.media().name());
        CableLabel picked = list.getSelectionModel().getSelectedItem();
        if (picked != null) {
            state.put("label", picked.id());
        }
        return state;
    }

    private static void putIfGiven(java.util.SortedMap<String, String> state, String key, String text) {
        if (text != null && !text.isBlank()) {
            state.put(key, text.strip());
        }
    }

    /** Shows a recorded filter, media and label; returns what could not be shown, or null. */
    String restore(java.util.SortedMap<String, String> state) {
        rack.setText(state.getOrDefault("rack", ""));
        pod.setText(state.getOrDefault("pod", ""));
        group.setText(state.getOrDefault("group", ""));
        if (state.containsKey("media") && MEDIA_CHOICES.contains(state.get("media"))) {
            media.setValue(state.get("media"));
        }
        applyFilter();
        String id = state.get("label");
        if (id == null) {
            return null;
        }
        for (CableLabel label : list.getItems()) {
            if (label.id().equals(id)) {
                list.getSelectionModel().select(label);
                return null;
            }
        }
        return "No label " + id + " among the labels listed";
    }

    /** The labels previewed (one cable: its trunk and split legs). */
    List<CableLabel> shown() {
        return shown;
    }

    private static TextField field(String id, String prompt, double width) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.setPrefWidth(width);
        return field;
    }
}
