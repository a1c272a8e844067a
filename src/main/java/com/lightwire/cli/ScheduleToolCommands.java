package com.lightwire.cli;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.EclipseDecomposer;
import com.lightwire.core.spectra.LowerBounds;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.spectra.ScheduleVerifier;
import com.lightwire.core.spectra.SpectraDecomposer;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.io.DecompositionFiles;
import com.lightwire.io.DemandFile;
import com.lightwire.io.ScheduleFiles;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.WeightedPermutation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code schedule decompose | bounds | verify | configurations}. */
final class ScheduleToolCommands {

    private ScheduleToolCommands() {
    }

    /** Decompose alone, with its round trace. */
    @Command(name = "decompose", description = "Decompose a demand into weighted permutations (Spectra or Eclipse) "
            + "and print the rounds.")
    static final class Decompose implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "F", description = "demand file")
        private Path file;
        @Option(names = "--method", defaultValue = "spectra", description = "spectra or eclipse")
        private String method;
        @Option(names = "--refine", defaultValue = "greedy", description = "greedy or lp")
        private String refine;
        @Option(names = "--delay", paramLabel = "X", description = "Eclipse's delta (default: the file's)")
        private Double delay;
        @Option(names = "--eclipse", paramLabel = "MODE", description = "exact or fast")
        private String eclipse;
        @Option(names = "--out", paramLabel = "P.json", description = "write the decomposition")
        private Path out;
        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() throws IOException {
            DemandFile demand = SpectraCli.demand(file);
            Decomposition dec;
            try {
                dec = decompose(demand);
            } catch (SpectraCli.Usage e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return ExitCodes.USAGE;
            }
            Verification v = ScheduleVerifier.verifyCover(demand.demand().matrix(), dec.permutations());
            if (out != null) {
                DecompositionFiles.write(new DecompositionFiles.Content(dec.method(), dec.n(), dec.degree(),
                        dec.permutations()), out);
            }
            print(dec, v);
            return v.isPassed() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
        }

        private Decomposition decompose(DemandFile demand) {
            double[][] d = demand.demand().matrix();
            if (method.equals("spectra")) {
                Refiner.Mode mode = switch (refine) {
                    case "greedy" -> Refiner.Mode.GREEDY;
                    case "lp" -> Refiner.Mode.LP;
                    default -> throw new SpectraCli.Usage("--refine: use greedy or lp, not '" + refine + "'");
                };
                return SpectraDecomposer.decompose(d, mode, SolveMonitor.NONE);
            }
            if (!method.equals("eclipse")) {
                throw new SpectraCli.Usage("--method: use spectra or eclipse, not '" + method + "'");
            }
            Double x = delay != null ? delay : demand.delay();
            if (x == null || !(x > 0)) {
                throw new SpectraCli.Usage("Eclipse needs --delay > 0 (or a positive \"delay\" in the file)");
            }
            EclipseDecomposer.Mode mode = ScheduleCommand.eclipseMode(eclipse);
            return EclipseDecomposer.decompose(d, x, mode != null ? mode : EclipseDecomposer.Mode.defaultFor(d.length),
                    SolveMonitor.NONE);
        }

        private void print(Decomposition dec, Verification v) {
            PrintWriter o = spec.commandLine().getOut();
            if (!json) {
                line(o, "%s: %d permutations (degree %d), sum alpha %.6g, cover %s", dec.method(),
                        dec.permutations().size(), dec.degree(), dec.sumAlpha(), v.summary());
                return;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("method", dec.method());
            m.put("count", dec.permutations().size());
            m.put("degree", dec.degree());
            m.put("sumAlpha", dec.sumAlpha());
            m.put("verified", v.isPassed());
            m.put("permutations", dec.permutations().stream().map(Decompose::perm).toList());
            m.put("rounds", dec.rounds().stream().map(Decompose::round).toList());
            CliOutput.json(o, m);
        }

        private static Map<String, Object> perm(WeightedPermutation p) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", p.id());
            m.put("sigma", p.sigma());
            m.put("alpha", p.alpha());
            m.put("initialAlpha", p.initialAlpha());
            return m;
        }

        private static Map<String, Object> round(Decomposition.Round r) {
            Map<String, Object> m = new LinkedHashMap<>();
            if (r instanceof Decomposition.SpectraRound s) {
                m.put("degree", s.degree());
                m.put("criticalRows", s.criticalRows());
                m.put("criticalColumns", s.criticalColumns());
                m.put("sigma", s.sigma());
                m.put("alpha", s.alpha());
            } else if (r instanceof Decomposition.EclipseRound e) {
                m.put("a", e.a());
                m.put("sigma", e.sigma());
                m.put("score", e.score());
            } else if (r instanceof Decomposition.SolsticeRound s) {
                m.put("threshold", s.threshold());
                m.put("sigma", s.sigma());
                m.put("alpha", s.alpha());
            }
            return m;
        }
    }

    /** The per-line lower bounds. */
    @Command(name = "bounds", description = "Print the lower bounds LB1/LB2 of every line and the binding one.")
    static final class Bounds implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "F", description = "demand file")
        private Path file;
        @Option(names = "--switches", required = true, paramLabel = "S", description = "s")
        private int switches;
        @Option(names = "--delay", required = true, paramLabel = "X", description = "delta")
        private double delay;
        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() throws IOException {
            DemandFile demand = SpectraCli.demand(file);
            try {
                SpectraCli.switches(switches, demand);
                SpectraCli.delay(delay, demand);
            } catch (SpectraCli.Usage e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return ExitCodes.USAGE;
            }
            LowerBounds.Report r = LowerBounds.compute(demand.demand().matrix(), switches, delay);
            PrintWriter o = spec.commandLine().getOut();
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("lowerBound", r.lowerBound());
                m.put("binding", SpectraCli.binding(r));
                m.put("lines", r.lines().stream().map(SpectraCli::line).toList());
                CliOutput.json(o, m);
            } else {
                Map<String, Object> b = SpectraCli.binding(r);
                line(o, "lower bound %.6g%s", r.lowerBound(), b == null ? "" : CliOutput.fmt(" (%s %s %s, %s)",
                        b.get("kind"), b.get("index"), b.get("theorem"), b.get("r") == null ? "" : "r = " + b.get("r")));
            }
            return ExitCodes.OK;
        }
    }

    /** Re-checks a schedule file against its demand. */
    @Command(name = "verify", description = "Check a schedule file against a demand: permutations, cover, loads and "
            + "the times it states. Exit 3 when rejected.")
    static final class Verify implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(index = "0", paramLabel = "F", description = "demand file")
        private Path file;
        @Parameters(index = "1", paramLabel = "S.json", description = "schedule file")
        private Path schedule;

        @Override
        public Integer call() throws IOException {
            DemandFile demand = SpectraCli.demand(file);
            ScheduleFiles.Read read = ScheduleFiles.read(schedule);
            Verification.Collector c = new Verification.Collector();
            c.addAll(ScheduleVerifier.verify(demand.demand().matrix(), read.schedule()));
            checkStatedTimes(read, c);
            Verification v = c.build();
            PrintWriter o = spec.commandLine().getOut();
            line(o, "%s: makespan %.6g, %d configurations on %d switches; %s", schedule,
                    read.schedule().makespan(), read.schedule().configurations(), read.schedule().switches(),
                    v.isPassed() ? "verified" : "REJECTED");
            v.violations().forEach(x -> o.println("  " + x));
            return v.isPassed() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
        }

        private static void checkStatedTimes(ScheduleFiles.Read read, Verification.Collector c) {
            Schedule s = read.schedule();
            double tol = 1e-9 * Math.max(1, s.makespan());
            if (read.makespan() != null) {
                c.check(Math.abs(read.makespan() - s.makespan()) <= tol, () -> "the file states makespan "
                        + read.makespan() + " but its slots give " + s.makespan());
            }
            for (TimedSlot t : s.timedSlots()) {
                Double[] given = read.statedTimes(t.switchIndex(), t.slot());
                double[] real = {t.reconfStart(), t.trafficStart(), t.end()};
                for (int f = 0; f < 3; f++) {
                    Double g = given[f];
                    c.check(g == null || Math.abs(g - real[f]) <= tol, () -> "switch " + t.switchIndex() + " slot "
                            + t.slot() + " states times " + Arrays.toString(given) + " but runs "
                            + Arrays.toString(real));
                }
            }
        }
    }

    /** The OCS configuration at time T. */
    @Command(name = "configurations", description = "Write the circuits every OCS holds at time T as an OCS "
            + "configuration (one group, s OCSes, n ports; none while reconfiguring or idle).")
    static final class Configurations implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "S.json", description = "schedule file")
        private Path schedule;
        @Option(names = "--at", required = true, paramLabel = "T", description = "time")
        private double at;
        @Option(names = "--out", required = true, paramLabel = "C.json", description = "OCS configuration file")
        private Path out;

        @Override
        public Integer call() throws IOException {
            Schedule s = ScheduleFiles.read(schedule).schedule();
            OcsConfiguration.Builder b = OcsConfiguration.builder(1, s.switches(), s.n());
            int active = 0;
            for (TimedSlot t : s.timedSlots()) {
                if (t.trafficStart() <= at && at < t.end()) {
                    b.setOcs(0, t.switchIndex(), s.permutations().get(t.permId()).sigma());
                    active++;
                }
            }
            ConfigurationFiles.write(b.build(), WiringScheme.UNIFORM, out);
            line(spec.commandLine().getOut(), "at t = %s: %d of %d OCSes carry a configuration; written to %s", at,
                    active, s.switches(), out);
            return ExitCodes.OK;
        }
    }
}
