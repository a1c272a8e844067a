package com.lightwire.figure.hbd;

import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;
import com.lightwire.figure.Viewport;

import java.util.ArrayList;
import java.util.List;

/**
 * Labels placed at world points but drawn in screen space after the view's transform is undone, so their type is the
 * same size at every zoom (a toolkit clamps tiny font sizes, which a transform then blows up).
 */
final class ScreenLabels {

    private record Label(String text, double wx, double wy, double size, int colour) {
    }

    private final List<Label> labels = new ArrayList<>();

    /** A label centred on world point (wx, wy), {@code size} px high. */
    void add(String text, double wx, double wy, double size, int colour) {
        labels.add(new Label(text, wx, wy, size, colour));
    }

    /** Draws every label; the painter must be in screen space. */
    void paint(Painter p, Viewport view) {
        for (Label l : labels) {
            p.fill(l.colour());
            p.text(l.text(), view.toScreenX(l.wx()), view.toScreenY(l.wy()), TextStyle.of(l.size()).centred());
        }
    }
}
