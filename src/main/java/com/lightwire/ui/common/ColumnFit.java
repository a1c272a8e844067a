package com.lightwire.ui.common;

import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
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

    private ColumnFit() {
    }

    /**
     * Sets every leaf column's preferred width to its content's width, at most {@code maxWidth} (0 for no cap).
     * Cheap enough for a few hundred rows: one text measurement per cell.
     */
    public static <S> void fit(TableView<S> table, double maxWidth) {
        Font font = cellFont(table);
        for (TableColumn<S, ?> column : leaves(table.getColumns())) {
            double width = measure(column.getText(), font);
            for (int row = 0; row < table.getItems().size(); row++) {
                Object value = column.getCellData(row);
                if (value != null) {
                    width = Math.max(width, measure(value.toString(), font));
                }
            }
            width += PADDING;
            column.setPrefWidth(maxWidth > 0 ? Math.min(maxWidth, width) : width);
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
