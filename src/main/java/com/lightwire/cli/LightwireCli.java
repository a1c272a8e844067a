package com.lightwire.cli;

import com.lightwire.io.LightwireFileException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ScopeType;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The headless command line: {@code lightwire <command> ...}, over the same core and io as the app. Every command and
 * subcommand, including those added by {@code extensions}, inherits {@code --help} and {@code --version}.
 */
@Command(name = "lightwire", mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, version = "Lightwire 0.1.0",
        description = "Design tool for GPU clusters with an optical-circuit-switch core.",
        subcommands = {InfoCommand.class, WireCommand.class, RealizeCommand.class, TopologyCommand.class, DagCommand.class,
                LabelsCommand.class, CutsheetCommand.class, BomCommand.class, RenderCommand.class, BenchCommand.class,
                DemandCommand.class, ScheduleCommand.class,
                HbdCommand.class, ScaleCommand.class, JobsCommand.class,
                ExportNetboxCommand.class, CheckBuiltCommand.class, DeckCommand.class,
                CommandLine.HelpCommand.class})
public final class LightwireCli {

    /** Runs the CLI and returns the process exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, cli -> { });
    }

    /**
     * Runs the CLI on the standard streams, after {@code extensions} has added commands that live in higher layers
     * (the app adds {@code bench ui}).
     */
    public static int run(String[] args, Consumer<CommandLine> extensions) {
        return run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true), extensions);
    }

    /** Runs the CLI on the given streams after {@code extensions} has added its commands (the tests add one). */
    static int run(String[] args, PrintWriter out, PrintWriter err, Consumer<CommandLine> extensions) {
        CommandLine cli = new CommandLine(new LightwireCli());
        extensions.accept(cli);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler((ex, line, parsed) -> {
            if (ex instanceof LightwireFileException fileError) {
                err.println("error: " + CliOutput.oneLine(fileError.getMessage()));
                return ExitCodes.INVALID_INPUT;
            }
            if (ex instanceof IOException || ex instanceof UncheckedIOException) {
                err.println("error: " + CliOutput.oneLine(ioMessage(ex instanceof UncheckedIOException u
                        ? u.getCause() : ex)));
                return ExitCodes.INVALID_INPUT;
            }
            err.println("internal error: " + ex);
            return ExitCodes.INTERNAL;
        });
        int code = cli.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    /** An I/O failure (most often writing an output file) as {@code <file>: <reason>}, without exception names. */
    static String ioMessage(Throwable e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            String reason = e instanceof NoSuchFileException ? "no such file or folder"
                    : e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof FileAlreadyExistsException ? "already exists"
                    : f.getReason() != null ? f.getReason() : "input/output error";
            return f.getFile() + ": " + reason;
        }
        return e.getMessage() != null ? e.getMessage() : "input/output error";
    }

    /** True when {@code word} names a CLI command (so the launcher runs the CLI rather than the app). */
    public static boolean isCommand(String word) {
        if (word.startsWith("-")) {
            return true;
        }
        // The names from the annotations: building picocli's command model takes half a second of every app start.
        for (Class<?> type : LightwireCli.class.getAnnotation(Command.class).subcommands()) {
            Command command = type.getAnnotation(Command.class);
            if (command != null && (command.name().equals(word) || Arrays.asList(command.aliases()).contains(word))) {
                return true;
            }
        }
        return false;
    }

    public static void main(String[] args) {
        System.exit(run(args, cli -> { }));
    }
}
