package com.lightwire.figure.simulation;

import com.lightwire.figure.Palette;

/**
 * One colour per architecture, by its position in the simulated list (so a filter never changes a colour), readable
 * on the light and the dark background; ten hues, then they repeat. Jobs on the occupancy grid use the same hues.
 */
public final class ArchColors {

    private static final int[] LIGHT = {0xFF2563EB, 0xFFD97706, 0xFF059669, 0xFFDC2626, 0xFF7C3AED, 0xFF0891B2,
        0xFFDB2777, 0xFF65A30D, 0xFFEA580C, 0xFF4F46E5};
    private static final int[] DARK = {0xFF60A5FA, 0xFFFBBF24, 0xFF34D399, 0xFFF87171, 0xFFA78BFA, 0xFF22D3EE,
        0xFFF472B6, 0xFFA3E635, 0xFFFB923C, 0xFF818CF8};

    private ArchColors() {
    }

    /** The colour of the architecture (or job, or series) at {@code index}. */
    public static int of(int index, Palette palette) {
        int[] hues = palette.name().equals("dark") ? DARK : LIGHT;
        return hues[Math.floorMod(index, hues.length)];
    }
}
