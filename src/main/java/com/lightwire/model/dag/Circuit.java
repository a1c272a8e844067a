package com.lightwire.model.dag;

/**
 * Circuits between an unordered pod pair.
 *
 * @param a     the lower pod index
 * @param b     the higher pod index
 * @param count circuits {@code x_ab}, at least 1 when listed
 */
public record Circuit(int a, int b, int count) {
}
