package com.lightwire.ui.dag;

import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ToolBar;

/**
 * The filter above the canvases: a stage (read from the generator's ids) and a directed pod pair, each or both; the
 * DAG canvas and the Gantt show only the tasks that pass, refitted. The choices follow the shown DAG.
 */
final class DagFilterBar extends ToolBar {

    DagFilterBar(TrainingDagViewModel model, Runnable changed) {
        ComboBox<String> stage = new ComboBox<>();
        stage.setId("dag-filter-stage");
        ComboBox<String> pair = new ComboBox<>();
        pair.setId("dag-filter-pair");
        Runnable choices = () -> {
            stage.getItems().setAll(model.stageChoices());
            pair.getItems().setAll(model.pairChoices());
            stage.setValue(model.stageFilterProperty().get());
            pair.setValue(model.pairFilterProperty().get());
        };
        model.dagProperty().addListener(o -> choices.run());
        model.stageFilterProperty().addListener((obs, old, now) -> stage.setValue(now));
        model.pairFilterProperty().addListener((obs, old, now) -> pair.setValue(now));
        choices.run();
        stage.valueProperty().addListener((obs, old, now) -> {
            if (now != null && !now.equals(model.stageFilterProperty().get())) {
                model.stageFilterProperty().set(now);
                changed.run();
            }
        });
        pair.valueProperty().addListener((obs, old, now) -> {
            if (now != null && !now.equals(model.pairFilterProperty().get())) {
                model.pairFilterProperty().set(now);
                changed.run();
            }
        });
        getItems().addAll(new Label("Filter: stage"), stage, new Label("pod pair"), pair);
    }
}
