package com.lightwire.figure.spectra;

import com.lightwire.figure.Palette;

/** One colour per permutation id, readable on the light and the dark background, cycling through 10 hues. */
final class SpectraColors {

    private static final int[] LIGHT = {0xFF3B82F6, 0xFFF59E0B, 0xFF10B981, 0xFFEF4444, 0xFF8B5CF6, 0xFF06B6D4,
        0xFFEC4899, 0xFF84CC16, 0xFFF97316, 0xFF6366F1};
    private static final int[] DARK = {0xFF60A5FA, 0xFFFBBF24, 0xFF34D399, 0xFFF87171, 0xFFA78BFA, 0xFF22D3EE,
        0xFFF472B6, 0xFFA3E635, 0xFFFB923C, 0xFF818CF8};

    private SpectraColors() {
    }

    static int permutation(int id, Palette palette) {
        int[] hues = palette.name().equals("dark") ? DARK : LIGHT;
        return hues[Math.floorMod(id, hues.length)];
    }
}
