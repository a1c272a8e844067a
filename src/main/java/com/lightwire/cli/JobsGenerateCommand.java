package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.trace.JobMix;
import com.lightwire.core.trace.TraceGenerator;
import com.lightwire.core.trace.TraceRequest;
import com.lightwire.io.TraceFiles;
import com.lightwire.model.lumos.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs generate}: a synthetic trace of the digest's §4.6 job mix at a workload level. */
@Command(name = "generate", description = "Generate a synthetic trace (LumosCore §4.6 defaults of the authors' "
        + "simulator, labelled synthetic): job sizes, TP=8, PP, EP, models, log-uniform run times, Poisson arrivals "
        + "tuned to the workload level of eq. (9).")
final class JobsGenerateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--gpus", required = true, paramLabel = "N", description = "cluster size in GPUs (eq. 9's N)")
    private long gpus;

    @Option(names = "--jobs", required = true, paramLabel = "J", description = "number of jobs")
    private int jobs;

    @Option(names = "--load", defaultValue = "0.655", paramLabel = "L",
            description = "workload level (default ${DEFAULT-VALUE}, the Helios level)")
    private double load;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "random seed (default ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--mix", defaultValue = "helios", paramLabel = "M",
            description = "helios (the 4k simulation mix) or testbed (the 50-job testbed mix) (default ${DEFAULT-VALUE})")
    private String mix;

    @Option(names = "--out", required = true, paramLabel = "T.json|T.csv", description = "the trace file to write")
    private Path out;

    @Override
    public Integer call() throws IOException {
        JobMix chosen = Arrays.stream(JobMix.values()).filter(m -> m.label().equals(mix.toLowerCase(Locale.ROOT)))
                .findFirst().orElse(null);
        if (chosen == null) {
            spec.commandLine().getErr().println("error: --mix: unknown mix '" + mix + "' (use helios or testbed)");
            return ExitCodes.USAGE;
        }
        Outcome<Trace> outcome = TraceGenerator.solve(new TraceRequest(gpus, jobs, load, seed, chosen),
                SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, Path.of("jobs generate"), spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        Trace trace = outcome.value();
        TraceFiles.write(trace, out);
        double last = trace.jobs().get(trace.jobs().size() - 1).arrival();
        line(spec.commandLine().getOut(), "%d jobs (%s mix, synthetic) over %.0f s, workload level %.3f on %d GPUs; "
                + "verifier: %s; written to %s", trace.jobs().size(), chosen.label(), last,
                TraceGenerator.workloadLevel(trace, gpus), gpus, outcome.verification().summary(), out);
        return code;
    }
}
