package com.lightwire.ui.common;

import com.lightwire.figure.Size;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportSizeTest {

    private static final Size VIEW = new Size(1000, 500);

    @Test
    void readsWidthAndHeightAWidthAPercentageOrNothing() {
        assertEquals(new ExportSize(1600, 1000), ExportSize.parse(" 1600 x 1000 ", VIEW));
        assertEquals(new ExportSize(1600, 1000), ExportSize.parse("1600X1000", VIEW));
        assertEquals(new ExportSize(1600, 1000), ExportSize.parse("1600\u00d71000", VIEW));
        assertEquals(new ExportSize(400, 200), ExportSize.parse("400", VIEW), "the height follows the shape");
        assertEquals(new ExportSize(500, 250), ExportSize.parse("50 %", VIEW));
        assertEquals(ExportSize.NATURAL, ExportSize.parse("", VIEW));
    }

    @Test
    void refusesWhatIsNoSizeOrTooSmallOrTooLargeWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ExportSize.parse("big", VIEW)).getMessage()
                .contains("'big' is not a size"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ExportSize.parse("0 x 10", VIEW)).getMessage()
                .contains("from 1 to 20000 pixels"));
        assertThrows(IllegalArgumentException.class, () -> ExportSize.parse("5000 %", VIEW));
    }

    @Test
    void showsASizeAsTheDialogOffersIt() {
        assertEquals("1120 x 431", ExportSize.format(new Size(1119.2, 431)));
    }
}
