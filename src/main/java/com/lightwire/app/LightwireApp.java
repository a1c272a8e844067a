package com.lightwire.app;

import com.lightwire.ui.session.ProjectStore;
import javafx.application.Application;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.List;

/**
 * The JavaFX application: opens the main window on the file named on the command line, or on the built-in testbed,
 * with the views of {@link Views}, and installs the last-resort handler for uncaught exceptions. Tests replace the
 * file store and the recovery folder through {@link #configure}.
 */
public final class LightwireApp extends Application {

    private static ProjectStore store = ProjectStores.standard();
    private static Path recoveryFile = Path.of(System.getProperty("user.home"), ".lightwire", "recovery.lwp");
    private MainWindow window;
    private LastResortHandler handler;

    /** Chooses the file store and the recovery copy's place before {@link #start}. */
    public static void configure(ProjectStore projectStore, Path recovery) {
        store = projectStore;
        recoveryFile = recovery;
    }

    @Override
    public void start(Stage stage) {
        window = new MainWindow(stage, Views.registry(), WindowServices.forApp(store, recoveryFile, stage));
        handler = window.installLastResortHandler();
        List<String> args = getParameters().getUnnamed();
        window.show(args.isEmpty() ? null : Path.of(args.get(0)));
    }

    @Override
    public void stop() {
        if (window != null) {
            window.shutdown();
        }
        if (handler != null) {
            handler.uninstall();
        }
    }
}
