package com.lightwire.cli;

import com.lightwire.core.hbd.HbdPlanGenerator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.HbdPlanFiles;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import static com.lightwire.cli.CliOutput.line;

/** {@code hbd plan FILE [--out P.json|P.csv] [--json]}: the fiber plan of a design, verified. */
@Command(name = "plan", description = "Fiber plan of a design: K-hop links, fibers per bundle/module/path, DAC "
        + "cables, lengths between racks (fibers over the 50 m cord counted), verified.")
final class HbdPlanCommand extends HbdCli {

    @Parameters(paramLabel = "FILE", description = "HBD design (.json) or a project with an \"hbd\" study")
    private Path file;

    @Option(names = "--out", paramLabel = "P.json|P.csv", description = "write the plan (JSON, or CSV: a row per fiber)")
    private Path out;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Override
    int run(PrintWriter console) throws Exception {
        HbdDesign design = design(file);
        Outcome<HbdPlan> outcome = HbdPlanGenerator.generate(design, SolveMonitor.NONE);
        refuseInvalid(file, outcome);
        HbdPlan plan = outcome.value();
        if (out != null) {
            if (out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
                HbdPlanFiles.writeCsv(plan, out);
            } else {
                HbdPlanFiles.writeJson(plan, out);
            }
        }
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("links", plan.linkCount());
        report.put("fibers", plan.fiberCount());
        report.put("ocsTrx", plan.ocsTrx());
        report.put("dacCables", plan.dacCables());
        report.put("fibersOverLimit", plan.fibersOver(HbdPlan.CORD_METERS));
        report.put("verified", outcome.isVerified());
        report.put("millis", outcome.millis());
        if (json) {
            CliOutput.json(console, report);
        } else {
            line(console, "design:    %d nodes x %d GPUs, K = %d, B = %d, %s, order %s", design.nodes(),
                    design.gpusPerNode(), design.bundles(), design.modulesPerBundle(), design.closure().key(),
                    design.order().label());
            report.forEach((k, v) -> line(console, "%-16s %s", k + ":", v));
            if (out != null) {
                line(console, "written:   %s", out);
            }
        }
        return outcome.isVerified() ? ExitCodes.OK : ExitCodes.SOLVE_FAILED;
    }
}
