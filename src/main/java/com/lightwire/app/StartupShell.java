package com.lightwire.app;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;

/**
 * The window's first frame: the stage at its remembered place and size, titled, with an empty root in the background
 * colour of the remembered theme, shown before the main window is built; the main window is built after that frame,
 * in the same stage. Building the window's controls and their first style pass (AtlantaFX over the whole scene) is the
 * largest part of a start, so the window appears without waiting for them (issue 9 item 7, ADR 0016). The shell holds
 * no control, so no style sheet is read for it.
 */
final class StartupShell {

    /** Primer Light's and Primer Dark's default background (AtlantaFX {@code -color-bg-default}). */
    private static final Color LIGHT = Color.web("#ffffff");
    private static final Color DARK = Color.web("#0d1117");

    private StartupShell() {
    }

    /**
     * Shows the shell in {@code stage}, placed by {@code layout}, and runs {@code build} on the FX thread after the
     * pulse of its first frame (not inside it, so that frame is not held back).
     */
    static void showThen(Stage stage, WindowLayout layout, Runnable build) {
        Scene shell = new Scene(new Pane(), layout.bounds().getWidth(), layout.bounds().getHeight(),
                layout.theme().isDark() ? DARK : LIGHT);
        stage.setTitle("Lightwire");
        stage.setScene(shell);
        layout.place(stage);
        stage.show();
        StartupProbe.afterNextFrame(shell, () -> Platform.runLater(build));
    }
}
