package com.lightwire.cli;

import com.lightwire.core.simulate.Architecture;
import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.SimulationFiles;
import com.lightwire.io.SimulationStudyCodec;
import com.lightwire.io.TraceFiles;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code jobs simulate T.json --gpus N}: the trace FIFO on each architecture (LumosCore §5.2). */
@Command(name = "simulate", description = "Simulate a trace FIFO on Best, Clos and LumosCore architectures of N GPUs: "
        + "job progress 1/((1-commShare)+commShare*(1600/B)*kappa), kappa from a flow-count link model; LumosCore "
        + "reconfigures on cross-pod starts.")
final class JobsSimulateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "T.json|T.csv", description = "the trace, or a simulation study document")
    private Path file;

    @Option(names = "--gpus", paramLabel = "N", description = "cluster size in GPUs (default: the study's)")
    private Long gpus;

    @Option(names = "--arch", split = ",", paramLabel = "LIST",
            description = "architectures (default: best and the seven of the paper's 4K comparison)")
    private List<String> arch;

    @Option(names = "--routing", paramLabel = "R", description = "planned, ecmp or ideal (default: the study's, else "
            + "planned)")
    private String routing;

    @Option(names = "--seed", paramLabel = "S", description = "ECMP seed (default: the study's, else 1)")
    private Long seed;

    @Option(names = "--threads", paramLabel = "N", description = "architectures run at once (default: cores)")
    private Integer threads;

    @Option(names = "--out", paramLabel = "R.json", description = "write the result with every job's run")
    private Path out;

    @Option(names = "--json", description = "print the result without the per-job runs")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        Optional<SimulationStudy> study = SimulationStudyCodec.readIfStudy(file);
        String routingName = routing != null ? routing : study.map(SimulationStudy::routing).orElse("planned");
        Routing chosen = Arrays.stream(Routing.values())
                .filter(r -> r.label().equals(routingName.toLowerCase(Locale.ROOT))).findFirst().orElse(null);
        Long size = gpus != null ? gpus : study.map(SimulationStudy::gpus).orElse(null);
        if (chosen == null || size == null) {
            spec.commandLine().getErr().println(chosen == null ? "error: --routing: unknown routing '" + routingName
                    + "' (use planned, ecmp or ideal)" : "error: --gpus: give the cluster size (the file is a plain trace)");
            return ExitCodes.USAGE;
        }
        List<String> names = arch != null ? arch : study.map(SimulationStudy::architectures).filter(a -> !a.isEmpty())
                .orElse(Architecture.STANDARD);
        long chosenSeed = seed != null ? seed : study.map(SimulationStudy::seed).orElse(1L);
        int workers = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        SimulationRequest request = new SimulationRequest(TraceFiles.read(file), size, names, chosen, chosenSeed,
                workers);
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(request, SolveMonitor.NONE);
        int code = JobsCommand.report(outcome, file, spec.commandLine().getErr());
        if (!outcome.hasValue()) {
            return code;
        }
        if (out != null) {
            TraceFiles.writeText(SimulationFiles.toJson(outcome.value(), true), out);
        }
        if (JobsCommand.emit(SimulationFiles.toJson(outcome.value(), false), null, json, console)) {
            return code;
        }
        line(console, "%-22s %5s %10s %10s %10s %9s %8s %7s %8s", "architecture", "Gb/s", "avg JRT", "avg JWT",
                "avg JCT", "slowdown", "kappa", "reconf", "ms");
        for (ArchitectureRun r : outcome.value().architectures()) {
            line(console, "%-22s %5d %10.0f %10.0f %10.0f %9.4f %8.4f %7d %8d", r.name(), r.portGbps(),
                    r.averages().avgJrt(), r.averages().avgJwt(), r.averages().avgJct(), r.averages().avgJrtSlowdown(),
                    r.averages().avgContention(), r.reconfigurations(), r.millis());
        }
        line(console, "%d jobs on %d GPUs, routing %s, seed %d; verifier: %s%s", request.trace().jobs().size(), size,
                chosen.label(), chosenSeed, outcome.verification().summary(), out == null ? "" : "; written to " + out);
        return code;
    }
}
