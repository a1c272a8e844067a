package com.lightwire.figure.topology;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Viewport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MatrixEmptyStateTest {

    @ParameterizedTest(name = "pane {0} px wide")
    @ValueSource(ints = {1200, 420, 200, 120})
    void theHintWithoutATopologyFitsThePaneWhole(int width) {
        RecordingPainter painter = new RecordingPainter();
        new MatrixFigure(MatrixData.NONE, new int[0], MatrixFigure.Marks.NONE, Palette.LIGHT)
                .paint(painter, Viewport.identity(width, 600), Layer.CONTENT);
        assertEquals("No topology yet: use Generate or File > Import.", String.join(" ", painter.strings));
        for (double drawn : painter.widths) {
            assertTrue(drawn <= width - 8, drawn + " px of text in a " + width + " px pane: " + painter.strings);
        }
        if (width >= 420) {
            assertEquals(1, painter.strings.size(), "one line where it fits");
        }
    }
}
