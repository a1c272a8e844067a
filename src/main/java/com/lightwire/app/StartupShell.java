package com.lightwire.app;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;

/**
 * The window's first frame: the stage at its remembered place and size, titled, with an empty root in the background
 * colour of the remembered theme, shown before the main window is built; the main window is built after that frame,
 * in the same stage. Building the window's controls and their first style pass (AtlantaFX over the whole scene) is the
 * largest part of a start, so the window appears without waiting for them (issue 9 item 7, ADR 0016). The shell holds
 * no control (a text node says what is coming), so no style sheet is read for it.
 */
final class StartupShell {

    /** Primer Light's and Primer Dark's default background (AtlantaFX {@code -color-bg-default}). */
    private static final Color LIGHT = Color.web("#ffffff");
    private static final Color DARK = Color.web("#0d1117");
    /** Their muted foreground ({@code -color-fg-muted}). */
    private static final Color LIGHT_NOTE = Color.web("#57606a");
    private static final Color DARK_NOTE = Color.web("#8b949e");

    private StartupShell() {
    }

    /**
     * Shows the shell in {@code stage}, placed by {@code layout}, with {@code note} (e.g. "Opening cluster-131k...")
     * in its middle, and runs {@code build} on the FX thread after the pulse of its first frame (not inside it, so that
     * frame is not held back).
     */
    static void showThen(Stage stage, WindowLayout layout, String note, Runnable build) {
        boolean dark = layout.theme().isDark();
        Text text = new Text(note);
        text.setId("startup-note");
        text.setFill(dark ? DARK_NOTE : LIGHT_NOTE);
        Scene shell = new Scene(new StackPane(text), layout.bounds().getWidth(), layout.bounds().getHeight(),
                dark ? DARK : LIGHT);
        stage.setTitle("Lightwire");
        stage.setScene(shell);
        layout.place(stage);
        stage.show();
        StartupProbe.afterNextFrame(shell, () -> Platform.runLater(build));
    }
}
