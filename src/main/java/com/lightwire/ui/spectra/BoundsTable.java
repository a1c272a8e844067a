package com.lightwire.ui.spectra;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.transformation.SortedList;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The lower-bound explorer (spectra.md §5.2 item 7): one sortable row per line with nonzeros (bound, LB1, LB2, k, w,
 * sorted entries, f(0..s), r), sorted by bound, largest first, until the user sorts otherwise; the binding line is
 * bold. Numbers show five significant digits and sort by value. Picking a row selects its line for every view (the
 * Inspector shows its figures).
 */
final class BoundsTable {

    private BoundsTable() {
    }

    static TableView<BoundRow> of(ObservableList<BoundRow> rows, Consumer<BoundRow> picked) {
        SortedList<BoundRow> sorted = new SortedList<>(rows);
        TableView<BoundRow> table = new TableView<>(sorted);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setId("spectra-bounds");
        table.setPlaceholder(new Label("Schedule a study to see its lower bounds"));
        TableColumn<BoundRow, Double> bound = number("bound", BoundRow::bound);
        table.getColumns().add(column("line", BoundRow::line, 90));
        table.getColumns().add(bound);
        table.getColumns().add(number("LB1", BoundRow::lb1));
        table.getColumns().add(number("LB2", BoundRow::lb2));
        table.getColumns().add(column("r", BoundRow::r, 40));
        table.getColumns().add(column("k", BoundRow::k, 40));
        table.getColumns().add(number("w", BoundRow::w));
        table.getColumns().add(column("entries (largest first)", BoundRow::entries, 300));
        table.getColumns().add(column("f(0..s)", BoundRow::f, 260));
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                picked.accept(now);
            }
        });
        bound.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(bound);
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(BoundRow row, boolean empty) {
                super.updateItem(row, empty);
                setStyle(!empty && row != null && row.binding() ? "-fx-font-weight: bold;" : "");
            }
        });
        return table;
    }

    private static <T> TableColumn<BoundRow, T> column(String title, Function<BoundRow, T> value, double width) {
        TableColumn<BoundRow, T> c = new TableColumn<>(title);
        c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    private static TableColumn<BoundRow, Double> number(String title, Function<BoundRow, Double> value) {
        TableColumn<BoundRow, Double> c = column(title, value, 90);
        c.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty || v == null ? "" : String.format(Locale.ROOT, "%.5g", v));
            }
        });
        return c;
    }
}
