package com.lightwire.archfixture.figure;

import java.awt.geom.Path2D;

/** Violation: a figure uses AWT. */
public final class AwtFigure {
    final Path2D path = new Path2D.Double();
}
