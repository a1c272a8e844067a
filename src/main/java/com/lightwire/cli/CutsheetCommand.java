package com.lightwire.cli;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.io.CutSheetCsvWriter;
import com.lightwire.io.CutSheetXlsxWriter;
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
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code cutsheet FILE --out F.csv|F.xlsx}: one row per cable, strand or InfiniteHBD fiber; XLSX has one sheet per
 * OCS rack and per row of HBD racks.
 */
@Command(name = "cutsheet", description = "Write the fiber cut sheet (one row per cable, strand or InfiniteHBD fiber: "
        + "both ends, media, connector, length and bin, revision) as CSV or XLSX (one sheet per OCS rack and per row "
        + "of HBD racks).")
final class CutsheetCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--out", required = true, paramLabel = "F.csv|F.xlsx", description = "output file")
    private Path out;

    @Option(names = "--revision", defaultValue = "1", paramLabel = "R",
            description = "plan revision printed in every row (default ${DEFAULT-VALUE})")
    private String revision;

    @Mixin
    private LabelSelection selection;

    @Override
    public Integer call() throws IOException {
        return run(ProjectInputs.validated(file), spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Writes the cut sheet of {@code project}; returns the exit code. */
    int run(Project project, PrintWriter console, PrintWriter err) throws IOException {
        FiberLabels planner;
        try {
            planner = FiberLabels.of(file, project, selection);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        LabelsCommand.requireValidIds(file, planner);
        LabelFilter filter = selection.filter();
        boolean xlsx = out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xlsx");
        long rows;
        if (xlsx) {
            rows = CutSheetXlsxWriter.write(planner.sheets(filter), revision, out);
        } else {
            rows = CutSheetCsvWriter.write(planner.labels(filter).iterator(), revision, out);
        }
        line(console, "rows:      %d (one per cable or strand)", rows);
        line(console, "format:    %s", xlsx ? "XLSX, one sheet per OCS rack and per row of HBD racks" : "CSV");
        line(console, "written:   %s", out);
        return ExitCodes.OK;
    }
}
