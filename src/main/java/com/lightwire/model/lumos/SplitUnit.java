package com.lightwire.model.lumos;

/**
 * Units of the leaf demand sent from leaf a to leaf b through spine index h ({@code L_abh}, digest §3.5).
 *
 * @param h     spine index (OCS group)
 * @param a     sending leaf
 * @param b     receiving leaf
 * @param count units
 */
public record SplitUnit(int h, int a, int b, int count) {
}
