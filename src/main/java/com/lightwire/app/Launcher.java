package com.lightwire.app;

import com.lightwire.cli.LightwireCli;
import javafx.application.Application;

import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.logging.Logger;

/**
 * The entry point: a plain class, not an {@link Application}, so the app runs from the class path. With no argument
 * it opens the app on the built-in testbed (without a display: realizes the testbed with the CLI instead); with a
 * file it opens that project; when the first argument names a CLI command (or an option such as --help) it runs the
 * headless CLI. Where the desktop app cannot start for want of GTK 3 it says which package to install.
 */
public final class Launcher {

    /** What a start does, by its arguments and whether there is a display. */
    enum Start { CLI, APP, HEADLESS_DEFAULT, NO_DISPLAY_FOR_FILE, UNKNOWN_COMMAND }

    /**
     * JavaFX's own logger, held so the filter set on it stays: PlatformImpl logs through it, on every start from the
     * class path, that classes were loaded from the unnamed module (harmless here, see TOOLCHAIN). Only that record is
     * dropped; the loggers below it (CSS, layout) keep their warnings.
     */
    private static final Logger JAVAFX = Logger.getLogger("javafx");
    static final String NO_GTK = "error: the desktop app needs GTK 3: install libgtk-3-0 (apt-get install libgtk-3-0), "
            + "or run a command: lightwire --help";

    private Launcher() {
    }

    public static void main(String[] args) {
        Start start = decide(args, noDisplay(), args.length > 0 && existingFile(args[0]));
        switch (start) {
            case CLI -> System.exit(LightwireCli.run(args, Commands.extensions()));
            case HEADLESS_DEFAULT -> System.exit(HeadlessDefault.run());
            case NO_DISPLAY_FOR_FILE -> System.exit(noDisplayFor(args[0]));
            case UNKNOWN_COMMAND -> System.exit(unknownCommand(args[0]));
            case APP -> launchApp(args);
        }
    }

    /** The decision of {@link #main}: CLI commands first, then the app where there is a display. */
    static Start decide(String[] args, boolean noDisplay, boolean firstIsExistingFile) {
        if (args.length > 0 && LightwireCli.isCommand(args[0])) {
            return Start.CLI;
        }
        if (!noDisplay) {
            return Start.APP;
        }
        if (args.length == 0) {
            return Start.HEADLESS_DEFAULT;
        }
        return firstIsExistingFile ? Start.NO_DISPLAY_FOR_FILE : Start.UNKNOWN_COMMAND;
    }

    /** True when {@code error}, or one of its causes, is JavaFX failing to load its GTK 3 glass library. */
    static boolean gtkMissing(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause()) {
            if (t instanceof UnsupportedOperationException && t.getMessage() != null
                    && t.getMessage().contains("glass GTK library")) {
                return true;
            }
        }
        return false;
    }

    private static void launchApp(String[] args) {
        JAVAFX.setFilter(record -> !unnamedModuleWarning(record.getMessage()));
        try {
            Application.launch(LightwireApp.class, args);
        } catch (RuntimeException e) {
            if (!gtkMissing(e)) {
                throw e;
            }
            System.err.println(NO_GTK);
            System.exit(1);
        }
    }

    static boolean unnamedModuleWarning(String message) {
        return message != null && message.startsWith("Unsupported JavaFX configuration");
    }

    static String unknownCommandMessage(String argument) {
        return "error: unknown command '" + argument + "' (see lightwire --help)";
    }

    private static int unknownCommand(String argument) {
        System.err.println(unknownCommandMessage(argument));
        return 2;
    }

    private static int noDisplayFor(String file) {
        System.err.println("lightwire: no display found, so the desktop app cannot open " + file
                + ". The CLI works without one, e.g.: lightwire info " + file + "; lightwire --help");
        return 2;
    }

    private static boolean existingFile(String argument) {
        try {
            return Files.exists(Path.of(argument));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    private static boolean noDisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            return true;
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        return os.contains("linux") && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null;
    }
}
