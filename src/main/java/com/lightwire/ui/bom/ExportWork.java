package com.lightwire.ui.bom;

import com.lightwire.core.bom.BomComparison;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LabelChecks;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.BomCsvWriter;
import com.lightwire.io.BomPdfWriter;
import com.lightwire.io.BomXlsxWriter;
import com.lightwire.io.CutSheetCsvWriter;
import com.lightwire.io.CutSheetXlsxWriter;
import com.lightwire.io.LabelCsvWriter;
import com.lightwire.io.LabelMedia;
import com.lightwire.io.LabelPdfWriter;
import com.lightwire.model.Diagnostic;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/**
 * The technician exports as side-effect work for {@link BomExports}: the same io writers the {@code labels},
 * {@code cutsheet} and {@code bom} commands call, fed through an iterator that reports progress and stops on Cancel
 * (the writers move a file into place only when complete). Each work returns the number of labels or rows written. Label ids are checked for uniqueness over the whole plan first, as the CLI does.
 */
final class ExportWork {

    /** The plan revision printed in cut-sheet rows, as the CLI's default. */
    static final String REVISION = "1";

    private ExportWork() {
    }

    /** Writes one page of a file from labels. */
    @FunctionalInterface
    interface LabelSink {
        long write(Iterator<CableLabel> labels) throws IOException;
    }

    static Function<SolveMonitor, Long> labelsPdf(LabelPlanner planner, LabelFilter filter, LabelMedia media,
                                                  Path file) {
        return labels(planner, filter, labels -> LabelPdfWriter.write(labels, media, file));
    }

    static Function<SolveMonitor, Long> labelsCsv(LabelPlanner planner, LabelFilter filter, Path file) {
        return labels(planner, filter, labels -> LabelCsvWriter.write(labels, file));
    }

    static Function<SolveMonitor, Long> cutSheetCsv(LabelPlanner planner, LabelFilter filter, Path file) {
        return labels(planner, filter, labels -> CutSheetCsvWriter.write(labels, REVISION, file));
    }

    /** XLSX with one sheet per OCS rack; progress counts rows over all sheets. */
    static Function<SolveMonitor, Long> cutSheetXlsx(LabelPlanner planner, LabelFilter filter, Path file) {
        return monitor -> {
            checkIds(planner, monitor);
            Progress progress = new Progress(monitor, total(planner, filter));
            return io(() -> CutSheetXlsxWriter.write(CutSheetXlsxWriter.perKey(planner.ocsRacks(),
                    rack -> progress.wrap(planner.labels(new LabelFilter(rack, filter.pod(), filter.group()))
                            .filter(filter::matches).iterator())), REVISION, file));
        };
    }

    /** BOM as CSV, XLSX or PDF by the file's extension; returns the number of rows. */
    static Function<SolveMonitor, Long> bom(BomComparison comparison, String title, Path file) {
        return monitor -> io(() -> {
            String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
            if (name.endsWith(".xlsx")) {
                BomXlsxWriter.write(comparison, file);
            } else if (name.endsWith(".pdf")) {
                BomPdfWriter.write(comparison, title, file);
            } else {
                BomCsvWriter.write(comparison, file);
            }
            return (long) comparison.rows().size();
        });
    }

    private static Function<SolveMonitor, Long> labels(LabelPlanner planner, LabelFilter filter, LabelSink sink) {
        return monitor -> {
            checkIds(planner, monitor);
            Progress progress = new Progress(monitor, total(planner, filter));
            return io(() -> sink.write(progress.wrap(planner.labels(filter).iterator())));
        };
    }

    private static long total(LabelPlanner planner, LabelFilter filter) {
        return filter.equals(LabelFilter.ALL) ? planner.labelCount() : planner.labels(filter).count();
    }

    private static void checkIds(LabelPlanner planner, SolveMonitor monitor) {
        monitor.progress(-1, "checking label ids");
        List<Diagnostic> duplicates = LabelChecks.uniqueIds(planner.labels(LabelFilter.ALL).iterator());
        if (!duplicates.isEmpty()) {
            throw new IllegalStateException("label ids are not unique: " + duplicates.get(0));
        }
        monitor.checkCancelled();
    }

    /** Work that may throw an IOException. */
    @FunctionalInterface
    private interface IoWork {
        long run() throws IOException;
    }

    private static long io(IoWork work) {
        try {
            return work.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    /** Counts labels as the writer pulls them; reports every {@value #STEP} and stops when cancelled. */
    private static final class Progress {
        private static final int STEP = 1000;
        private final SolveMonitor monitor;
        private final long total;
        private long done;

        Progress(SolveMonitor monitor, long total) {
            this.monitor = monitor;
            this.total = Math.max(1, total);
        }

        Iterator<CableLabel> wrap(Iterator<CableLabel> labels) {
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return labels.hasNext();
                }

                @Override
                public CableLabel next() {
                    if (++done % STEP == 1) {
                        monitor.checkCancelled();
                        monitor.progress((double) done / total, String.format("%,d of %,d", done, total));
                    }
                    return labels.next();
                }
            };
        }
    }
}
