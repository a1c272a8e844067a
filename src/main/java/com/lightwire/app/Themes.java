package com.lightwire.app;

import javafx.scene.Scene;

/** The light and dark style sheets, swapped on the scene. */
final class Themes {

    private static final String BASE = Themes.class.getResource("lightwire.css").toExternalForm();
    private static final String DARK = Themes.class.getResource("lightwire-dark.css").toExternalForm();

    private Themes() {
    }

    static void apply(Scene scene, boolean dark) {
        scene.getStylesheets().setAll(dark ? java.util.List.of(BASE, DARK) : java.util.List.of(BASE));
    }
}
