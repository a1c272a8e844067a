package com.lightwire.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The longest tab titles that fit the strip. */
class TabTitlesTest {

    private static final double[] FULL = {40, 60, 90, 130};
    private static final double[] BRIEF = {40, 60, 30, 70};

    @Test
    void fullTitlesWhileTheyFitThenShortThenIcons() {
        assertEquals(TabTitles.FULL, TabTitles.fitting(320 + 160, FULL, BRIEF, 40));
        assertEquals(TabTitles.SHORT, TabTitles.fitting(320 + 159, FULL, BRIEF, 40));
        assertEquals(TabTitles.SHORT, TabTitles.fitting(200 + 160, FULL, BRIEF, 40));
        assertEquals(TabTitles.ICONS, TabTitles.fitting(200 + 159, FULL, BRIEF, 40));
    }

    @Test
    void iconsKeepTheSelectedTabsShortTitle() {
        assertEquals("BOM & Labels", TabTitles.FULL.title("BOM & Labels", "BOM", false));
        assertEquals("BOM", TabTitles.SHORT.title("BOM & Labels", "BOM", false));
        assertEquals("BOM", TabTitles.ICONS.title("BOM & Labels", "BOM", true));
        assertEquals("", TabTitles.ICONS.title("BOM & Labels", "BOM", false));
    }
}
