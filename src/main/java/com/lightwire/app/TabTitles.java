package com.lightwire.app;

/**
 * How the view tabs' titles fit the width of their strip, as a desktop app does it: every full title while they all
 * fit; else the short titles ("BOM", "DAG"); else, when even those do not fit, the icons alone with the selected
 * tab's short title. Every tab keeps its full title and shortcut in its tooltip and in the View menu. (Walk-through:
 * with 8 tabs each title was cut to an equal share, "BOM & ...", "Trainin...", even at 1600 px.)
 */
enum TabTitles {
    FULL,
    SHORT,
    ICONS;

    /**
     * The titles that fit {@code available} pixels.
     *
     * @param full   the text width of each full title, px
     * @param brief  the text width of each short title, px
     * @param chrome the width of a tab beyond its text (icon, gaps, padding), px
     */
    static TabTitles fitting(double available, double[] full, double[] brief, double chrome) {
        if (width(full, chrome) <= available) {
            return FULL;
        }
        return width(brief, chrome) <= available ? SHORT : ICONS;
    }

    private static double width(double[] texts, double chrome) {
        double sum = 0;
        for (double text : texts) {
            sum += text + chrome;
        }
        return sum;
    }

    /** The text a tab shows in this mode. */
    String title(String fullTitle, String shortTitle, boolean selected) {
        return switch (this) {
            case FULL -> fullTitle;
            case SHORT -> shortTitle;
            case ICONS -> selected ? shortTitle : "";
        };
    }
}
