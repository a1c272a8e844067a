package com.lightwire.app;

import com.lightwire.ui.common.Icons;
import com.lightwire.ui.problems.Problem;
import com.lightwire.ui.problems.ProblemsView;
import com.lightwire.ui.problems.ProblemsViewModel;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import org.kordamp.ikonli.material2.Material2OutlinedAL;

/**
 * The views above the Problems list. With no problems the list folds away and only its one-line header stays
 * ("No problems"); it unfolds by itself when problems appear, and a click on the header folds or unfolds it.
 */
final class ProblemsDock extends BorderPane {

    private final ProblemsViewModel model;
    private final ProblemsView list;
    private final Label header = new Label();
    private final SplitPane split = new SplitPane();
    private double divider = 0.8;
    private boolean expanded;
    private boolean hadProblems;

    ProblemsDock(Node views, ProblemsViewModel model, ProblemsView list) {
        this.model = model;
        this.list = list;
        setId("problems-dock");
        header.setId("problems-title");
        header.getStyleClass().add("problems-header");
        header.setMaxWidth(Double.MAX_VALUE);
        header.setOnMouseClicked(e -> setExpanded(!expanded));
        split.setOrientation(Orientation.VERTICAL);
        split.getItems().add(views);
        setCenter(split);
        model.problems().addListener((ListChangeListener<Problem>) c -> problemsChanged());
        fold();
        problemsChanged();
    }

    boolean isExpanded() {
        return expanded;
    }

    /** Where the divider between the views and the list sits when the list shows, from 0 (top) to 1. */
    double divider() {
        return expanded ? split.getDividerPositions()[0] : divider;
    }

    void setDivider(double position) {
        divider = Math.max(0.3, Math.min(0.95, position));
        if (expanded) {
            split.setDividerPositions(divider);
        }
    }

    void setExpanded(boolean expand) {
        if (expand == expanded) {
            return;
        }
        if (expand) {
            setBottom(null);
            list.setTop(header);
            split.getItems().add(list);
            split.setDividerPositions(divider);
            expanded = true;
        } else {
            divider = divider();
            fold();
        }
        update();
    }

    private void fold() {
        split.getItems().remove(list);
        list.setTop(null);
        setBottom(header);
        expanded = false;
    }

    /** Unfolds when the first problem appears and folds when the last one goes; a fold by hand stays otherwise. */
    private void problemsChanged() {
        boolean any = !model.problems().isEmpty();
        if (any != hadProblems) {
            hadProblems = any;
            setExpanded(any);
        }
        update();
    }

    private void update() {
        header.setText(model.problems().isEmpty() ? "No problems" : model.summary());
        header.setGraphic(Icons.of(expanded ? Material2OutlinedAL.EXPAND_MORE : Material2OutlinedAL.EXPAND_LESS));
    }
}
