package com.lightwire.app;

import picocli.CommandLine;

import java.util.function.Consumer;

/** CLI commands that need the desktop layers, added to the headless CLI by the launcher. */
final class Commands {

    private Commands() {
    }

    static Consumer<CommandLine> extensions() {
        return cli -> cli.getSubcommands().get("bench").addSubcommand("ui", new UiBenchCommand());
    }
}
