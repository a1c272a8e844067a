package com.lightwire.cli;

import com.lightwire.core.solve.Verification;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.core.wiring.FiberPlanVerifier;
import com.lightwire.io.FiberPlanFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.WiringScheme;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code wire FILE --scheme S --out F}: the fiber plan of a wiring scheme, verified, as CSV or JSON. */
@Command(name = "wire", description = "Generate and verify the spine-to-OCS fiber plan; write it as CSV or JSON.")
final class WireCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--scheme", paramLabel = "SCHEME",
            description = "uniform, cross (also: interleaved) or two-link; default: the project's scheme")
    private String scheme;

    @Option(names = "--out", required = true, paramLabel = "F.csv|F.json", description = "output file")
    private Path out;

    @Override
    public Integer call() throws IOException {
        PrintWriter console = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Cluster cluster = ProjectInputs.withCluster(file).cluster();
        if (scheme != null) {
            WiringScheme chosen = WiringScheme.parse(scheme).orElse(null);
            if (chosen == null) {
                err.println("error: --scheme: unknown scheme '" + scheme + "' (use uniform, cross or two-link)");
                return ExitCodes.USAGE;
            }
            cluster = cluster.withScheme(chosen);
        }
        ProjectInputs.requireValid(file, cluster);
        FiberPlan plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        Verification verdict = FiberPlanVerifier.verify(plan);
        write(plan, cluster);
        line(console, "scheme:    %s", cluster.scheme().displayName());
        line(console, "cables:    %d duplex (%d strands), %d split into simplex legs", plan.cables().size(),
                plan.strandCount(), plan.cables().stream().filter(c -> c.isSplit()).count());
        line(console, "verifier:  %s", verdict.summary());
        line(console, "written:   %s", out);
        return verdict.isPassed() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }

    private void write(FiberPlan plan, Cluster cluster) throws IOException {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".json")) {
            FiberPlanFiles.writeJson(plan, cluster, out);
        } else {
            FiberPlanFiles.writeCsv(plan, cluster, out);
        }
    }
}
