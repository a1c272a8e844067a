/**
 * The views {@code ./lightwire render} can draw: one {@link com.lightwire.cli.render.RenderableView} per view, listed
 * in {@link com.lightwire.cli.render.RenderableViews}, each turning a project and its options into a figure.
 */
package com.lightwire.cli.render;
