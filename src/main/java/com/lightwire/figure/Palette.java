package com.lightwire.figure;

import java.util.Locale;

/**
 * The colours of one theme (0xAARRGGBB), named by what they mean so every figure follows the app's light or dark
 * theme, on screen and in exports alike. Label paper stays white with black ink in both themes: the preview shows the
 * label as printed.
 *
 * @param name       "light" or "dark"
 * @param background behind everything
 * @param surface    panels, empty cells, OCS tiles
 * @param band       subtle stripes (floor rows)
 * @param ink        text and marks
 * @param mutedInk   secondary text: captions, legends, placeholders
 * @param grid       thin grid lines
 * @param outline    strong outlines (rack borders)
 * @param frame      light frames, the locked diagonal, under-used sums
 * @param podRack    pod (spine and leaf) racks
 * @param ocsRack    OCS racks
 * @param bundle     cable bundles
 * @param trunk      cable trunks (spine to split point)
 * @param tx         Tx legs
 * @param rx         Rx legs
 * @param heatLow    the heat scale's low end (one link)
 * @param heatHigh   the heat scale's high end (the most links)
 * @param neutral    kept circuits
 * @param accent     selection
 * @param highlight  the picked element (selected matrix cell, highlighted fiber)
 * @param hover      what is under the pointer
 * @param ok         a satisfied check
 * @param warning    a change to note (new circuits)
 * @param error      a violated check
 * @param paper      label paper
 * @param paperInk   ink on label paper
 */
public record Palette(String name, int background, int surface, int band, int ink, int mutedInk, int grid,
                      int outline, int frame, int podRack, int ocsRack, int bundle, int trunk, int tx, int rx,
                      int heatLow, int heatHigh, int neutral, int accent, int highlight, int hover, int ok,
                      int warning, int error, int paper, int paperInk) {

    public static final Palette LIGHT = new Palette("light", 0xFFF7F8FA, 0xFFFFFFFF, 0xFFE9ECF1, 0xFF1A202C,
            0xFF4A5568, 0x40000000, 0xFF4A5568, 0xFFA0AEC0, 0xFFB9D3F0, 0xFFF3D7A6, 0x553B6EA5, 0x885A6B7D,
            0xAA2B8A3E, 0xAAC2410C, 0xFFDBEAFE, 0xFF1E3A8A, 0xFF4A5568, 0xFF2563EB, 0xFFDD6B20, 0xFF9333EA,
            0xFF38A169, 0xFFDD6B20, 0xFFE53E3E, 0xFFFFFFFF, 0xFF111111);

    public static final Palette DARK = new Palette("dark", 0xFF1E2127, 0xFF2A2F38, 0xFF262A31, 0xFFE2E8F0,
            0xFFA0AEC0, 0x40FFFFFF, 0xFF9AA5B1, 0xFF4A5568, 0xFF2F4A68, 0xFF6B5326, 0x6689B4E0, 0x8899A8B8,
            0xAA4ADE80, 0xAAFB923C, 0xFF1E3A5F, 0xFF90CDF4, 0xFFA0AEC0, 0xFF60A5FA, 0xFFF6AD55, 0xFFC084FC,
            0xFF48BB78, 0xFFED8936, 0xFFFC8181, 0xFFFFFFFF, 0xFF111111);

    /** The light or the dark palette. */
    public static Palette of(boolean dark) {
        return dark ? DARK : LIGHT;
    }

    /** The palette called {@code name} ("light" or "dark", any case); other names throw. */
    public static Palette named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "light" -> LIGHT;
            case "dark" -> DARK;
            default -> throw new IllegalArgumentException("unknown theme '" + name + "' (use light or dark)");
        };
    }

    /** Dark ink on a light {@code argb} (relative luminance over 0.45), else light ink. */
    public static int inkOn(int argb) {
        double luminance = (0.2126 * ((argb >> 16) & 0xff) + 0.7152 * ((argb >> 8) & 0xff) + 0.0722 * (argb & 0xff))
                / 255;
        return luminance > 0.45 ? 0xFF1A202C : 0xFFF7FAFC;
    }

    /** Linear mix of two opaque colours, t in [0, 1] (clamped). */
    public static int mix(int a, int b, double t) {
        double u = Math.max(0, Math.min(1, t));
        int r = (int) Math.round(((a >> 16) & 0xff) * (1 - u) + ((b >> 16) & 0xff) * u);
        int g = (int) Math.round(((a >> 8) & 0xff) * (1 - u) + ((b >> 8) & 0xff) * u);
        int bl = (int) Math.round((a & 0xff) * (1 - u) + (b & 0xff) * u);
        return 0xFF000000 | r << 16 | g << 8 | bl;
    }
}
