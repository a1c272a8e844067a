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
}
