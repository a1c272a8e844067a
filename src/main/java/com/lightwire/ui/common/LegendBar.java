package com.lightwire.ui.common;

import com.lightwire.figure.Sheet;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

import java.util.List;

/**
 * The on-screen legend of a canvas: the same {@link Sheet.Entry} list an export's sheet draws (a swatch and what its
 * colour means), flowing left to right and wrapping, so the screen and the exported figure explain their colours
 * alike. Each entry is a {@code legend-entry} label whose graphic is the swatch; set again when the theme changes.
 */
public final class LegendBar extends FlowPane {

    private static final double SWATCH = 12;

    private List<Sheet.Entry> shown = List.of();

    public LegendBar() {
        super(14, 2);
        getStyleClass().add("legend-bar");
        setPadding(new Insets(2, 6, 2, 6));
        setAlignment(Pos.CENTER_LEFT);
    }

    /** Shows {@code entries}, replacing what was shown (nothing is rebuilt when they are the same). */
    public void setEntries(List<Sheet.Entry> entries) {
        if (!entries.equals(shown)) {
            shown = List.copyOf(entries);
            getChildren().setAll(entries.stream().map(LegendBar::entry).toList());
        }
    }

    /** The labels shown, in order. */
    public List<String> labels() {
        return getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    private static Label entry(Sheet.Entry e) {
        Label label = new Label(e.label(), swatch(e));
        label.getStyleClass().add("legend-entry");
        label.setGraphicTextGap(5);
        return label;
    }

    private static Node swatch(Sheet.Entry e) {
        Color colour = color(e.argb());
        return switch (e.swatch()) {
            case FILL -> {
                Rectangle r = new Rectangle(SWATCH, SWATCH, colour);
                r.setStroke(Color.gray(0.5, 0.6));
                r.setStrokeWidth(0.5);
                yield r;
            }
            case LINE -> {
                Line l = new Line(0, 0, SWATCH, 0);
                l.setStroke(color(e.argb() | 0xFF000000));
                l.setStrokeWidth(3);
                yield l;
            }
            case FRAME -> {
                Rectangle r = new Rectangle(SWATCH - 2, SWATCH - 2, Color.TRANSPARENT);
                r.setStroke(colour);
                r.setStrokeWidth(2);
                yield r;
            }
        };
    }

    private static Color color(int argb) {
        return Color.rgb((argb >> 16) & 0xff, (argb >> 8) & 0xff, argb & 0xff, ((argb >>> 24) & 0xff) / 255.0);
    }
}
