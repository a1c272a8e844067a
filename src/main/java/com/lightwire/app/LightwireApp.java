package com.lightwire.app;

import javafx.application.Application;
import javafx.stage.Stage;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The JavaFX application: opens the main window on the file named on the command line, or on the built-in testbed,
 * with the views of {@link Views}, and installs the last-resort handler for uncaught exceptions. Tests build their
 * windows through {@code TestWindows} instead, with their own file store and recovery folder.
 */
public final class LightwireApp extends Application {

    private static final Path RECOVERY_FOLDER = Path.of(System.getProperty("user.home"), ".lightwire", "recovery");
    private MainWindow window;
    private LastResortHandler handler;

    /** Shows the window's shell at once, then builds the main window in it and opens the file in the background. */
    @Override
    public void start(Stage stage) {
        WindowServices services = WindowServices.forApp(ProjectStores.standard(), RECOVERY_FOLDER, stage);
        List<String> args = getParameters().getUnnamed();
        Optional<StartupProbe> probe = StartupProbe.ifRequested();
        Path file = args.isEmpty() ? null : Path.of(args.get(0));
        String note = file == null ? "Starting Lightwire..." : "Opening " + file + "...";
        StartupShell.showThen(stage, new WindowLayout(services.preferences()), note, () -> {
            window = new MainWindow(stage, Views.registry(), services);
            handler = window.installLastResortHandler();
            window.showThenOpen(file, () -> probe.ifPresent(p -> p.projectOpen(stage.getScene())));
        });
        probe.ifPresent(p -> p.windowShowing(stage.getScene()));
        StartupWarmup.start();
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
