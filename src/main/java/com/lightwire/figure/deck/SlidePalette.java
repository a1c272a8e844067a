package com.lightwire.figure.deck;

import com.lightwire.figure.Palette;

/**
 * The high-contrast colours of a slide's frame (caption, counter, notes) for a projector: black on white, or white on
 * black, with one strong accent; each names the figure palette the views draw the step in.
 *
 * @param name       "light" or "dark"
 * @param background the slide's background
 * @param ink        caption text
 * @param mutedInk   counter and notes
 * @param rule       the line between the figure and the caption
 * @param accent     the phase line of an animation
 * @param figure     the palette the step's figure is drawn in
 */
public record SlidePalette(String name, int background, int ink, int mutedInk, int rule, int accent,
                           Palette figure) {

    public static final SlidePalette LIGHT = new SlidePalette("light", 0xFFFFFFFF, 0xFF000000, 0xFF2D2D2D,
            0xFF000000, 0xFF0040B0, Palette.LIGHT);
    public static final SlidePalette DARK = new SlidePalette("dark", 0xFF000000, 0xFFFFFFFF, 0xFFE0E0E0,
            0xFFFFFFFF, 0xFFFFD23F, Palette.DARK);

    public static SlidePalette of(boolean dark) {
        return dark ? DARK : LIGHT;
    }

    public boolean isDark() {
        return this == DARK;
    }
}
