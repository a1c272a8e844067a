package com.lightwire.ui.dag;

import javafx.beans.property.SimpleStringProperty;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

import java.util.Locale;
import java.util.function.Function;

/** The Training DAG view's methods table: method, status, makespan, NCT, ports, port ratio, time. */
final class ComparisonTable {

    private ComparisonTable() {
    }

    static TableView<DagComparison.Row> of(ObservableList<DagComparison.Row> rows) {
        TableView<DagComparison.Row> table = new TableView<>(rows);
        table.setId("dag-comparison");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Method", DagComparison.Row::method));
        table.getColumns().add(column("Status", DagComparison.Row::status));
        table.getColumns().add(column("Makespan (ms)", r -> number("%.4f", r.makespan(), r)));
        table.getColumns().add(column("NCT", r -> number("%.3f", r.nct(), r)));
        table.getColumns().add(column("Ports", r -> r.ports() < 0 ? "" : Long.toString(r.ports())));
        table.getColumns().add(column("Port ratio", r -> number("%.3f", r.portRatio(), r)));
        table.getColumns().add(column("Time (ms)", r -> r.ports() < 0 ? "" : Long.toString(r.millis())));
        return table;
    }

    private static String number(String format, double value, DagComparison.Row r) {
        return r.ports() < 0 ? "" : String.format(Locale.ROOT, format, value);
    }

    private static TableColumn<DagComparison.Row, String> column(String title,
                                                                Function<DagComparison.Row, String> text) {
        TableColumn<DagComparison.Row, String> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new SimpleStringProperty(text.apply(cell.getValue())));
        c.setSortable(false);
        return c;
    }
}
