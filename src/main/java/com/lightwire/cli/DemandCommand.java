package com.lightwire.cli;

import com.lightwire.core.spectra.DemandStats;
import com.lightwire.core.spectra.Preprocessing;
import com.lightwire.core.spectra.SpectraCases;
import com.lightwire.core.spectra.TopologyDemand;
import com.lightwire.io.DemandFile;
import com.lightwire.io.DemandFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Cluster;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.spectra.Demand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code demand generate | info | from-project}: Spectra demand matrices (docs/cli.md, "Spectra"). */
@Command(name = "demand", description = "Spectra demand matrices: generate, describe, derive from a project.",
        subcommands = {DemandCommand.Generate.class, DemandCommand.Info.class, DemandCommand.FromProject.class})
final class DemandCommand {

    /** Seeded generators; the same options give the same bytes. */
    @Command(name = "generate", description = "Generate a demand matrix (seeded) and write it as JSON or CSV.")
    static final class Generate implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Option(names = "--kind", required = true, description = "benchmark, permutations, gpt, moe, random, case")
        private String kind;
        @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "seed (default ${DEFAULT-VALUE})")
        private long seed;
        @picocli.CommandLine.Mixin
        private GeneratorOptions generator = new GeneratorOptions();
        @Option(names = "--zero-diagonal", description = "zero the diagonal")
        private boolean zeroDiagonal;
        @Option(names = "--normalize", defaultValue = "none", description = "none, max-line, sinkhorn")
        private String normalize;
        @Option(names = "--switches", paramLabel = "S", description = "store s as the file's default")
        private Integer switches;
        @Option(names = "--delay", paramLabel = "X", description = "store delta as the file's default")
        private Double delay;
        @Option(names = "--out", required = true, paramLabel = "F.json|F.csv", description = "output file")
        private Path out;

        @Override
        public Integer call() throws IOException {
            PrintWriter err = spec.commandLine().getErr();
            try {
                DemandFile file = generate();
                DemandFiles.write(file, out);
                DemandStats stats = DemandStats.of(file.demand().matrix());
                line(spec.commandLine().getOut(), "%s demand: n = %d, %d nonzeros, degree %d; written to %s", kind,
                        stats.n(), stats.nonzeros(), stats.degree(), out);
                return ExitCodes.OK;
            } catch (SpectraCli.Usage e) {
                err.println("error: " + e.getMessage());
                return ExitCodes.USAGE;
            }
        }

        private DemandFile generate() {
            Preprocessing.Normalize norm = Preprocessing.Normalize.of(normalize).orElseThrow(() ->
                    new SpectraCli.Usage("--normalize: unknown '" + normalize + "' (use none, max-line, sinkhorn)"));
            Integer s = switches;
            Double x = delay;
            if (kind.equals("case")) {
                SpectraCases.Case c = generator.preset();
                s = s == null ? c.switches() : s;
                x = x == null ? c.delay() : x;
            }
            double[][] d = generator.matrix(kind, seed);
            if (zeroDiagonal) {
                d = Preprocessing.zeroDiagonal(d);
            }
            d = Preprocessing.normalize(d, norm);
            String name = kind.equals("case") ? generator.preset().id() : kind + "-" + d.length
                    + "-seed" + seed;
            return new DemandFile(Demand.of(name, d), s, x);
        }
    }

    /** Figures of a demand file. */
    @Command(name = "info", description = "Describe a demand: n, nonzeros, degree, critical lines, max line sum.")
    static final class Info implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "F", description = "demand file (.json, .csv, .tsv)")
        private Path file;
        @Option(names = "--json", description = "print machine-readable JSON")
        private boolean json;

        @Override
        public Integer call() throws LightwireFileException {
            DemandStats s = DemandStats.of(SpectraCli.demand(file).demand().matrix());
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("n", s.n());
                m.put("nonzeros", s.nonzeros());
                m.put("degree", s.degree());
                m.put("criticalRows", s.criticalRows());
                m.put("criticalColumns", s.criticalColumns());
                m.put("maxLineSum", s.maxLineSum());
                CliOutput.json(out, m);
            } else {
                line(out, "n %d, %d nonzeros, degree %d, %d critical rows, %d critical columns, max line sum %.6g",
                        s.n(), s.nonzeros(), s.degree(), s.criticalRows().size(), s.criticalColumns().size(),
                        s.maxLineSum());
            }
            return ExitCodes.OK;
        }
    }

    /** A project's topology as a pod-to-pod demand, s = K_spine (Uniform wiring). */
    @Command(name = "from-project", description = "Turn a project's logical topology into a pod-to-pod demand "
            + "(group h or all groups, max line sum 1, switches = K_spine; Uniform wiring only).")
    static final class FromProject implements Callable<Integer> {
        @Spec
        private CommandSpec spec;
        @Parameters(paramLabel = "FILE", description = "project file (.json)")
        private Path file;
        @Option(names = "--topology", paramLabel = "NAME", description = "the topology (default: the first)")
        private String topology;
        @Option(names = "--group", paramLabel = "h", description = "OCS group 0..H-1 (default: all groups summed)")
        private Integer group;
        @Option(names = "--out", required = true, paramLabel = "F.json", description = "output file")
        private Path out;

        @Override
        public Integer call() throws IOException {
            Project project = ProjectInputs.withCluster(file);
            Cluster cluster = project.cluster();
            if (cluster.scheme() != WiringScheme.UNIFORM) {
                throw new LightwireFileException(file.toString(), "", "Spectra models each OCS as connecting every "
                        + "pod once, which is Uniform wiring; this cluster uses " + cluster.scheme().displayName());
            }
            NamedTopology named = project.topologies().stream().filter(t -> topology == null
                    || t.name().equals(topology)).findFirst().orElseThrow(() -> new LightwireFileException(
                    file.toString(), "", topology == null ? "the project has no topology"
                    : "no topology named \"" + topology + "\""));
            int groups = named.topology().groups();
            if (group != null && (group < 0 || group >= groups)) {
                spec.commandLine().getErr().println("error: --group must be 0.." + (groups - 1) + ", got " + group);
                return ExitCodes.USAGE;
            }
            double[][] d = TopologyDemand.of(named.topology(), group == null ? -1 : group);
            String name = named.name() + (group == null ? "" : " group " + group);
            DemandFiles.write(new DemandFile(Demand.of(name, d), cluster.params().kSpine(), null), out);
            line(spec.commandLine().getOut(), "demand of topology \"%s\"%s: n = %d, switches = K_spine = %d; "
                    + "written to %s", named.name(), group == null ? " (all groups)" : " group " + group, d.length,
                    cluster.params().kSpine(), out);
            return ExitCodes.OK;
        }
    }
}
