package com.lightwire.archfixture.figure;

import javafx.scene.paint.Color;

/** Violation: a figure uses javafx. */
public final class FxFigure {
    final Color colour = Color.GREEN;
}
