package com.lightwire.cli;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolverLimits;
import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.EclipseDecomposer;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.io.DecompositionFiles;
import com.lightwire.io.DemandFile;
import com.lightwire.io.ScheduleFiles;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.spectra.Demand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code schedule solve | compare | decompose | bounds | verify | sweep | configurations | fidelity}: Spectra
 * schedules of one demand on s parallel OCSes with reconfiguration delay δ (docs/cli.md, "Spectra").
 */
@Command(name = "schedule", description = "Schedule a demand on parallel OCSes with reconfiguration delay (Spectra).",
        subcommands = {ScheduleCommand.Solve.class, ScheduleCompareCommand.class, ScheduleToolCommands.Decompose.class,
                ScheduleToolCommands.Bounds.class, ScheduleToolCommands.Verify.class, ScheduleSweepCommand.class,
                ScheduleToolCommands.Configurations.class, ScheduleFidelityCommand.class})
final class ScheduleCommand {

    /** The options every solving subcommand shares. */
    static final class SolveOptions {
        @Option(names = "--switches", paramLabel = "S", description = "s parallel OCSes (default: the file's)")
        Integer switches;
        @Option(names = "--delay", paramLabel = "X", description = "reconfiguration delay (default: the file's)")
        Double delay;
        @Option(names = "--refine", defaultValue = "greedy", description = "greedy or lp (default ${DEFAULT-VALUE})")
        String refine;
        @Option(names = "--eclipse", paramLabel = "MODE", description = "exact or fast (default: exact up to n = 64)")
        String eclipse;
        @Option(names = "--time-limit", defaultValue = "60", paramLabel = "SEC",
                description = "exact method's time limit (default ${DEFAULT-VALUE})")
        double timeLimit;

        SpectraOptions options(DemandFile file, SpectraMethod method, Decomposition decomposition) {
            int s = SpectraCli.switches(switches, file);
            double x = SpectraCli.delay(delay, file);
            Refiner.Mode r = switch (refine) {
                case "greedy" -> Refiner.Mode.GREEDY;
                case "lp" -> Refiner.Mode.LP;
                default -> throw new SpectraCli.Usage("--refine: use greedy or lp, not '" + refine + "'");
            };
            if (!(timeLimit > 0) || Double.isInfinite(timeLimit)) {
                throw new SpectraCli.Usage("--time-limit must be a positive number of seconds, got " + timeLimit);
            }
            return new SpectraOptions(s, x, method, r, eclipseMode(eclipse), SolverLimits.of(timeLimit, 1),
                    decomposition);
        }

        /** Why the method cannot run on this demand (exit 2), or null. */
        static String inapplicable(SpectraMethod method, Demand demand, double delay) {
            if (method == SpectraMethod.SPECTRA_ECLIPSE && !(delay > 0)) {
                return "Spectra(Eclipse) needs --delay > 0";
            }
            if (method == SpectraMethod.EXACT && demand.n() > com.lightwire.core.spectra.ExactScheduler.MAX_N) {
                return "the exact method takes n <= " + com.lightwire.core.spectra.ExactScheduler.MAX_N
                        + "; the demand has n = " + demand.n();
            }
            return null;
        }
    }

    static EclipseDecomposer.Mode eclipseMode(String key) {
        if (key == null) {
            return null;
        }
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "exact" -> EclipseDecomposer.Mode.EXACT;
            case "fast" -> EclipseDecomposer.Mode.FAST;
            default -> throw new SpectraCli.Usage("--eclipse: use exact or fast, not '" + key + "'");
        };
    }

    /** One method on one demand. */
    @Command(name = "solve", description = "Schedule a demand with one method and print makespan, lower bound and "
            + "ratio.")
    static final class Solve implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "F", description = "demand file (.json, .csv, .tsv)")
        private Path file;
        @picocli.CommandLine.Mixin
        private SolveOptions solve = new SolveOptions();
        @Option(names = "--method", defaultValue = "spectra", description = "spectra, spectra-no-equalize, "
                + "spectra-eclipse, baseline, solstice (extra), best (extra), exact (default ${DEFAULT-VALUE})")
        private String method;
        @Option(names = "--decomposition", paramLabel = "P.json", description = "schedule this decomposition")
        private Path decomposition;
        @Option(names = "--out", paramLabel = "S.json|S.csv", description = "write the schedule")
        private Path out;
        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() throws IOException {
            PrintWriter err = spec.commandLine().getErr();
            DemandFile file = SpectraCli.demand(this.file);
            SpectraOptions options;
            try {
                SpectraMethod m = SpectraCli.method(method);
                options = solve.options(file, m, decomposition == null ? null : readDecomposition(file));
                String problem = SolveOptions.inapplicable(m, file.demand(), options.delay());
                if (problem != null) {
                    throw new SpectraCli.Usage(problem);
                }
            } catch (SpectraCli.Usage e) {
                err.println("error: " + e.getMessage());
                return ExitCodes.USAGE;
            }
            Outcome<SpectraResult> outcome = SpectraSolver.solve(file.demand(), options, SolveMonitor.NONE);
            if (outcome.status() == com.lightwire.core.solve.SolveStatus.INVALID_INPUT) {
                outcome.diagnostics().stream().filter(Diagnostic::isError).forEach(d -> err.println("error: " + d));
                return ExitCodes.INVALID_INPUT;
            }
            if (out != null && outcome.hasValue()) {
                ScheduleFiles.write(outcome.value().schedule(), outcome.value().bounds().lowerBound(), out);
            }
            print(options.method(), outcome);
            return outcome.isVerified() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
        }

        private Decomposition readDecomposition(DemandFile file) throws IOException {
            DecompositionFiles.Content c = DecompositionFiles.read(decomposition);
            if (c.n() != file.demand().n()) {
                throw new SpectraCli.Usage("--decomposition: it has n = " + c.n() + ", the demand " + file.demand()
                        .n());
            }
            return new Decomposition(c.method().isEmpty() ? "file" : c.method(), c.n(),
                    c.degree() == null ? -1 : c.degree(), c.permutations(), List.of(), List.of());
        }

        private void print(SpectraMethod m, Outcome<SpectraResult> outcome) {
            PrintWriter o = spec.commandLine().getOut();
            if (json) {
                CliOutput.json(o, SpectraCli.solveJson(m, outcome));
                return;
            }
            SpectraResult r = outcome.value();
            if (r == null) {
                line(o, "%s: %s (%d ms)", m.label(), outcome.status().label(), outcome.millis());
                outcome.diagnostics().forEach(d -> o.println("  " + d));
                return;
            }
            line(o, "%s: %s, makespan %.6g, lower bound %.6g, ratio %s", m.label(), outcome.status().label(),
                    r.schedule().makespan(), r.bounds().lowerBound(), SpectraCli.ratioText(r.ratio()));
            line(o, "degree %d, %d permutations, %d configurations, sum alpha %.6g, %d ms, verifier %s", r.degree(),
                    r.schedule().permutations().size(), r.schedule().configurations(), r.schedule().sumAlpha(),
                    outcome.millis(), outcome.verification().summary());
            if (out != null) {
                line(o, "schedule written to %s", out);
            }
        }
    }
}
