package com.lightwire.ui.hbd;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.List;

/** A read-only table of text rows under fixed headers (the waste, sweep and cost tables of the HBD rings view). */
final class TextTable extends TableView<List<String>> {

    TextTable(String id, List<String> headers, String placeholder) {
        setId(id);
        setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        setPrefHeight(200);
        setPlaceholder(new Label(placeholder));
        setHeaders(headers);
    }

    /** Replaces the columns. */
    void setHeaders(List<String> headers) {
        getColumns().clear();
        for (int c = 0; c < headers.size(); c++) {
            int column = c;
            TableColumn<List<String>, String> col = new TableColumn<>(headers.get(c));
            col.setSortable(false);
            col.setMinWidth(column == 0 ? 110 : 60);
            col.setCellValueFactory(row -> new ReadOnlyStringWrapper(column < row.getValue().size()
                    ? row.getValue().get(column) : ""));
            getColumns().add(col);
        }
    }

    void setRows(List<List<String>> rows) {
        getItems().setAll(rows);
    }
}
