package com.lightwire.figure.topology;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.Viewport;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An exported Topology figure of a topology that is not realized yet states it, but does not tell its reader to press
 * a button (walk-through: "Not realized yet: press Realize." appeared in the PNG); the view's grid still prompts.
 */
class UnrealizedSheetTest {

    private static RecordingPainter painted(com.lightwire.figure.Figure figure) {
        RecordingPainter p = new RecordingPainter();
        figure.paint(p, new Viewport(1, 0, 0, figure.size().width(), figure.size().height()), Layer.CONTENT);
        return p;
    }

    @Test
    void anExportedSheetSaysNotRealizedWithoutAButtonToPress() {
        MatrixData data = MatrixData.of(new NamedTopology("ring", LogicalTopology.empty(1, 8)), 0, 4);
        Sheet sheet = TopologySheet.of(data, null, Palette.LIGHT);
        RecordingPainter p = painted(sheet);
        assertTrue(p.strings.stream().noneMatch(s -> s.contains("press") || s.contains("Realize.")), p.strings.toString());
        assertTrue(p.strings.contains("Not realized yet."), p.strings.toString());
    }

    @Test
    void theViewsGridStillPromptsForTheButton() {
        assertTrue(painted(new OcsGridFigure(null, 0, Palette.LIGHT)).strings
                .contains("Not realized yet: press Realize."));
    }
}
