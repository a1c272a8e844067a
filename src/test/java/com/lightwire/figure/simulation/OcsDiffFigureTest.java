package com.lightwire.figure.simulation;

import com.lightwire.figure.Layer;
import com.lightwire.figure.Palette;
import com.lightwire.figure.RecordingPainter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import com.lightwire.model.OcsConfiguration;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The OCS diff panel: an OCS that tears down and sets up every port keeps its bars inside its tile. */
class OcsDiffFigureTest {

    @Test
    void barsOfAFullyRewiredOcsStayInsideTheirTile() {
        int ports = 4;
        OcsConfiguration before = OcsConfiguration.builder(1, 1, ports).connect(0, 0, 0, 1).connect(0, 0, 1, 0)
                .connect(0, 0, 2, 3).connect(0, 0, 3, 2).build();
        OcsConfiguration after = OcsConfiguration.builder(1, 1, ports).connect(0, 0, 0, 2).connect(0, 0, 2, 0)
                .connect(0, 0, 1, 3).connect(0, 0, 3, 1).build();
        OcsDiffFigure figure = new OcsDiffFigure(before, after, new int[] {1}, Palette.LIGHT);
        assertEquals("group 0, OCS 0: kept 0, set up 4, torn down 4 of 4 ports", figure.readout(0, 0));
        RecordingPainter painter = new RecordingPainter();
        Size size = figure.size();
        figure.paint(painter, new Viewport(1, 0, 0, size.width(), size.height()), Layer.CONTENT);
        double right = OcsDiffFigure.LEFT + OcsDiffFigure.TILE_W;
        double bars = 0;
        for (double[] r : painter.filled) {
            if (r[3] == 10) {
                assertTrue(r[0] + r[2] <= right - 2 + 1e-9, "bar ends at " + (r[0] + r[2]) + " past " + right);
                bars += r[2];
            }
        }
        assertEquals(OcsDiffFigure.TILE_W - 4, bars, 1e-9, "set up and torn down fill the tile together");
    }
}
