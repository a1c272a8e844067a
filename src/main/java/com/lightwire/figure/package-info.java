/**
 * Toolkit-free drawing: the {@link com.lightwire.figure.Painter} every output implements (JavaFX canvas, SVG, PNG),
 * themes as {@link com.lightwire.figure.Palette}s, and {@link com.lightwire.figure.Figure}s that paint a project state
 * in layers, so the app's canvases, its exports and the CLI's {@code render} draw the same picture.
 */
package com.lightwire.figure;
