package com.lightwire.ui.common;

import com.lightwire.figure.Figure;
import com.lightwire.figure.Layer;
import com.lightwire.figure.Painter;
import com.lightwire.figure.Size;
import com.lightwire.figure.Viewport;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Region repaints of the zoomable canvas ({@link ZoomableCanvas#showChanged}): the repainted boxes get exactly the
 * pixels of a full repaint, the rest of the content layer and the layers not named are left alone, the figure culls
 * to the boxes, and a frame
 * whose segments were rasterized in device pixels is repainted whole.
 */
@ExtendWith(ApplicationExtension.class)
class ZoomableCanvasRegionTest {

    private static final int TILE = 20;
    private static final int COLUMNS = 16;
    private static final int ROWS = 10;
    /** A colour no figure here paints, drawn straight on the canvas to see whether a repaint covered it. */
    private static final int MARKER = 0xFF13579B;

    /**
     * Tiles of a colour each (translucent ones too) with a thin anti-aliased oval over every tile corner, tiles culled to
     * the visible world; optionally a batch of long segments, enough for {@link FxPainter} to rasterize them. Counts the
     * tiles it paints.
     */
    private static final class Tiles implements Figure {
        final int[] colours;
        final boolean segments;
        int painted;

        Tiles(int[] colours, boolean segments) {
            this.colours = colours;
            this.segments = segments;
        }

        @Override
        public Size size() {
            return new Size(COLUMNS * TILE, ROWS * TILE);
        }

        @Override
        public void paint(Painter p, Viewport v, Layer layer) {
            if (layer != Layer.CONTENT) {
                return;
            }
            p.fill(0xFFFAFAFA);
            p.fillRect(0, 0, v.width(), v.height());
            p.save();
            v.apply(p);
            double[] w = v.visibleWorld();
            for (int r = Math.max(0, (int) (w[1] / TILE)); r < Math.min(ROWS, Math.ceil(w[3] / TILE)); r++) {
                for (int c = Math.max(0, (int) (w[0] / TILE)); c < Math.min(COLUMNS, Math.ceil(w[2] / TILE)); c++) {
                    painted++;
                    p.fill(colours[r * COLUMNS + c]);
                    p.fillRect(c * TILE, r * TILE, TILE, TILE);
                    p.stroke(0xC0202020, 0.7);
                    p.strokeOval(c * TILE - 3.3, r * TILE - 2.1, 6.6, 4.2);
                }
            }
            if (segments) {
                p.stroke(0x80FF0000, 1.5);
                p.beginPath();
                for (int k = 0; k < 4 * FxPainter.RASTER_MIN_SEGMENTS; k++) {
                    p.segment(k * 1.2, 0, k * 1.2 + 40, ROWS * TILE);
                }
                p.strokePath();
            }
            p.restore();
        }
    }

    private ZoomableCanvas canvas;

    @Start
    void start(Stage stage) {
        canvas = new ZoomableCanvas();
        stage.setScene(new Scene(new StackPane(canvas), 500, 330));
        stage.show();
    }

    private static int[] colours(int changed, int colour) {
        int[] colours = new int[COLUMNS * ROWS];
        for (int k = 0; k < colours.length; k++) {
            colours[k] = k % 3 == 0 ? 0x993366CC + k * 0x010203 : 0xFF000000 | (k * 0x0A1B2C);
        }
        if (changed >= 0) {
            colours[changed] = colour;
        }
        return colours;
    }

    /** The world rectangle of tile k. */
    private static double[] tile(int k) {
        return new double[] {(k % COLUMNS) * TILE, (k / COLUMNS) * TILE, TILE, TILE};
    }

    private static int[] pixels(Canvas layer) {
        WritableImage image = layer.snapshot(null, null);
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        int[] out = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), out, 0, w);
        return out;
    }

    /**
     * Shows {@code before} at a zoom and pan that puts tile edges between pixels, marks the canvas's top-left pixel,
     * region-repaints tile {@code changed} with {@code after}, and returns {region repaint, full repaint} pixels.
     */
    private int[][] regionThenFull(FxRobot robot, Tiles before, Tiles after, int changed) {
        AtomicReference<int[][]> out = new AtomicReference<>();
        robot.interact(() -> {
            canvas.show(before);
            canvas.viewportProperty().set(new Viewport(1.37, 7.3, 5.6, canvas.getWidth(), canvas.getHeight()));
            Canvas content = canvas.layer(Layer.CONTENT);
            content.getGraphicsContext2D().setFill(FxPainter.color(MARKER));
            content.getGraphicsContext2D().fillRect(0, 0, 1, 1);
            canvas.showChanged(after, List.of(tile(changed)));
            int[] region = pixels(content);
            canvas.repaintAll();
            out.set(new int[][] {region, pixels(content)});
        });
        return out.get();
    }

    @Test
    void aRepaintedTileGetsThePixelsOfAFullRepaintAndTheRestIsLeftAlone(FxRobot robot) {
        int changed = 3 * COLUMNS + 5;
        Tiles after = new Tiles(colours(changed, 0xCC22AA44), false);
        int[][] paints = regionThenFull(robot, new Tiles(colours(-1, 0), false), after, changed);
        int[] region = paints[0];
        int[] full = paints[1];
        assertEquals(MARKER, region[0], "a region repaint leaves pixels outside its boxes alone");
        assertNotEquals(MARKER, full[0]);
        region[0] = full[0];
        assertArrayEquals(full, region, "the tile and its surroundings have the pixels of a full repaint");
        assertTrue(after.painted > 4 * COLUMNS * ROWS / 4, "the full repaint paints every tile");
    }

    @Test
    void theFigureCullsToTheRepaintedBox(FxRobot robot) {
        int changed = 2 * COLUMNS + 2;
        Tiles after = new Tiles(colours(changed, 0xFF00FF00), false);
        robot.interact(() -> {
            canvas.show(new Tiles(colours(-1, 0), false));
            canvas.showChanged(after, List.of(tile(changed)));
        });
        assertTrue(after.painted > 0 && after.painted <= 9, "tiles painted for one tile's box: " + after.painted);
    }

    @Test
    void onlyTheLayersNamedBesideTheContentAreRepainted(FxRobot robot) {
        int changed = COLUMNS + 1;
        AtomicReference<int[]> topLeft = new AtomicReference<>();
        robot.interact(() -> {
            canvas.show(new Tiles(colours(-1, 0), false));
            for (Layer layer : List.of(Layer.SELECTION, Layer.HOVER, Layer.GUIDES)) {
                canvas.layer(layer).setVisible(true);
                canvas.layer(layer).getGraphicsContext2D().setFill(FxPainter.color(MARKER));
                canvas.layer(layer).getGraphicsContext2D().fillRect(0, 0, 1, 1);
            }
            canvas.showChanged(new Tiles(colours(changed, 0xFF00FF00), false), List.of(tile(changed)), Layer.HOVER);
            topLeft.set(new int[] {pixels(canvas.layer(Layer.SELECTION))[0], pixels(canvas.layer(Layer.HOVER))[0],
                    pixels(canvas.layer(Layer.GUIDES))[0]});
        });
        assertEquals(MARKER, topLeft.get()[0], "the selection layer, not named, is left alone");
        assertNotEquals(MARKER, topLeft.get()[1], "the hover layer, named, is repainted");
        assertEquals(MARKER, topLeft.get()[2], "the guides layer, not named, is left alone");
    }

    @Test
    void markLayersThatPaintNothingAreHiddenSoTheRendererSkipsThem(FxRobot robot) {
        Figure selecting = new Figure() {
            @Override
            public Size size() {
                return new Size(COLUMNS * TILE, ROWS * TILE);
            }

            @Override
            public void paint(Painter p, Viewport v, Layer layer) {
                if (layer == Layer.SELECTION) {
                    p.stroke(0xFF0000FF, 2);
                    p.strokeRect(10, 10, 40, 40);
                }
            }
        };
        AtomicReference<boolean[]> shown = new AtomicReference<>();
        robot.interact(() -> {
            canvas.show(new Tiles(colours(-1, 0), false));
            boolean[] plain = visible();
            canvas.show(selecting);
            boolean[] selected = visible();
            canvas.show(new Tiles(colours(-1, 0), false), Layer.SELECTION);
            shown.set(new boolean[] {plain[0], plain[1], plain[2], plain[3], selected[0], selected[1], selected[2],
                    visible()[1]});
        });
        assertArrayEquals(new boolean[] {true, false, false, false, true, true, false, false}, shown.get(),
                "content always shown; selection shown while it paints, hidden again once it paints nothing");
    }

    /** Visibility of the content, selection, hover and guides layers. */
    private boolean[] visible() {
        return new boolean[] {canvas.layer(Layer.CONTENT).isVisible(), canvas.layer(Layer.SELECTION).isVisible(),
                canvas.layer(Layer.HOVER).isVisible(), canvas.layer(Layer.GUIDES).isVisible()};
    }

    @Test
    void aFrameWithRasterizedSegmentsIsRepaintedWhole(FxRobot robot) {
        int changed = 4 * COLUMNS + 9;
        int[][] paints = regionThenFull(robot, new Tiles(colours(-1, 0), true), new Tiles(colours(changed, 0xFF884422),
                true), changed);
        assertNotEquals(MARKER, paints[0][0], "the whole layer was repainted");
        assertArrayEquals(paints[1], paints[0]);
    }
}
