package com.lightwire.cli;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.BomCalculator;
import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.bom.BomOptions;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.HbdBom;
import com.lightwire.io.BomCsvWriter;
import com.lightwire.io.BomPdfWriter;
import com.lightwire.io.BomXlsxWriter;
import com.lightwire.io.CatalogFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.hbd.HbdDesign;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code bom FILE --out F.csv|F.xlsx|F.pdf}: cost and power of the designs side by side. */
@Command(name = "bom", description = "Bill of materials with cost and power from the component catalog: Uniform, "
        + "Cross Wiring and an electrical Clos of the same GPU count side by side, or the project's InfiniteHBD "
        + "design (OCSTrx, DAC, fibers by length bin), as CSV, XLSX or PDF.")
final class BomCommand implements Callable<Integer> {

    private static final String HBD = "hbd";
    private static final List<String> DEFAULT_DESIGNS = List.of("uniform", "cross", "clos");

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--out", paramLabel = "F.csv|F.xlsx|F.pdf", description = "output file (default: print only)")
    private Path out;

    @Option(names = "--catalog", paramLabel = "FILE", description = "component catalog (default: assets/catalog.json, else the built-in copy)")
    private Path catalogFile;

    @Option(names = "--designs", split = ",", paramLabel = "D",
            description = "designs side by side: uniform, cross, two-link, clos, hbd (the project's \"hbd\" study); "
                    + "default uniform,cross,clos, or hbd for a project with only an HBD design")
    private List<String> designs;

    @Option(names = "--gpus", description = "include the GPUs themselves")
    private boolean gpus;

    @Option(names = "--spares", defaultValue = "0", paramLabel = "PCT",
            description = "spares in percent on every line but GPUs and racks (default ${DEFAULT-VALUE})")
    private BigDecimal spares;

    @Override
    public Integer call() throws IOException {
        Project project = ProjectInputs.validated(file);
        if (designs == null) {
            designs = !project.hasCluster() && HbdDesign.in(project).isPresent() ? List.of(HBD) : DEFAULT_DESIGNS;
        }
        if (!project.hasCluster() && designs.stream().anyMatch(d -> !isHbd(d))) {
            throw new LightwireFileException(file.toString(), "", "the project has no cluster");
        }
        return run(project, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    private static boolean isHbd(String design) {
        return design.trim().toLowerCase(Locale.ROOT).equals(HBD);
    }

    /** Computes and writes the BOM of {@code project}; returns the exit code. */
    int run(Project project, PrintWriter console, PrintWriter err) throws IOException {
        Catalog catalog = catalogFile != null ? CatalogFiles.read(catalogFile) : CatalogFiles.readDefault();
        BomComparison comparison;
        try {
            BomOptions options = BomOptions.DEFAULT.withGpus(gpus).withSpares(spares);
            comparison = new BomComparison(boms(project, catalog, options));
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        print(console, comparison);
        if (out != null) {
            write(comparison, project.hasCluster() ? project.cluster().name() : file.getFileName().toString());
            line(console, "written:   %s", out);
        }
        return ExitCodes.OK;
    }

    /**
     * The BOM of each --design; a wiring the cluster breaks a rule of (too many pods for two-link) is refused, and
     * so is "hbd" for a project without an "hbd" study.
     */
    private List<Bom> boms(Project project, Catalog catalog, BomOptions options) throws LightwireFileException {
        List<Bom> result = new ArrayList<>();
        for (String design : designs) {
            String key = design.trim().toLowerCase(Locale.ROOT);
            if (key.equals(HBD)) {
                result.add(HbdBom.of(HbdDesign.in(project).orElseThrow(() -> new LightwireFileException(
                        file.toString(), "$.studies", "--designs hbd: the project holds no \"hbd\" study")),
                        catalog, options));
                continue;
            }
            if (key.equals("clos")) {
                result.add(BomCalculator.electricalClos(project.cluster(), catalog, options));
                continue;
            }
            WiringScheme scheme = WiringScheme.parse(key).orElseThrow(() -> new IllegalArgumentException(
                    "--designs: unknown design '" + design + "' (use uniform, cross, two-link, clos or hbd)"));
            result.add(BomCalculator.ocsDesign(ProjectInputs.requireValid(file, project.cluster().withScheme(scheme)),
                    catalog, options));
        }
        return result;
    }

    private static void print(PrintWriter console, BomComparison comparison) {
        line(console, "%-30s %16s %14s %12s %10s", "design", "cost (USD)", "power (W)", "USD/GPU", "W/GPU");
        for (Bom bom : comparison.designs()) {
            line(console, "%-30s %,16.2f %,14.1f %,12.2f %,10.1f", bom.design(), bom.totalCost(), bom.totalPowerW(),
                    bom.costPerGpu(), bom.powerPerGpuW());
            bom.notes().forEach(n -> line(console, "  %s", n));
        }
    }

    private void write(BomComparison comparison, String clusterName) throws IOException {
        String name = out.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".xlsx")) {
            BomXlsxWriter.write(comparison, out);
        } else if (name.endsWith(".pdf")) {
            BomPdfWriter.write(comparison, "Bill of materials: " + clusterName, out);
        } else {
            BomCsvWriter.write(comparison, out);
        }
    }
}
