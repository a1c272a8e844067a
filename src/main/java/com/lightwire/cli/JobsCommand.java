package com.lightwire.cli;

import com.lightwire.io.LumosResults;

import com.lightwire.core.solve.Outcome;
import com.lightwire.model.Diagnostic;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Function;

/** {@code jobs}: the cluster-simulation (LumosCore) commands over jobs, demands and designs. */
@Command(name = "jobs", description = "Cluster simulation (LumosCore): generate or import traces, place jobs, design the logical topology of a "
        + "leaf demand, stage the reconfiguration.",
        subcommands = {JobsGenerateCommand.class, JobsImportCommand.class, JobsPlaceCommand.class, JobsDesignCommand.class, JobsStageCommand.class,
                JobsSimulateCommand.class, JobsPlanCommand.class,
                JobsFidelityCommand.class})
final class JobsCommand {

    private JobsCommand() {
    }

    /**
     * Writes a result's JSON to {@code out} when given, and prints it when {@code json}; true when it was printed (the
     * command then prints no text report).
     */
    static boolean emit(String text, Path out, boolean json, PrintWriter console) throws IOException {
        if (out != null) {
            LumosResults.write(text, out);
        }
        if (json) {
            console.print(text);
            console.flush();
        }
        return json;
    }

    /**
     * Prints an outcome's findings ({@code error: FILE: message} / {@code warning: ...}) and returns the exit code of
     * docs/cli.md: 0 for a verified answer, 1 for invalid input, 3 otherwise.
     */
    static int report(Outcome<?> outcome, Path file, PrintWriter err) {
        return report(outcome, d -> file, file, err);
    }

    /**
     * As {@link #report(Outcome, Path, PrintWriter)}, each diagnostic naming the file {@code fileOf} gives for it (a
     * finding about the installed configuration names the --current file, not the state).
     */
    static int report(Outcome<?> outcome, Function<Diagnostic, Path> fileOf, Path file, PrintWriter err) {
        for (Diagnostic d : outcome.diagnostics()) {
            err.println(CliOutput.oneLine((d.isError() ? "error: " : "warning: ") + fileOf.apply(d) + ": "
                    + d.element().label() + ": " + d.message()));
        }
        return switch (outcome.status()) {
            case OPTIMAL, FEASIBLE -> outcome.isVerified() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
            case INVALID_INPUT -> ExitCodes.INVALID_INPUT;
            default -> {
                if (outcome.diagnostics().stream().noneMatch(Diagnostic::isError)) {
                    err.println("error: " + file + ": " + outcome.status().label());
                }
                yield ExitCodes.SOLVE_FAILED;
            }
        };
    }
}
