package com.lightwire.io;

import org.jfree.svg.SVGGraphics2D;

/**
 * Paints figures into an SVG document (JFreeSVG). Clip-path ids use a fixed prefix, so the same figure gives the same
 * bytes.
 */
public final class SvgFigurePainter extends Graphics2DPainter {

    private final SVGGraphics2D svg;

    public SvgFigurePainter(double width, double height) {
        this(new SVGGraphics2D(width, height));
    }

    private SvgFigurePainter(SVGGraphics2D svg) {
        super(svg);
        this.svg = svg;
        svg.setDefsKeyPrefix("lw");
    }

    /** The SVG document of everything painted so far. */
    public String document() {
        return svg.getSVGDocument();
    }
}
