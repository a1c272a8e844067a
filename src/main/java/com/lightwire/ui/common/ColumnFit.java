package com.lightwire.ui.common;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

import java.util.List;

/**
 * Sizes a table's columns to their content: each leaf column becomes as wide as its header or its widest cell text
 * (measured in the table's cell font), so numbers such as "122,552,320.00" are never cut. A cap keeps free text
 * (descriptions) from pushing the numbers out of sight; such cells should carry their full text in a tooltip.
 */
public final class ColumnFit {

    /** Cell padding and the column's border, in pixels, around the measured text. */
    static final double PADDING = 20;
    /** Headers are bold and keep room for a sort arrow. */
    static final double HEADER_EXTRA = 6;

    private ColumnFit() {
    }

    /**
     * Sets every leaf column's preferred width to its content's width, at most {@code maxWidth} (0 for no cap).
     * Cheap enough for a few hundred rows: one text measurement per cell.
     */
    public static <S> void fit(TableView<S> table, double maxWidth) {
        Font font = cellFont(table);
        Font header = Font.font(font.getFamily(), FontWeight.BOLD, font.getSize());
        for (TableColumn<S, ?> column : leaves(table.getColumns())) {
            double width = measure(column.getText(), header) + HEADER_EXTRA;
            for (int row = 0; row < table.getItems().size(); row++) {
                Object value = column.getCellData(row);
                if (value != null) {
                    width = Math.max(width, measure(value.toString(), font));
                }
            }
            width += PADDING;
            column.setPrefWidth(maxWidth > 0 ? Math.min(maxWidth, width) : width);
        }
        widenUnderGroups(table.getColumns(), header);
    }

    /** A group's header wider than its columns widens its last column, so the group's name is not cut either. */
    private static <S> void widenUnderGroups(List<TableColumn<S, ?>> columns, Font header) {
        for (TableColumn<S, ?> group : columns) {
            if (group.getColumns().isEmpty()) {
                continue;
            }
            widenUnderGroups(group.getColumns(), header);
            double children = group.getColumns().stream().mapToDouble(TableColumn::getPrefWidth).sum();
            double needed = measure(group.getText(), header) + HEADER_EXTRA + PADDING;
            if (needed > children) {
                TableColumn<S, ?> last = group.getColumns().get(group.getColumns().size() - 1);
                last.setPrefWidth(last.getPrefWidth() + needed - children);
            }
        }
    }

    /** Width of {@code text} in {@code font}, in pixels. */
    static double measure(String text, Font font) {
        Text node = new Text(text == null ? "" : text);
        node.setFont(font);
        return Math.ceil(node.getLayoutBounds().getWidth());
    }

    private static <S> List<TableColumn<S, ?>> leaves(List<TableColumn<S, ?>> columns) {
        return columns.stream().flatMap(c -> c.getColumns().isEmpty() ? java.util.stream.Stream.of(c)
                : leaves(c.getColumns()).stream()).toList();
    }

    /** The font the table's cells are drawn in once styled; the default font before the first layout. */
    private static Font cellFont(TableView<?> table) {
        Node cell = table.lookup(".table-cell");
        if (cell instanceof Labeled labeled && labeled.getFont() != null) {
            return labeled.getFont();
        }
        return Font.getDefault();
    }
}
