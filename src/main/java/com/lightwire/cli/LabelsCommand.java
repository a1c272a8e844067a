package com.lightwire.cli;

import com.lightwire.core.labels.LabelChecks;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.io.LabelCsvWriter;
import com.lightwire.io.LightwireFileException;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LabelPdfWriter;
import com.lightwire.model.Diagnostic;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/**
 * {@code labels FILE --out F.pdf|F.csv}: fiber labels (both ends, split legs, InfiniteHBD fibers) as a PDF or a
 * label-printer CSV.
 */
@Command(name = "labels", description = "Write fiber labels (TIA-606-B style ids, QR codes, Cross Wiring split legs, "
        + "the InfiniteHBD fibers of an embedded \"hbd\" design) as PDF sheets or tape, or as CSV for label-printer "
        + "software.")
final class LabelsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "project file (.json)")
    private Path file;

    @Option(names = "--out", required = true, paramLabel = "F.pdf|F.csv", description = "output file")
    private Path out;

    @Option(names = "--media", defaultValue = "a4:3x10", paramLabel = "M",
            description = "a4:COLSxROWS, letter:COLSxROWS, tape12 or tape24 (PDF only; default ${DEFAULT-VALUE})")
    private String media;

    @Option(names = "--guides", description = "draw cell outlines (for plain paper)")
    private boolean guides;

    @Mixin
    private LabelSelection selection;

    @Override
    public Integer call() throws IOException {
        return run(ProjectInputs.validated(file), spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /** Writes the labels of {@code project}; returns the exit code. */
    int run(Project project, PrintWriter console, PrintWriter err) throws IOException {
        FiberLabels planner;
        LabelMedia chosen;
        try {
            planner = FiberLabels.of(file, project, selection);
            chosen = LabelMedia.parse(media).withGuides(guides);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        requireValidIds(file, planner);
        boolean csv = out.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".csv");
        long count = csv ? LabelCsvWriter.write(planner.labels(selection.filter()).iterator(), out)
                : LabelPdfWriter.write(planner.labels(selection.filter()).iterator(), chosen, out);
        line(console, "labels:    %d of %d%s", count, planner.labelCount(),
                selection.filter().equals(LabelFilter.ALL) ? "" : " (filtered)");
        line(console, "format:    %s", csv ? "CSV" : "PDF " + chosen.name());
        line(console, "written:   %s", out);
        return ExitCodes.OK;
    }

    /**
     * Checks every id of the whole plan (not only the filtered ones): an id too long for its QR code or a duplicate
     * stops the run, with the first one named.
     */
    static void requireValidIds(Path file, FiberLabels planner) throws LightwireFileException {
        List<Diagnostic> problems = new ArrayList<>(LabelChecks.idLengths(planner.labels(LabelFilter.ALL).iterator()));
        if (problems.isEmpty()) {
            problems.addAll(LabelChecks.uniqueIds(planner.labels(LabelFilter.ALL).iterator()));
        }
        if (problems.isEmpty()) {
            return;
        }
        String note = problems.size() > LabelChecks.MAX_REPORTED ? problems.get(problems.size() - 1).message()
                : problems.size() > 1 ? problems.size() + " duplicated ids in all; the id template must tell every "
                + "fiber apart" : "";
        throw ProjectInputs.error(file, problems.get(0), note);
    }
}
