package com.lightwire.io;

import java.util.Locale;
import java.util.Set;

/**
 * Text within the limits of Excel, which refuses a workbook that breaks them: a cell holds at most
 * {@value #MAX_CELL} characters, and sheet names are 1 to 31 characters, none of {@code []:*?/\}, not starting or
 * ending with an apostrophe and unique regardless of case.
 */
final class XlsxText {

    /** Most characters in one cell. */
    static final int MAX_CELL = 32_767;

    private static final int MAX_SHEET_NAME = 31;

    private XlsxText() {
    }

    /** {@code text} cut to {@value #MAX_CELL} characters ("..." at the end when cut). */
    static String cell(String text) {
        return text.length() <= MAX_CELL ? text : text.substring(0, MAX_CELL - 3) + "...";
    }

    /**
     * A valid sheet name for {@code name} not yet in {@code used} (lower-case names, updated): forbidden characters
     * become '_', the name is cut to 31 characters, and a clash gets a number.
     */
    static String sheetName(String name, Set<String> used) {
        String clean = name.replaceAll("[\\[\\]:*?/\\\\]", "_").replaceAll("^'+|'+$", "").strip();
        clean = clean.isEmpty() ? "sheet" : clean.substring(0, Math.min(MAX_SHEET_NAME, clean.length()));
        String candidate = clean;
        for (int n = 2; !used.add(candidate.toLowerCase(Locale.ROOT)); n++) {
            String suffix = " (" + n + ")";
            candidate = clean.substring(0, Math.min(clean.length(), MAX_SHEET_NAME - suffix.length())) + suffix;
        }
        return candidate;
    }
}
