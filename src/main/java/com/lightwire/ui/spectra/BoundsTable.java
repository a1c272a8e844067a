package com.lightwire.ui.spectra;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;

import java.util.function.Function;

/**
 * The lower-bound explorer (spectra.md §5.2 item 7): one sortable row per line with nonzeros (k, w, sorted entries,
 * LB1, LB2, f(0..s), r, bound), the binding line shown bold and first until the user sorts.
 */
final class BoundsTable {

    private BoundsTable() {
    }

    static TableView<BoundRow> of(ObservableList<BoundRow> rows) {
        TableView<BoundRow> table = new TableView<>(rows);
        table.setId("spectra-bounds");
        table.setPlaceholder(new javafx.scene.control.Label("Schedule a study to see its lower bounds"));
        table.getColumns().add(column("line", BoundRow::line, 90));
        table.getColumns().add(column("k", BoundRow::k, 40));
        table.getColumns().add(column("w", BoundRow::w, 80));
        table.getColumns().add(column("entries (largest first)", BoundRow::entries, 260));
        table.getColumns().add(column("LB1", BoundRow::lb1, 90));
        table.getColumns().add(column("LB2", BoundRow::lb2, 90));
        table.getColumns().add(column("f(0..s)", BoundRow::f, 220));
        table.getColumns().add(column("r", BoundRow::r, 40));
        TableColumn<BoundRow, Double> bound = column("bound", BoundRow::bound, 90);
        table.getColumns().add(bound);
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
}
