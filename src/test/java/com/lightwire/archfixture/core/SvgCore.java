package com.lightwire.archfixture.core;

import org.jfree.svg.SVGGraphics2D;

/** Violation: core imports org.jfree.svg. */
public final class SvgCore {
    String svg() {
        return new SVGGraphics2D(10, 10).getSVGElement();
    }
}
