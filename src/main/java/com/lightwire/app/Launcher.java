package com.lightwire.app;

import com.lightwire.cli.LightwireCli;

/** Plain entry point (it must not extend a JavaFX Application when started from the class path). */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        LightwireCli.main(args.length == 0 ? new String[] {"--help"} : args);
    }
}
