package com.lightwire.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import static com.lightwire.cli.CliOutput.line;

/** {@code bench labels}: labels PDF and XLSX cut sheet of the 131k-GPU cluster, timed (see {@link LabelsBenchmark}). */
@Command(name = "labels", description = "Stream every label of the 131k-GPU Cross Wiring cluster to a PDF and write "
        + "its XLSX cut sheet; print labels per second, seconds and peak heap.")
final class LabelsBenchCommand implements Callable<Integer> {

    /** Throughput the issue asks for. */
    static final double TARGET_LABELS_PER_SECOND = 5000;
    /** Cut-sheet time the issue allows. */
    static final double TARGET_XLSX_SECONDS = 10;

    @Spec
    private CommandSpec spec;

    @Option(names = "--pods", defaultValue = "512", description = "pod count (default ${DEFAULT-VALUE} = 131,072 GPUs)")
    private int pods;

    @Option(names = "--dir", paramLabel = "DIR", description = "where to write the files (default: a temporary "
            + "folder, deleted afterwards)")
    private Path dir;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Path target = dir != null ? Files.createDirectories(dir) : Files.createTempDirectory("lightwire-bench");
        try {
            LabelsBenchmark.Result r = new LabelsBenchmark(pods).run(target);
            line(out, "labels PDF:  %,d labels in %.1f s = %,.0f labels/s (target >= %,.0f), %,d MB, peak heap %,d MB",
                    r.labels(), r.pdfSeconds(), r.labelsPerSec(), TARGET_LABELS_PER_SECOND, r.pdfBytes() >> 20,
                    r.pdfPeakHeapMb());
            line(out, "cut sheet:   %,d rows in %.1f s (target <= %.0f s), %,d MB XLSX, peak heap %,d MB",
                    r.xlsxRows(), r.xlsxSeconds(), TARGET_XLSX_SECONDS, r.xlsxBytes() >> 20, r.xlsxPeakHeapMb());
            boolean met = r.labelsPerSec() >= TARGET_LABELS_PER_SECOND && r.xlsxSeconds() <= TARGET_XLSX_SECONDS;
            line(out, "targets:     %s", met ? "met" : "NOT met");
            return ExitCodes.OK;
        } finally {
            if (dir == null) {
                deleteTree(target);
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (var files = Files.list(root)) {
            for (Path file : files.toList()) {
                Files.deleteIfExists(file);
            }
        }
        Files.deleteIfExists(root);
    }
}
