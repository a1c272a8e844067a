package com.lightwire.ui.problems;

import com.lightwire.ui.session.Selection;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;

/** The Problems list: one line per diagnostic, errors first as found; clicking a line selects its element. */
public final class ProblemsView extends BorderPane {

    private final ProblemsViewModel model;

    public ProblemsView(ProblemsViewModel model, Selection selection) {
        this.model = model;
        ListView<Problem> list = new ListView<>(model.problems());
        list.setId("problems-list");
        list.setPlaceholder(new javafx.scene.control.Label("No problems"));
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Problem item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.toString());
                getStyleClass().removeAll("problem-error", "problem-warning");
                if (!empty && item != null) {
                    getStyleClass().add(item.diagnostic().isError() ? "problem-error" : "problem-warning");
                }
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                selection.select(now.target());
            }
        });
        setCenter(list);
        getStyleClass().add("problems-view");
    }

    public ProblemsViewModel model() {
        return model;
    }
}
