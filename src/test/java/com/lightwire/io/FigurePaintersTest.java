package com.lightwire.io;

import com.lightwire.figure.Painter;
import com.lightwire.figure.TextStyle;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Java2D painter behind PNG and SVG export: state, curves, clipping, text anchoring and measurement. */
class FigurePaintersTest {

    private static final int WHITE = 0xFFFFFFFF;
    private static final int RED = 0xFFFF0000;
    private static final int BLUE = 0xFF0000FF;

    private static PngFigurePainter canvas() {
        PngFigurePainter p = new PngFigurePainter(200, 200);
        p.fill(WHITE);
        p.fillRect(0, 0, 200, 200);
        return p;
    }

    /** The ink's horizontal extent [min x, max x] of rows y0..y1, or {200, -1} when there is none. */
    private static int[] inkColumns(BufferedImage image, int y0, int y1) {
        int[] span = {200, -1};
        for (int y = y0; y <= y1; y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != WHITE) {
                    span[0] = Math.min(span[0], x);
                    span[1] = Math.max(span[1], x);
                }
            }
        }
        return span;
    }

    @Test
    void saveAndRestoreKeepTheTransformClipAndColours() {
        PngFigurePainter p = canvas();
        p.fill(RED);
        p.save();
        p.translate(100, 0);
        p.clipRect(0, 0, 20, 20);
        p.fill(BLUE);
        p.fillRect(0, 0, 50, 50);
        p.restore();
        p.fillRect(0, 0, 10, 10);
        BufferedImage image = p.image();
        assertEquals(BLUE, image.getRGB(110, 10));
        assertEquals(WHITE, image.getRGB(130, 30), "outside the clip");
        assertEquals(RED, image.getRGB(5, 5), "the fill colour and transform came back");
    }

    @Test
    void pathsWithCurvesFillAndRotationTurnsClockwise() {
        PngFigurePainter p = canvas();
        p.fill(BLUE);
        p.beginPath();
        p.moveTo(20, 100);
        p.quadTo(100, 0, 180, 100);
        p.cubicTo(180, 150, 20, 150, 20, 100);
        p.closePath();
        p.fillPath();
        p.save();
        p.translate(100, 100);
        p.rotate(Math.PI / 2);
        p.fill(RED);
        p.fillRect(60, -5, 30, 10);
        p.restore();
        BufferedImage image = p.image();
        assertEquals(BLUE, image.getRGB(100, 90));
        assertEquals(WHITE, image.getRGB(100, 30), "above the curve");
        assertEquals(RED, image.getRGB(100, 175), "x turned to point down");
    }

    @Test
    void textAnchorsAtItsStartMiddleOrEndAndMeasuresItsWidth() {
        Painter measure = canvas();
        double width = measure.textWidth("Lightwire", 20);
        assertTrue(width > 60 && width < 120, "width " + width);
        assertTrue(measure.textWidth("Lightwire", TextStyle.of(20).withBold()) > width, "bold is wider");
        for (TextStyle.Anchor anchor : TextStyle.Anchor.values()) {
            PngFigurePainter p = canvas();
            p.fill(0xFF000000);
            p.text("Lightwire", 100, 100, TextStyle.of(20).anchor(anchor));
            int[] ink = inkColumns(p.image(), 80, 110);
            double expectedLeft = switch (anchor) {
                case START -> 100;
                case MIDDLE -> 100 - width / 2;
                case END -> 100 - width;
            };
            assertEquals(expectedLeft, ink[0], 4, anchor + " left edge");
            assertEquals(expectedLeft + width, ink[1], 4, anchor + " right edge");
        }
    }

    @Test
    void textCentredVerticallyHasInkAboveAndBelowItsY() {
        PngFigurePainter p = canvas();
        p.fill(0xFF000000);
        p.text("HHH", 100, 100, TextStyle.of(30).centred());
        assertFalse(inkColumns(p.image(), 88, 95)[1] < 0, "ink above y");
        assertFalse(inkColumns(p.image(), 105, 112)[1] < 0, "ink below y");
        assertTrue(inkColumns(p.image(), 125, 199)[1] < 0, "nothing far below");
    }

    @Test
    void theSvgPainterWritesDashesAndAFixedClipIdPrefix() {
        SvgFigurePainter svg = new SvgFigurePainter(100, 100);
        svg.save();
        svg.clipRect(0, 0, 50, 50);
        svg.stroke(RED, 2);
        svg.dashes(4, 2);
        svg.line(0, 0, 100, 100);
        svg.restore();
        String doc = svg.document();
        assertTrue(doc.contains("clip-path='url(#lwclip-0)'"), doc);
        assertTrue(doc.contains("stroke-dasharray"), doc);
    }
}
