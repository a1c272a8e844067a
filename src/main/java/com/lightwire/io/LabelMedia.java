package com.lightwire.io;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What labels are printed on: a sheet of rows × columns cells (A4 or US Letter), or a wrap-around tape label of
 * 12 mm or 24 mm, one label per page (the page is the tape segment, as label-printer drivers expect). Sizes in
 * PDF points (1/72 inch).
 *
 * @param name       the spelling it was parsed from, e.g. "a4:3x10" or "tape12"
 * @param pageWidth  page width
 * @param pageHeight page height
 * @param rows       label rows per page (1 for tape)
 * @param columns    label columns per page (1 for tape)
 * @param margin     page margin around the grid
 * @param gap        gap between neighbouring cells
 * @param tape       true for a tape segment
 * @param guides     draw hairline cell outlines (for plain paper; off for die-cut sheets)
 */
public record LabelMedia(String name, float pageWidth, float pageHeight, int rows, int columns, float margin,
                         float gap, boolean tape, boolean guides) {

    /** Points per millimeter. */
    public static final float MM = 72f / 25.4f;

    private static final Pattern SHEET = Pattern.compile("(a4|letter):(\\d+)x(\\d+)");

    public LabelMedia {
        if (rows < 1 || columns < 1 || rows > 40 || columns > 10) {
            throw new IllegalArgumentException("labels per sheet must be 1-10 columns by 1-40 rows, was "
                    + columns + " x " + rows);
        }
    }

    /** A4 (210 × 297 mm) sheet of {@code columns × rows} cells. */
    public static LabelMedia a4(int columns, int rows) {
        return new LabelMedia("a4:" + columns + "x" + rows, 210 * MM, 297 * MM, rows, columns, 8 * MM, 2.5f * MM,
                false, false);
    }

    /** US Letter (8.5 × 11 in) sheet of {@code columns × rows} cells. */
    public static LabelMedia letter(int columns, int rows) {
        return new LabelMedia("letter:" + columns + "x" + rows, 612, 792, rows, columns, 0.19f * 72, 0.125f * 72,
                false, false);
    }

    /** Wrap-around tape label: 12 mm tape is 120 mm long, 24 mm tape 180 mm (two copies of the content). */
    public static LabelMedia tape(int widthMm) {
        if (widthMm != 12 && widthMm != 24) {
            throw new IllegalArgumentException("tape width must be 12 or 24 mm, was " + widthMm);
        }
        float length = widthMm == 12 ? 120 : 180;
        return new LabelMedia("tape" + widthMm, length * MM, widthMm * MM, 1, 1, 0, 0, true, false);
    }

    /** Parses "a4:3x10", "letter:3x10" (columns x rows), "tape12" or "tape24". */
    public static LabelMedia parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("tape12") || t.equals("tape24")) {
            return tape(Integer.parseInt(t.substring(4)));
        }
        Matcher m = SHEET.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("unknown label media '" + text
                    + "' (use a4:COLSxROWS, letter:COLSxROWS, tape12 or tape24)");
        }
        int columns = Integer.parseInt(m.group(2));
        int rows = Integer.parseInt(m.group(3));
        return m.group(1).equals("a4") ? a4(columns, rows) : letter(columns, rows);
    }

    public LabelMedia withGuides(boolean on) {
        return new LabelMedia(name, pageWidth, pageHeight, rows, columns, margin, gap, tape, on);
    }

    public int labelsPerPage() {
        return rows * columns;
    }

    public float cellWidth() {
        return (pageWidth - 2 * margin - (columns - 1) * gap) / columns;
    }

    public float cellHeight() {
        return (pageHeight - 2 * margin - (rows - 1) * gap) / rows;
    }

    /** Left edge of cell {@code column}. */
    public float cellX(int column) {
        return margin + column * (cellWidth() + gap);
    }

    /** Bottom edge of cell {@code row}, row 0 at the top of the page. */
    public float cellY(int row) {
        return pageHeight - margin - (row + 1) * cellHeight() - row * gap;
    }
}
