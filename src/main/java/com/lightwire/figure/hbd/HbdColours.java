package com.lightwire.figure.hbd;

import com.lightwire.figure.Palette;

/**
 * The colours of the rings figure: one per rack (golden-angle hues, muted so groups stand out) and one per TP group
 * (cycling through {@value #GROUP_COLOURS}, saturated), both clear of the reds and oranges that mark faults, bypasses
 * and conflicts, lighter in the dark theme.
 */
public final class HbdColours {

    /** Colours the groups cycle through, so far zooms batch one path per colour. */
    public static final int GROUP_COLOURS = 12;

    private final boolean dark;

    public HbdColours(Palette palette) {
        this.dark = palette.name().equals("dark");
    }

    /** A distinct colour per rack (0-based). */
    public int rack(int rack) {
        return hsl(clearOfWarnings(0.55 + rack * 0.381966), 0.45, dark ? 0.55 : 0.68);
    }

    /** The colour of TP group g (0-based). */
    public int group(int g) {
        return hsl(clearOfWarnings(0.62 + g % GROUP_COLOURS * 0.618034), 0.85, dark ? 0.65 : 0.40);
    }

    /** Ten categorical colours for chart curves, far apart in hue and lightness; lighter ones in the dark theme. */
    private static final int[] SERIES_LIGHT = {0xFF1F77B4, 0xFFFF7F0E, 0xFF2CA02C, 0xFFD62728, 0xFF9467BD,
        0xFF8C564B, 0xFFE377C2, 0xFF5F6B7A, 0xFFA3A500, 0xFF17BECF};
    private static final int[] SERIES_DARK = {0xFF6CB4F0, 0xFFFFA94D, 0xFF6FD36F, 0xFFFF7B7B, 0xFFC3A6F0,
        0xFFD0A08E, 0xFFF5A3DA, 0xFFB8C2CC, 0xFFE0E050, 0xFF5EE0EC};

    /** The colour of the k-th curve of a chart (cycling through ten). */
    public int series(int k) {
        int[] colours = dark ? SERIES_DARK : SERIES_LIGHT;
        return colours[Math.floorMod(k, colours.length)];
    }

    /** The hue (mod 1) moved out of [0.93, 0.15), the reds and oranges that mark faults and bypasses. */
    private static double clearOfWarnings(double hue) {
        double h = hue % 1.0;
        return h >= 0.93 || h < 0.15 ? 0.15 + (h >= 0.93 ? h - 0.93 : h + 0.07) * 5 % 0.78 : h;
    }

    private static int hsl(double h, double s, double l) {
        double c = (1 - Math.abs(2 * l - 1)) * s;
        double hp = h * 6;
        double x = c * (1 - Math.abs(hp % 2 - 1));
        double[] rgb = hp < 1 ? new double[]{c, x, 0} : hp < 2 ? new double[]{x, c, 0} : hp < 3 ? new double[]{0, c, x}
                : hp < 4 ? new double[]{0, x, c} : hp < 5 ? new double[]{x, 0, c} : new double[]{c, 0, x};
        double m = l - c / 2;
        int r = (int) Math.round((rgb[0] + m) * 255);
        int g = (int) Math.round((rgb[1] + m) * 255);
        int b = (int) Math.round((rgb[2] + m) * 255);
        return 0xFF000000 | r << 16 | g << 8 | b;
    }
}
