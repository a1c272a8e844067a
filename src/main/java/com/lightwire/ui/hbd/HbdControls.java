package com.lightwire.ui.hbd;

import com.lightwire.core.labels.RackUnits;
import com.lightwire.model.hbd.HbdDesignRef;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.session.Selection;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The HBD rings view's toolbar: TP size, mode, method and job size (each re-places the groups in the background),
 * random and clear faults, group stepping, the rack filter, the design in the Inspector, and the groups' CSV. A job
 * size the model refuses shows why under its field, which is outlined until the value is corrected.
 */
final class HbdControls {

    private final HbdViewModel model;
    private final ComboBox<Integer> tp = new ComboBox<>();
    private final ComboBox<String> rack = new ComboBox<>();
    private final TextField job = new TextField("0");
    private final Label jobProblem = new Label();
    private long seed = 1;

    HbdControls(HbdViewModel model) {
        this.model = model;
    }

    /** Two rows: how to place (TP, mode, method, job), then faults, groups, racks, design and export. */
    VBox build(Selection selection, Runnable exportCsv, javafx.scene.Node readout) {
        tp.setId("hbd-tp");
        fillTp();
        tp.setOnAction(e -> {
            if (tp.getValue() != null) {
                model.setTp(tp.getValue());
            }
        });
        ComboBox<PlacementMode> mode = new ComboBox<>();
        mode.setId("hbd-mode");
        mode.getItems().setAll(PlacementMode.values());
        mode.setValue(model.mode());
        mode.setOnAction(e -> model.setMode(mode.getValue()));
        ComboBox<PlacementMethod> method = new ComboBox<>();
        method.setId("hbd-method");
        method.getItems().setAll(PlacementMethod.values());
        method.setValue(model.method());
        method.setOnAction(e -> model.setMethod(method.getValue()));
        rack.setId("hbd-rack");
        rack.setOnAction(e -> model.setRack(rack.getSelectionModel().getSelectedIndex() - 1));
        ToolBar placing = new ToolBar(new Label("TP"), tp, new Label("Mode"), mode, new Label("Method"), method,
                new Label("Job GPUs (0: all groups)"), jobField(),
                button("hbd-design", "Design...", () -> selection.select(new HbdDesignRef("design"))), readout);
        ToolBar faults = new ToolBar(
                button("hbd-random", "Random faults 1.34 %", () -> model.randomFaults(0.0134, seed++)),
                button("hbd-clear", "Clear faults", model::clearFaults), new Label("Group"),
                button("hbd-previous-group", "<", () -> model.stepGroup(-1)),
                button("hbd-next-group", ">", () -> model.stepGroup(1)), new Label("Rack"), rack,
                button("hbd-export-csv", "Export groups CSV", exportCsv));
        return new VBox(placing, faults);
    }

    /** The job size field: 0 for no job; a refused value is named under the field. */
    private VBox jobField() {
        job.setId("hbd-job");
        job.setPrefColumnCount(7);
        jobProblem.setId("hbd-job-problem");
        jobProblem.getStyleClass().add("inspector-problem");
        jobProblem.managedProperty().bind(jobProblem.visibleProperty());
        jobProblem.setVisible(false);
        job.setOnAction(e -> applyJob());
        job.focusedProperty().addListener((obs, was, now) -> {
            if (!now) {
                applyJob();
            }
        });
        VBox box = new VBox(job, jobProblem);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private void applyJob() {
        String text = job.getText().strip().replace(",", "");
        String problem;
        try {
            problem = model.setJobGpus(text.isEmpty() ? 0 : Long.parseLong(text));
        } catch (NumberFormatException e) {
            problem = "job GPUs: \"" + text + "\" is not a whole number";
        }
        jobProblem.setText(problem == null ? "" : problem);
        jobProblem.setVisible(problem != null);
        job.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("danger"), problem != null);
    }

    private static Button button(String id, String text, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }

    /** Follows the model: the TP choices of the design and the rack list. */
    void refresh() {
        if (tp.getItems().isEmpty() || !tp.getItems().contains(model.tp())) {
            fillTp();
        }
        List<String> items = new ArrayList<>();
        items.add("All racks");
        IntStream.range(0, model.rackCount()).forEach(r -> items.add(RackUnits.hbdRack(r)));
        if (!items.equals(rack.getItems())) {
            rack.getItems().setAll(items);
        }
        rack.getSelectionModel().select(model.rack() + 1);
    }

    private void fillTp() {
        if (model.design() == null) {
            tp.getItems().clear();
            return;
        }
        int r = model.design().gpusPerNode();
        tp.getItems().setAll(List.of(r, 2 * r, 4 * r, 8 * r, 16 * r).stream().filter(t -> t <= 64 || t == r).toList());
        tp.setValue(model.tp());
    }
}
