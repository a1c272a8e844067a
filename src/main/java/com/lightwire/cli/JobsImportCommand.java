package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.trace.HeliosMapping;
import com.lightwire.io.TraceFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs import F.csv}: a Helios-style CSV (submit time, GPUs, duration) as a trace. */
@Command(name = "import", description = "Import a Helios-style CSV (columns submit_time, gpu_num, duration; others "
        + "ignored) as a trace: GPUs rounded up to a power of two of whole servers, durations clipped to "
        + "[3600, 100000] s, TP/PP/EP/model by the §4.6 rules; rows without GPUs are skipped.")
final class JobsImportCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "F.csv", description = "Helios-style CSV")
    private Path file;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "random seed of the PP/EP/model draws (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--out", required = true, paramLabel = "T.json|T.csv", description = "the trace file to write")
    private Path out;

    @Override
    public Integer call() throws IOException {
        Outcome<HeliosMapping.Imported> outcome = HeliosMapping.solve(TraceFiles.readHelios(file), seed,
                SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, file, spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        TraceFiles.write(outcome.value().trace(), out);
        line(spec.commandLine().getOut(), "%d jobs imported, %d rows without GPUs skipped; verifier: %s; written to %s",
                outcome.value().trace().jobs().size(), outcome.value().skipped(), outcome.verification().summary(), out);
        return code;
    }
}
