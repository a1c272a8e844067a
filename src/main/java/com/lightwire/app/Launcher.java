package com.lightwire.app;

import javafx.application.Application;

/**
 * Starts the desktop app. A plain class, not an {@link Application}, so that the app runs from the class path
 * (JavaFX refuses to launch an Application main class that is not on the module path).
 */
public final class Launcher {

    private Launcher() {
    }

    /** {@code lightwire} opens the built-in testbed; {@code lightwire FILE} opens a project file. */
    public static void main(String[] args) {
        Application.launch(LightwireApp.class, args);
    }
}
