package com.lightwire.app;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import com.lightwire.ui.common.Theme;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * The look of the app: AtlantaFX Primer Light or Primer Dark as the user-agent style sheet (so dialogs follow too),
 * with the app's own rules, written against the theme's colour variables, on top.
 */
final class Themes {

    private static final String APP = Themes.class.getResource("lightwire.css").toExternalForm();

    private Themes() {
    }

    /**
     * Makes {@code theme}'s style sheet the user-agent one, unless it already is. Called before the first control is
     * built, it spares the toolkit from loading its default (Modena) style sheet only to replace it.
     */
    static void useUserAgent(Theme theme) {
        String sheet = theme.isDark() ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet();
        if (!sheet.equals(Application.getUserAgentStylesheet())) {
            Application.setUserAgentStylesheet(sheet);
        }
    }

    static void apply(Scene scene, Theme theme) {
        useUserAgent(theme);
        if (!scene.getStylesheets().contains(APP)) {
            scene.getStylesheets().add(APP);
        }
        scene.getRoot().getStyleClass().removeAll("theme-light", "theme-dark");
        scene.getRoot().getStyleClass().add(theme.isDark() ? "theme-dark" : "theme-light");
    }
}
