package com.lightwire.ui.common;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SegmentRasterTest {

    private final SegmentRaster raster = new SegmentRaster();

    private int alpha(int x, int y) {
        return raster.alphas()[y * raster.width() + x] & 0xff;
    }

    @Test
    void aPixelAlignedHorizontalLineCoversExactlyItsRowWithTheColoursAlpha() {
        raster.reset(0, 0, 20, 10);
        raster.segment(2, 5.5, 12, 5.5, 0x80FF0000, 1);
        for (int x = 0; x < 20; x++) {
            for (int y = 0; y < 10; y++) {
                assertEquals(y == 5 && x >= 2 && x < 12 ? 0x80 : 0, alpha(x, y), "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void aVerticalLineIsDrawnDownItsColumnInBufferCoordinates() {
        raster.reset(100, 200, 10, 20);
        raster.segment(104.5, 202, 104.5, 212, 0xFF000000, 1);
        assertEquals(255, alpha(4, 2));
        assertEquals(255, alpha(4, 11));
        assertEquals(0, alpha(4, 12));
        assertEquals(0, alpha(3, 5));
        assertEquals(0, alpha(5, 5));
    }

    @Test
    void overlappingStrokesCompositeSourceOver() {
        raster.reset(0, 0, 10, 10);
        raster.segment(0, 4.5, 10, 4.5, 0x80000000, 1);
        raster.segment(0, 4.5, 10, 4.5, 0x80000000, 1);
        int expected = 0x80 + 0x80 * (255 - 0x80) / 255;
        assertEquals(expected, alpha(3, 4));
    }

    @Test
    void aDiagonalLineSplitsItsCoverageBetweenNeighboursAndSegmentsOutsideAreClipped() {
        raster.reset(0, 0, 16, 16);
        raster.segment(-50, -50, 100, 100, 0xFF000000, 1);
        raster.segment(-10, 30, 40, 30, 0xFF000000, 1);
        int total = 0;
        for (int x = 0; x < 16; x++) {
            total += alpha(x, 8);
        }
        assertTrue(total > 255 * 1.2 && total < 255 * 1.6, "row 8 total alpha " + total);
    }

    @Test
    void thePaletteHoldsTheColourPremultipliedByEachAlpha() {
        int[] palette = SegmentRaster.palette(0xFF8040);
        assertEquals(0, palette[0]);
        assertEquals(0xFFFF8040, palette[255]);
        assertEquals((128 << 24) | (128 << 16) | (64 << 8) | 32, palette[128]);
    }
}
