package com.lightwire.ui.bom;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.core.task.TaskState;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Function;

/**
 * The exports of the BOM &amp; Labels view as side-effect tasks: labels PDF/CSV, cut sheet CSV/XLSX and BOM
 * CSV/XLSX/PDF. Each target file has its own lane (key {@value #LANE} plus kind, format and file), so a second export
 * to the same file replaces one still writing it, while an export never cancels a Realize or an export to another
 * file. Every
 * outcome names its file, also when the project changed meanwhile. Confined to the FX thread; needs no toolkit.
 */
public final class BomExports {

    /** The key prefix of every export lane of this view. */
    public static final String LANE = "bom.export.";

    private final BomViewModel bom;
    private final LabelsModel labels;
    private final TaskRunner runner;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private TaskHandle latest;

    public BomExports(BomViewModel bom, LabelsModel labels, TaskRunner runner) {
        this.bom = bom;
        this.labels = labels;
        this.runner = runner;
        runner.addListener(h -> {
            if (h == latest && h.state() == TaskState.CANCELLED) {
                message.set(h.message());
            }
        });
    }

    /** What the last export is doing or how it ended, e.g. "Exported pod1.pdf: 96 labels written to /tmp/pod1.pdf". */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Writes the filtered labels as a PDF on the chosen media. */
    public TaskHandle exportLabelsPdf(Path file) {
        return submit("labels-pdf", "Export labels PDF", ExportWork.labelsPdf(labels.planner(), labels.filter(),
                labels.media(), file), file, "labels");
    }

    public TaskHandle exportLabelsCsv(Path file) {
        return submit("labels-csv", "Export labels CSV", ExportWork.labelsCsv(labels.planner(), labels.filter(), file),
                file, "labels");
    }

    /** The cut sheet of the filtered labels: XLSX (one sheet per OCS rack) for a .xlsx file, else CSV. */
    public TaskHandle exportCutSheet(Path file) {
        boolean xlsx = format(file).equals("xlsx");
        return submit("cut-sheet-" + (xlsx ? "xlsx" : "csv"), "Export cut sheet",
                xlsx ? ExportWork.cutSheetXlsx(labels.planner(), labels.filter(), file)
                        : ExportWork.cutSheetCsv(labels.planner(), labels.filter(), file), file, "rows");
    }

    /** The BOM as CSV, XLSX or PDF by the file's extension; null, with the reason as message, without a BOM. */
    public TaskHandle exportBom(Path file) {
        if (bom.comparison() == null) {
            message.set(bom.problem());
            return null;
        }
        String title = "Bill of materials: " + bom.session().project().cluster().name();
        return submit("bom-" + format(file), "Export BOM", ExportWork.bom(bom.comparison(), title, file), file,
                "BOM rows");
    }

    private TaskHandle submit(String kind, String title, Function<SolveMonitor, Long> work, Path file, String unit) {
        message.set(title + " to " + file.getFileName() + "...");
        Function<Long, String> outcome = n -> String.format(Locale.ROOT, "Exported %s: %,d %s written to %s",
                file.getFileName(), n, unit, file);
        latest = runner.submit(new TaskRequest<>(LANE + kind + ":" + file.toAbsolutePath(), title, TaskKind.SIDE_EFFECT, work, outcome,
                n -> message.set(outcome.apply(n)), e -> message.set(title + " failed: " + e.getMessage())));
        return latest;
    }

    private static String format(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
