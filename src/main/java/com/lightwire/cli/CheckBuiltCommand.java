package com.lightwire.cli;

import com.lightwire.core.asbuilt.AsBuiltCheck;
import com.lightwire.core.asbuilt.AsBuiltReport;
import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.asbuilt.Fault;
import com.lightwire.core.asbuilt.PatchCable;
import com.lightwire.io.AsBuiltCsvReader;
import com.lightwire.model.Project;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

import static com.lightwire.cli.CliOutput.fmt;
import static com.lightwire.cli.CliOutput.line;

/**
 * {@code check-built FILE --built cables.csv [--json]}: compares an as-built cable list (NetBox cable import or
 * export CSV, or a Lightwire cut sheet) with the plan; exit 0 when it matches, {@link ExitCodes#BUILD_DIFFERS} when
 * not, 1 for bad input.
 */
@Command(name = "check-built", description = "Compare an as-built cable list (NetBox cable CSV, import or export "
        + "columns, or a Lightwire cut sheet CSV) with the project's fiber plan: missing, extra, swapped-end, "
        + "wrong-port and Tx/Rx-reversed cables, each with both ends and its label. Exit 0 when the build matches, "
        + "4 when it differs, 1 for bad input.")
final class CheckBuiltCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--built", required = true, paramLabel = "CABLES.csv", description = "as-built cable list")
    private Path builtFile;

    @Option(names = "--json", description = "print machine-readable JSON")
    private boolean json;

    @Mixin
    private LabelSelection selection;

    @Override
    public Integer call() throws IOException {
        Project project = ProjectInputs.validated(file);
        FiberLabels planner;
        try {
            planner = FiberLabels.of(file, project, selection);
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        long start = System.nanoTime();
        CablePlan plan = CablePlan.of(planner.labels(selection.filter()));
        List<PatchCable> built = AsBuiltCsvReader.read(builtFile, plan);
        AsBuiltReport report = AsBuiltCheck.check(plan, built);
        long millis = (System.nanoTime() - start) / 1_000_000;
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            CliOutput.json(out, jsonOf(report));
        } else {
            print(out, report, millis);
        }
        return report.matches() ? ExitCodes.OK : ExitCodes.BUILD_DIFFERS;
    }

    private void print(PrintWriter out, AsBuiltReport report, long millis) {
        line(out, "plan:      %,d cables (%s)", report.planned(), file);
        line(out, "built:     %,d cables (%s)", report.built(), builtFile);
        line(out, "matching:  %,d", report.matching());
        line(out, "faults:    %,d (%s)", report.faults().size(), counts(report));
        for (Fault f : report.faults()) {
            line(out, "%-15s %s", f.kind().code(), f.label().isEmpty() ? "(no label)" : f.label());
            f.planned().forEach(c -> line(out, "    planned %s -> %s", c.a(), c.b()));
            f.built().forEach(c -> line(out, "    built   %s -> %s%s", c.a(), c.b(),
                    c.label().isEmpty() ? "  (no label)" : ""));
        }
        line(out, "result:    %s (%d ms)", report.matches() ? "the build matches the plan"
                : "the build differs from the plan (exit 4)", millis);
    }

    private static String counts(AsBuiltReport report) {
        return String.join(", ", Arrays.stream(Fault.Kind.values())
                .map(k -> fmt("%s %d", k.code(), report.count(k))).toList());
    }

    private static Map<String, Object> jsonOf(AsBuiltReport report) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("matches", report.matches());
        root.put("planned", report.planned());
        root.put("built", report.built());
        root.put("matching", report.matching());
        Map<String, Long> counts = new LinkedHashMap<>();
        Arrays.stream(Fault.Kind.values()).forEach(k -> counts.put(k.code(), report.count(k)));
        root.put("counts", counts);
        root.put("faults", report.faults().stream().map(CheckBuiltCommand::jsonOf).toList());
        return root;
    }

    private static Map<String, Object> jsonOf(Fault fault) {
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("kind", fault.kind().code());
        f.put("label", fault.label());
        f.put("planned", fault.planned().stream().map(CheckBuiltCommand::jsonOf).toList());
        f.put("built", fault.built().stream().map(CheckBuiltCommand::jsonOf).toList());
        return f;
    }

    private static Map<String, String> jsonOf(PatchCable c) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("label", c.label());
        m.put("aDevice", c.a().device());
        m.put("aPort", c.a().port());
        m.put("bDevice", c.b().device());
        m.put("bPort", c.b().port());
        return m;
    }
}
