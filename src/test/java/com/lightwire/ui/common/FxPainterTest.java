package com.lightwire.ui.common;

import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The rasterized path batches of {@link FxPainter} reach the canvas in drawing order and in their colours. */
@ExtendWith(ApplicationExtension.class)
class FxPainterTest {

    private static final int WHITE = 0xFFFFFFFF;
    private static final int RED = 0xFFFF0000;
    private static final int BLUE = 0xFF0000FF;

    @Start
    void start(Stage stage) {
        stage.show();
    }

    /** 100 full-height vertical lines: enough segments and height to take the raster path. */
    private static void verticalLines(FxPainter p, int argb, double x0) {
        p.stroke(argb, 1);
        p.beginPath();
        for (int i = 0; i < 100; i++) {
            p.segment(x0 + 4 * i + 0.5, 0, x0 + 4 * i + 0.5, 800);
        }
        p.strokePath();
    }

    private static PixelReader paint(Consumer<FxPainter> drawing) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Canvas canvas = new Canvas(800, 800);
            FxPainter painter = new FxPainter(canvas.getGraphicsContext2D());
            painter.fill(WHITE);
            painter.fillRect(0, 0, 800, 800);
            drawing.accept(painter);
            WritableImage image = canvas.snapshot(null, null);
            return image.getPixelReader();
        }).get();
    }

    @Test
    void aLargeBatchOfLinesIsDrawnInItsColourAndLeavesTheGapsAlone() throws Exception {
        PixelReader pixels = paint(p -> verticalLines(p, RED, 0));
        assertEquals(RED, pixels.getArgb(40, 400));
        assertEquals(WHITE, pixels.getArgb(42, 400));
    }

    @Test
    void consecutiveBatchesStackAndLaterShapesCoverThem() throws Exception {
        PixelReader pixels = paint(p -> {
            verticalLines(p, RED, 0);
            verticalLines(p, BLUE, 0);
            p.fill(WHITE);
            p.fillRect(0, 600, 800, 200);
            verticalLines(p, RED, 400);
        });
        assertEquals(BLUE, pixels.getArgb(40, 400));
        assertEquals(WHITE, pixels.getArgb(40, 700));
        assertEquals(RED, pixels.getArgb(440, 700));
    }

    @Test
    void aBatchReachingOutsideTheOpenImageGetsItsOwnAndBothShow() throws Exception {
        PixelReader pixels = paint(p -> {
            verticalLines(p, RED, 0);
            verticalLines(p, BLUE, 400);
        });
        assertEquals(RED, pixels.getArgb(40, 400));
        assertEquals(BLUE, pixels.getArgb(440, 400));
        assertEquals(WHITE, pixels.getArgb(442, 400));
    }

    @Test
    void underAScaleTheBatchIsRasterizedInDevicePixels() throws Exception {
        PixelReader pixels = paint(p -> {
            p.save();
            p.scale(2, 2);
            p.stroke(RED, 1);
            p.beginPath();
            for (int i = 0; i < 100; i++) {
                p.segment(4 * i + 0.25, 0, 4 * i + 0.25, 400);
            }
            p.strokePath();
            p.restore();
        });
        assertEquals(RED, pixels.getArgb(80, 700), "user x 40.25 is device x 80.5, two device pixels wide");
        assertEquals(WHITE, pixels.getArgb(84, 700));
    }

    @Test
    void restoreBringsBackTheTransformAndArrowHeadsAndDashedLinesReachTheCanvas() throws Exception {
        PixelReader pixels = paint(p -> {
            p.save();
            p.translate(100, 0);
            p.fill(RED);
            p.fillRect(0, 0, 10, 10);
            p.restore();
            p.fill(BLUE);
            p.fillRect(0, 0, 10, 10);
            p.arrowHead(200, 300, 300, 300, 60, 40);
            p.stroke(RED, 4);
            p.dashes(20, 20);
            p.line(0, 500, 800, 500);
        });
        assertEquals(RED, pixels.getArgb(105, 5));
        assertEquals(BLUE, pixels.getArgb(5, 5));
        assertEquals(BLUE, pixels.getArgb(280, 300), "inside the arrow head");
        assertEquals(WHITE, pixels.getArgb(230, 300), "behind the arrow head");
        assertEquals(RED, pixels.getArgb(10, 500));
        assertEquals(WHITE, pixels.getArgb(30, 500), "a gap of the dashes");
    }
}
