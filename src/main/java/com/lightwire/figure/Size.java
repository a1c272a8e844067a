package com.lightwire.figure;

/**
 * A width and a height, in figure units or pixels as the context says.
 *
 * @param width  horizontal extent, not negative
 * @param height vertical extent, not negative
 */
public record Size(double width, double height) {

    public Size {
        if (!(width >= 0) || !(height >= 0)) {
            throw new IllegalArgumentException("size must not be negative: " + width + " x " + height);
        }
    }

    /** This size multiplied by {@code factor}. */
    public Size scaled(double factor) {
        return new Size(width * factor, height * factor);
    }
}
