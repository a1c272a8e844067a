package com.lightwire.app;

import com.lightwire.cli.LightwireCli;
import javafx.application.Application;

import java.awt.GraphicsEnvironment;

/**
 * The entry point: a plain class, not an {@link Application}, so the app runs from the class path. With no argument
 * it opens the app on the built-in testbed (without a display: realizes the testbed with the CLI instead); with a
 * file it opens that project; when the first argument names a CLI command (or an option such as --help) it runs the
 * headless CLI.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && LightwireCli.isCommand(args[0])) {
            System.exit(LightwireCli.run(args, Commands.extensions()));
        }
        if (GraphicsEnvironment.isHeadless() || noDisplay()) {
            System.exit(args.length == 0 ? HeadlessDefault.run() : noDisplayFor(args[0]));
        }
        StartupWarmup.start();
        Application.launch(LightwireApp.class, args);
    }

    private static int noDisplayFor(String file) {
        System.err.println("lightwire: no display found, so the desktop app cannot open " + file
                + ". The CLI works without one, e.g.: lightwire info " + file + "; lightwire --help");
        return 2;
    }

    private static boolean noDisplay() {
        String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
        return os.contains("linux") && System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null;
    }
}
