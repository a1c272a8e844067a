package com.lightwire.archfixture.cli;

import javafx.scene.paint.Color;

/** Violation: the CLI imports javafx. */
public final class FxCommand {
    final Color colour = Color.RED;
}
