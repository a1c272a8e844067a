package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.spectra.DemandRecipes;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2AL;
import org.kordamp.ikonli.material2.Material2MZ;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Decomposition view's tool bar: the study, the decomposition method, the stepper with its step buttons, the heat map's mode, the stack
 * filter, and the Demand menu (generate, edit a cell, preprocess, export). Dialogs go through the context.
 */
final class DecompositionControls {

    private static final List<String> HEATS = List.of("Demand", "Demand (log)", "Coverage slack");

    private final DecompositionViewModel model;
    private final ViewContext context;
    private final Consumer<String> report;
    private final Label step = new Label();

    DecompositionControls(DecompositionViewModel model, ViewContext context, Consumer<String> report) {
        this.model = model;
        this.context = context;
        this.report = report;
        step.setId("decomposition-step");
        step.setMinWidth(110);
        model.stateProperty().addListener(o -> step.setText(model.stepLabel()));
        model.replayProperty().addListener(o -> step.setText(model.stepLabel()));
    }

    VBox toolbars() {
        ComboBox<String> studies = new ComboBox<>(model.studies());
        studies.setId("decomposition-study");
        studies.setPromptText("Study");
        studies.setTooltip(new Tooltip("The Spectra study shown"));
        studies.valueProperty().bindBidirectional(model.studyProperty());
        ComboBox<DecompositionMethod> method = new ComboBox<>(FXCollections.observableArrayList(
                DecompositionMethod.values()));
        method.setId("decomposition-method");
        method.setTooltip(new Tooltip("Which decomposition: Spectra's (exactly d permutations), Eclipse's (needs a "
                + "delay above 0) or Solstice's (an extra, not in the paper)"));
        method.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(DecompositionMethod m) {
                return m == null ? "" : switch (m) {
                    case SPECTRA -> "Spectra";
                    case ECLIPSE -> "Eclipse";
                    case SOLSTICE -> "Solstice (extra)";
                };
            }

            @Override
            public DecompositionMethod fromString(String s) {
                return DecompositionMethod.SPECTRA;
            }
        });
        method.valueProperty().bindBidirectional(model.methodProperty());
        ComboBox<DecompositionState.Stepper> stepper = new ComboBox<>(FXCollections.observableArrayList(
                DecompositionState.Stepper.values()));
        stepper.setId("decomposition-stepper");
        stepper.setValue(DecompositionState.Stepper.RESULT);
        stepper.setTooltip(new Tooltip("Step through the decomposition's rounds (Spectra's rounds, Eclipse's steps, "
                + "Solstice's slices) or the Refine raises that close the cover"));
        stepper.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(DecompositionState.Stepper s) {
                return s == null ? "" : switch (s) {
                    case RESULT -> "Result";
                    case DECOMPOSE -> "Rounds";
                    case REFINE -> "Refine raises";
                };
            }

            @Override
            public DecompositionState.Stepper fromString(String s) {
                return DecompositionState.Stepper.RESULT;
            }
        });
        stepper.valueProperty().addListener((obs, old, now) -> model.setStepper(now));
        ComboBox<String> heat = new ComboBox<>(FXCollections.observableArrayList(HEATS));
        heat.setId("decomposition-heat");
        heat.setValue(HEATS.get(0));
        heat.setTooltip(new Tooltip("What the heat map colours"));
        heat.valueProperty().addListener((obs, old, now) -> model.setHeat(now.equals(HEATS.get(2))
                ? DecompositionState.Heat.SLACK : DecompositionState.Heat.DEMAND, now.equals(HEATS.get(1))));
        ComboBox<DecompositionState.Filter> filter = new ComboBox<>(FXCollections.observableArrayList(
                DecompositionState.Filter.values()));
        filter.setId("decomposition-filter");
        filter.setValue(DecompositionState.Filter.ALL);
        filter.setTooltip(new Tooltip("Which permutations the stack shows"));
        filter.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(DecompositionState.Filter f) {
                return f == null ? "" : f.label();
            }

            @Override
            public DecompositionState.Filter fromString(String s) {
                return DecompositionState.Filter.ALL;
            }
        });
        filter.valueProperty().addListener((obs, old, now) -> model.setFilter(now));
        return new VBox(new ToolBar(studies, method, heat, filter, demandMenu()), new ToolBar(stepper,
                button("decomposition-first", Material2AL.FIRST_PAGE, "First step",
                        () -> model.step(-Integer.MAX_VALUE / 2)),
                button("decomposition-previous", Material2MZ.NAVIGATE_BEFORE, "Previous step", () -> model.step(-1)),
                step, button("decomposition-next", Material2MZ.NAVIGATE_NEXT, "Next step", () -> model.step(1)),
                button("decomposition-last", Material2AL.LAST_PAGE, "Last step",
                        () -> model.step(Integer.MAX_VALUE / 2))));
    }

    private static Button button(String id, Ikon icon, String tip, Runnable action) {
        Button b = Icons.on(new Button(), icon);
        b.setTooltip(new Tooltip(tip));
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private MenuButton demandMenu() {
        MenuButton menu = new MenuButton("Edit demand");
        menu.setId("decomposition-demand-menu");
        menu.getItems().addAll(item("decomposition-generate", "Generate\u2026", this::generate),
                item("decomposition-edit-cell", "Edit selected cell\u2026", this::editSelectedCell),
                new SeparatorMenuItem(),
                item("decomposition-zero-diagonal", "Zero the diagonal",
                        () -> report.accept(model.edits().preprocess(DemandRecipes.Step.ZERO_DIAGONAL))),
                item("decomposition-max-line", "Normalize by max line sum",
                        () -> report.accept(model.edits().preprocess(DemandRecipes.Step.MAX_LINE))),
                item("decomposition-sinkhorn", "Sinkhorn to doubly stochastic",
                        () -> report.accept(model.edits().preprocess(DemandRecipes.Step.SINKHORN))),
                new SeparatorMenuItem(),
                item("decomposition-export-demand", "Export demand (JSON, CSV)\u2026", this::exportDemand),
                item("decomposition-export-decomposition", "Export decomposition (JSON)\u2026",
                        this::exportDecomposition));
        return menu;
    }

    private static MenuItem item(String id, String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void generate() {
        List<String> kinds = new ArrayList<>(DemandRecipes.KINDS);
        SpectraCases.all().forEach(c -> kinds.add(c.id()));
        int k = context.dialogs().choose("Generate a demand", "Which generator (seeded; the cases C1-C13 are the "
                + "spec's worked examples)?", kinds);
        if (k < 0) {
            return;
        }
        String kind = kinds.get(k);
        if (!DemandRecipes.KINDS.contains(kind)) {
            report.accept(model.edits().generate(kind, 2, 0));
            return;
        }
        Optional<String> answer = context.dialogs().input("Generate " + kind, "Ports n and seed, e.g. \"64 1\"",
                "64 1");
        answer.ifPresent(text -> {
            String[] parts = text.trim().split("\\s+");
            try {
                report.accept(model.edits().generate(kind, Integer.parseInt(parts[0]), parts.length > 1
                        ? Long.parseLong(parts[1]) : 1));
            } catch (NumberFormatException e) {
                report.accept("Give n and the seed as whole numbers, e.g. \"64 1\"");
            }
        });
    }

    private void editSelectedCell() {
        DecompositionState s = model.stateProperty().get();
        if (s.selectedRow() < 0) {
            report.accept("Select a cell of the heat map first");
            return;
        }
        editCell(s.selectedRow(), s.selectedColumn());
    }

    /** Asks for D[i][j]'s new value and sets it (one undoable edit). */
    void editCell(int i, int j) {
        if (model.demand() == null) {
            return;
        }
        String now = DemandEdits.num(model.demand().at(i, j));
        context.dialogs().input("Edit demand", "D[" + i + "][" + j + "] (time at one link rate, >= 0)", now)
                .ifPresent(text -> {
                    try {
                        report.accept(model.edits().setCell(i, j, Double.parseDouble(text.trim())));
                    } catch (NumberFormatException e) {
                        report.accept("Not a number: " + text);
                    }
                });
    }

    private void exportDemand() {
        context.dialogs().chooseSave(FileChoice.of("Export demand", "Demand (*.json, *.csv, *.tsv)", "*.json",
                "*.csv", "*.tsv")).ifPresent(file -> report.accept(model.exportDemand(file)));
    }

    private void exportDecomposition() {
        context.dialogs().chooseSave(FileChoice.of("Export decomposition", "Decomposition (*.json)", "*.json"))
                .ifPresent(file -> report.accept(model.exportDecomposition(file)));
    }
}
