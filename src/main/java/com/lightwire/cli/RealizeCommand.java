package com.lightwire.cli;

import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.reconfig.RealizationMetrics;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.lp.RewiringLowerBound;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.TopologyFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.ElementRef;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.TopologyValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code realize FILE --topology T.json ...}: computes, verifies and writes an OCS configuration. */
@Command(name = "realize", description = "Compute an OCS configuration realizing a logical topology, verify it, "
        + "and print eta, rho, rewired circuits and time.")
final class RealizeCommand implements Callable<Integer> {

    /** Findings printed on stderr; --json has them all. */
    private static final int MAX_FINDINGS = 5;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--topology", paramLabel = "T.json",
            description = "logical topology (interchange JSON); default: the project's first topology")
    private Path topology;

    @Option(names = "--current", paramLabel = "CONFIG.json",
            description = "installed configuration to rewire from; default: the project's, if any")
    private Path current;

    @Option(names = "--method", paramLabel = "METHOD", description = "one of: " + Methods.NAMES
            + "; default lp (Cross, two-link) or greedy (Uniform)")
    private String method;

    @Option(names = "--time-limit", paramLabel = "S", defaultValue = "60",
            description = "time limit in seconds for the exact methods ilp and cpsat (default ${DEFAULT-VALUE})")
    private double timeLimit;

    @Option(names = "--bounds", paramLabel = "reuse|balanced", defaultValue = "reuse",
            description = "decomposition bounds (default ${DEFAULT-VALUE})")
    private String bounds;

    @Option(names = "--out", paramLabel = "CONFIG.json|CONFIG.csv", description = "where to write the configuration")
    private Path out;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        Project project = ProjectInputs.withCluster(file);
        Cluster cluster = project.cluster();
        String methodName = method == null ? Methods.defaultFor(cluster.scheme()) : method;
        Optional<String> usage = Methods.problem(methodName, cluster.scheme()).or(this::boundsProblem);
        if (usage.isPresent()) {
            err.println("error: " + usage.get());
            return ExitCodes.USAGE;
        }
        Reconfigurator solver = Methods.forName(methodName, cluster.scheme()).orElseThrow();
        LogicalTopology target = loadTopology(project);
        if (target == null) {
            err.println("error: " + file + ": the project holds no topology; pass --topology T.json");
            return ExitCodes.USAGE;
        }
        OcsConfiguration installed = current != null ? ConfigurationFiles.read(current, cluster)
                : project.currentConfiguration();
        ReconfigRequest request = new ReconfigRequest(cluster.params(), cluster.scheme(), cluster.podCount(), target,
                installed);
        ReconfigOptions options = ReconfigOptions.defaults().withTimeLimit(timeLimit).withBounds(parseBounds());
        ReconfigResult result = withLowerBound(solver.solve(request, options, SolveMonitor.NONE), request, options);
        if (result.hasConfiguration() && out != null) {
            writeConfiguration(result.configuration(), cluster);
        }
        report(result, Methods.isExact(methodName), topology != null ? topology : file);
        return exitCode(result);
    }

    /** The result with the lower bound on rewiring, computed here for the methods that do not bring one. */
    private static ReconfigResult withLowerBound(ReconfigResult result, ReconfigRequest request,
                                                 ReconfigOptions options) {
        if (result.lowerBound() != null || !result.hasConfiguration()) {
            return result;
        }
        OptionalLong bound = RewiringLowerBound.of(request, options.threads(), SolveMonitor.NONE);
        return bound.isPresent() ? result.withLowerBound(bound.getAsLong()) : result;
    }

    private Optional<String> boundsProblem() {
        return parseBounds() == null ? Optional.of("--bounds: use reuse or balanced") : Optional.empty();
    }

    private SplitBounds parseBounds() {
        return switch (bounds.toLowerCase(Locale.ROOT)) {
            case "reuse" -> SplitBounds.REUSE;
            case "balanced" -> SplitBounds.BALANCED;
            default -> null;
        };
    }

    /** The target: the --topology file, refused with its first error when it does not fit the cluster. */
    private LogicalTopology loadTopology(Project project) throws IOException {
        if (topology != null) {
            LogicalTopology target = TopologyFiles.read(topology);
            Cluster cluster = project.cluster();
            LightwireFileException error = ProjectInputs.firstError(topology, TopologyValidator.validate(target,
                    cluster.params(), cluster.podCount()), null);
            if (error != null) {
                throw error;
            }
            return target;
        }
        return project.topologies().isEmpty() ? null : project.topologies().get(0).topology();
    }

    private void writeConfiguration(OcsConfiguration config, Cluster cluster) throws IOException {
        if (out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
            ConfigurationFiles.writeCsv(config, out);
        } else {
            ConfigurationFiles.write(config, cluster.scheme(), out);
        }
    }

    /** Prints the figures, then each diagnostic prefixed with the file it concerns. */
    private void report(ReconfigResult r, boolean exact, Path topologySource) {
        PrintWriter console = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json) {
            CliOutput.json(console, jsonReport(r, exact));
        } else {
            printReport(console, r);
        }
        r.diagnostics().stream().limit(MAX_FINDINGS).forEach(d -> err.println((d.isError() ? "error: "
                : "warning: ") + (concernsTopology(d.element()) ? topologySource + ": " : "") + d.element().label()
                + ": " + d.message()));
        if (r.diagnostics().size() > MAX_FINDINGS) {
            err.println("warning: " + (r.diagnostics().size() - MAX_FINDINGS) + " more findings (--json lists them "
                    + "all)");
        }
    }

    /** True for the target topology or a part of it, whose findings are prefixed with the file it came from. */
    private static boolean concernsTopology(ElementRef element) {
        for (Optional<ElementRef> at = Optional.of(element); at.isPresent(); at = at.get().parent()) {
            if (at.get() instanceof TopologyRef) {
                return true;
            }
        }
        return false;
    }

    private void printReport(PrintWriter console, ReconfigResult r) {
        line(console, "method:    %s", r.method());
        line(console, "status:    %s", r.status().label());
        if (r.hasConfiguration()) {
            RealizationMetrics m = r.metrics();
            line(console, "eta:       %.6f", m.eta());
            line(console, "rho:       %.6f (%d of %d links)", m.rho(), m.realizedLinks(), m.demandedLinks());
            line(console, "rewired:   %d circuits (%d kept, %d set up, %d torn down; %d circuits in all)",
                    m.rewired(), m.kept(), m.setUp(), m.tornDown(), m.circuits());
            if (r.lowerBound() != null) {
                line(console, "bound:     no configuration rewires fewer than %d circuits%s", r.lowerBound(),
                        r.gap() == null ? "" : CliOutput.fmt(" (solver gap %.2f%%)", 100 * r.gap()));
            }
            line(console, "verifier:  %s", r.verification().summary());
        }
        line(console, "time:      %d ms", r.millis());
        if (r.hasConfiguration() && out != null) {
            line(console, "written:   %s", out);
        }
    }

    private static Map<String, Object> jsonReport(ReconfigResult r, boolean exact) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("method", r.method());
        m.put("status", r.status().label());
        if (exact) {
            m.put("gap", r.gap() != null ? r.gap() : r.status() == SolveStatus.OPTIMAL ? Double.valueOf(0) : null);
        }
        RealizationMetrics x = r.metrics();
        m.put("eta", x == null ? null : x.eta());
        m.put("rho", x == null ? null : x.rho());
        m.put("rewired", x == null ? null : x.rewired());
        m.put("lowerBound", r.lowerBound());
        m.put("kept", x == null ? null : x.kept());
        m.put("setUp", x == null ? null : x.setUp());
        m.put("tornDown", x == null ? null : x.tornDown());
        m.put("circuits", x == null ? null : x.circuits());
        m.put("demandedLinks", x == null ? null : x.demandedLinks());
        m.put("realizedLinks", x == null ? null : x.realizedLinks());
        m.put("millis", r.millis());
        m.put("verified", r.hasConfiguration() && r.verification().isPassed());
        m.put("diagnostics", r.diagnostics().stream().map(Diagnostic::toString).toList());
        return m;
    }

    private static int exitCode(ReconfigResult r) {
        return switch (r.status()) {
            case OPTIMAL, FEASIBLE -> r.verification().isPassed() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
            case INVALID_INPUT -> ExitCodes.INVALID_INPUT;
            default -> ExitCodes.SOLVE_FAILED;
        };
    }
}
