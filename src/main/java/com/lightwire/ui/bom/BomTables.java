package com.lightwire.ui.bom;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.CatalogItem;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/** Builds the two tables of the view: the side-by-side BOM and the editable catalog. */
final class BomTables {

    /** Widest a free-text column (line, source) grows when columns fit their content; its cells show a tooltip. */
    static final double MAX_TEXT_WIDTH = 300;

    private BomTables() {
    }

    /** Side-by-side BOM: the line, then quantity and extended cost under each design's name. */
    static TableView<BomComparison.Row> bomTable() {
        TableView<BomComparison.Row> table = new TableView<>();
        table.setId("bom-table");
        table.setPlaceholder(new javafx.scene.control.Label("No BOM"));
        return table;
    }

    /** Replaces the columns for the designs of {@code comparison} (kept when the design names are the same). */
    static void designColumns(TableView<BomComparison.Row> table, List<Bom> designs) {
        List<String> names = designs.stream().map(Bom::design).toList();
        if (table.getColumns().size() == 4 + names.size() && table.getColumns().subList(4, table.getColumns().size())
                .stream().map(TableColumn::getText).toList().equals(names)) {
            return;
        }
        table.getColumns().setAll(List.of(
                text("Category", 100, r -> r.category().displayName()),
                text("Line", 300, BomComparison.Row::description),
                number("Unit $", 90, r -> money(r.unitCost())),
                number("Unit W", 70, r -> watts(r.unitPowerW()))));
        for (int d = 0; d < names.size(); d++) {
            int design = d;
            TableColumn<BomComparison.Row, String> group = new TableColumn<>(names.get(d));
            group.getColumns().add(number("Qty", 60, r -> String.format(Locale.ROOT, "%,d",
                    r.quantities().get(design))));
            group.getColumns().add(number("Cost $", 100, r -> money(r.costs().get(design))));
            table.getColumns().add(group);
        }
    }

    /** The catalog with unit cost and power editable through {@link NumberCell}s. */
    static TableView<CatalogItem> catalogTable(BomViewModel model, Consumer<String> message) {
        TableView<CatalogItem> table = new TableView<>();
        table.setId("catalog-table");
        table.setEditable(true);
        TableColumn<CatalogItem, String> cost = editable("Unit $", "catalog-cost", CatalogItem::unitCostUsd,
                (i, t) -> model.setUnitCost(i.id(), t), "Unit cost", message);
        TableColumn<CatalogItem, String> power = editable("Power W", "catalog-power",
                i -> BigDecimal.valueOf(i.powerW()).stripTrailingZeros(), (i, t) -> model.setPower(i.id(), t), "Power",
                message);
        table.getColumns().setAll(List.of(text("Id", 170, CatalogItem::id), text("Category", 70,
                CatalogItem::category), cost, number("$/m", 50, i -> i.costPerMeter().toPlainString()), power,
                number("Ports", 50, i -> Integer.toString(i.ports())), text("Source", 420, CatalogItem::source)));
        return table;
    }

    private static TableColumn<CatalogItem, String> editable(String title, String id,
            Function<CatalogItem, BigDecimal> value, BiFunction<CatalogItem, String, String> commit, String what,
            Consumer<String> message) {
        TableColumn<CatalogItem, String> column = text(title, 90, i -> value.apply(i).toPlainString());
        column.setId(id);
        column.setEditable(true);
        column.setCellFactory(c -> new NumberCell<>(what, commit, message));
        return column;
    }

    private static <S> TableColumn<S, String> text(String title, double width, Function<S, String> value) {
        TableColumn<S, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setEditable(false);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null || item.isEmpty() ? null : new Tooltip(item));
            }
        });
        return column;
    }

    private static <S> TableColumn<S, String> number(String title, double width, Function<S, String> value) {
        TableColumn<S, String> column = text(title, width, value);
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setAlignment(Pos.CENTER_RIGHT);
            }
        });
        return column;
    }

    static String money(BigDecimal value) {
        return String.format(Locale.ROOT, "%,.2f", value);
    }

    private static String watts(double value) {
        return String.format(Locale.ROOT, "%,.0f", value);
    }
}
