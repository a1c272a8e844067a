package com.lightwire.ui.dag;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/** The event stepper under the canvases: previous / next event, clear, the event's read-out. */
final class EventStepperBar extends HBox {

    /** {@code moved} redraws what shows the time cursor (Gantt, DAG, rates). */
    EventStepperBar(TrainingDagViewModel model, Runnable moved) {
        super(6);
        Label text = new Label();
        text.setId("dag-step-text");
        Button back = button("dag-step-back", "\u25c0", () -> model.stepBy(-1));
        Button next = button("dag-step-next", "\u25b6", () -> model.stepBy(1));
        Button clear = button("dag-step-clear", "Clear cursor", () -> model.stepProperty().set(-1));
        back.setTooltip(new Tooltip("Previous event"));
        next.setTooltip(new Tooltip("Next event"));
        Runnable update = () -> {
            text.setText(model.stepText());
            boolean none = model.events().isEmpty();
            back.setDisable(none);
            next.setDisable(none);
            clear.setDisable(model.stepProperty().get() < 0);
        };
        model.stepProperty().addListener((obs, old, now) -> {
            update.run();
            moved.run();
        });
        model.reportProperty().addListener((obs, old, now) -> update.run());
        update.run();
        getChildren().addAll(new Label("Events"), back, next, clear, text);
        setAlignment(Pos.CENTER_LEFT);
        setPadding(new Insets(2, 6, 2, 6));
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
