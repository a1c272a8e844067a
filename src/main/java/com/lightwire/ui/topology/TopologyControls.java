package com.lightwire.ui.topology;

import com.lightwire.figure.topology.CrossMethod;
import com.lightwire.ui.common.Icons;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The Topology view's two toolbars: topology and OCS group choosers, the generators with their parameters, the
 * selected cell's editor, Realize, Apply and configuration export. Kept in step with the view-model by
 * {@link #sync()}.
 */
final class TopologyControls {

    private final TopologyViewModel model;
    private final TopologyView view;
    private final ComboBox<String> topology = new ComboBox<>();
    private final ComboBox<String> group = new ComboBox<>();
    private final TextField links = field("gen-links", "auto", 3);
    private final TextField seed = field("gen-seed", "1", 3);
    private final TextField jobs = field("gen-jobs", "0,1,2:4; 3,5:2", 9);
    private final Label cellName = new Label("C[h][i][j]");
    private final TextField cellValue = field("cell-value", "links", 4);
    private boolean syncing;

    TopologyControls(TopologyViewModel model, TopologyView view) {
        this.model = model;
        this.view = view;
        topology.setId("topology-chooser");
        topology.setPrefWidth(170);
        group.setId("group-chooser");
        cellName.setId("cell-name");
        topology.setOnAction(e -> {
            if (!syncing && topology.getSelectionModel().getSelectedIndex() >= 0) {
                model.selectTopology(topology.getSelectionModel().getSelectedIndex());
            }
        });
        group.setOnAction(e -> {
            if (!syncing && group.getSelectionModel().getSelectedIndex() >= 0) {
                model.selectGroup(group.getSelectionModel().getSelectedIndex());
            }
        });
        cellValue.setOnAction(e -> setCell());
    }

    VBox bars() {
        MenuButton generate = new MenuButton("Generate", null,
                item("gen-ring", "Ring", () -> withNumber(links, model.defaultRingLinks(), model::generateRing)),
                item("gen-mesh", "Full mesh", () -> withNumber(links, model.defaultMeshLinks(), model::generateMesh)),
                item("gen-random", "Random, full utilization", () -> withNumber(seed, 1, model::generateRandom)),
                item("gen-jobs-item", "From jobs", () -> model.generateJobs(jobs.getText().isBlank()
                        ? jobs.getPromptText() : jobs.getText())),
                item("gen-empty", "Empty", () -> model.generateEmpty()));
        generate.setId("generate");
        Icons.on(generate, Material2OutlinedMZ.SHUFFLE);
        ToolBar first = new ToolBar(topology, new Label("OCS group"), group, new Separator(Orientation.VERTICAL),
                generate, new Label("links"), links, new Label("seed"), seed, new Label("jobs"), jobs);
        Button realize = Icons.on(button("realize", "Realize", view::realize), Material2OutlinedMZ.PLAY_ARROW);
        ChoiceBox<CrossMethod> method = new ChoiceBox<>(FXCollections.observableArrayList(CrossMethod.values()));
        method.setId("cross-method");
        method.setValue(model.crossMethod());
        method.setOnAction(e -> model.setCrossMethod(method.getValue()));
        Button apply = Icons.on(button("apply", "Apply", () -> view.show(model.apply())), Material2OutlinedAL.CHECK);
        MenuButton export = new MenuButton("Export configuration", null,
                item("export-json", "JSON...", () -> view.chooseExport(false)),
                item("export-csv", "CSV...", () -> view.chooseExport(true)));
        export.setId("export-config");
        Icons.on(export, Material2OutlinedMZ.SAVE_ALT);
        ToolBar second = new ToolBar(cellName, cellValue, button("cell-set", "Set", this::setCell),
                new Separator(Orientation.VERTICAL), method, realize, apply, export,
                button("spectra-demand", "Demand for Spectra", view::demandForSpectra));
        return new VBox(first, second);
    }

    /** Brings the choosers and the cell editor in line with the view-model. */
    void sync() {
        syncing = true;
        List<String> names = model.topologyNames();
        if (!names.equals(topology.getItems())) {
            topology.getItems().setAll(names);
        }
        topology.getSelectionModel().select(names.isEmpty() ? -1 : model.topologyIndex());
        List<String> groups = new ArrayList<>();
        for (int h = 0; h < model.groups(); h++) {
            groups.add(Integer.toString(h));
        }
        if (!groups.equals(group.getItems())) {
            group.getItems().setAll(groups);
        }
        group.getSelectionModel().select(model.group());
        if (model.hasSelection()) {
            cellName.setText("C[" + model.group() + "][" + model.selectedRow() + "][" + model.selectedColumn() + "]");
            setIfChanged(cellValue, Integer.toString(model.cell(model.selectedRow(), model.selectedColumn())));
        } else {
            cellName.setText("C[h][i][j]");
            setIfChanged(cellValue, "");
        }
        cellValue.setDisable(!model.hasSelection());
        syncing = false;
    }

    /** Sets a field's text only when it differs: setting a field's text lays it out again even when it is the same. */
    private static void setIfChanged(TextField field, String text) {
        if (!text.equals(field.getText())) {
            field.setText(text);
        }
    }

    private void setCell() {
        if (!model.hasSelection()) {
            view.show("Click a cell of the matrix first");
            return;
        }
        try {
            int value = Integer.parseInt(cellValue.getText().trim());
            view.show(model.setCell(model.selectedRow(), model.selectedColumn(), value));
        } catch (NumberFormatException e) {
            view.show("\"" + cellValue.getText() + "\" is not a link count");
        }
    }

    private MenuItem item(String id, String text, Supplier<String> action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> view.show(action.get()));
        return item;
    }

    private MenuItem item(String id, String text, Runnable action) {
        return item(id, text, () -> {
            action.run();
            return null;
        });
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private static TextField field(String id, String prompt, int columns) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.setPrefColumnCount(columns);
        return f;
    }

    /** Runs {@code action} on the field's number ({@code fallback} when blank); refuses text that is no number. */
    private static String withNumber(TextField f, int fallback, java.util.function.IntFunction<String> action) {
        try {
            return action.apply(f.getText().isBlank() ? fallback : Integer.parseInt(f.getText().trim()));
        } catch (NumberFormatException e) {
            return "\"" + f.getText().trim() + "\" is not a whole number";
        }
    }
}
