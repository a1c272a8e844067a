package com.lightwire.archfixture.io;

import javafx.scene.paint.Color;

/** Violation: io imports javafx. */
public final class FxExporter {
    final Color colour = Color.BLUE;
}
