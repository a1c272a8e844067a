package com.lightwire.ui.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.spectra.ExactScheduler;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.model.spectra.SpectraStudy;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Methods side by side (spectra.md §5.2, "compare"): every method that applies to the study (Spectra(Eclipse) needs
 * δ > 0, the exact MIP n ≤ 6) scheduled in one background task in lane {@value #LANE}, with progress per method and
 * Cancel; each row keeps its verified result for the stacked Gantt charts.
 */
public final class MethodsModel {

    /** The lane of a comparison. */
    public static final String LANE = "spectra.compare";

    /**
     * One method's outcome.
     *
     * @param method   the method
     * @param status   the solve status, or "not-applicable"
     * @param result   the verified result, or null
     * @param millis   the solve's wall time
     */
    public record Row(SpectraMethod method, String status, SpectraResult result, long millis) {
        /** makespan / LB, or NaN. */
        public double ratio() {
            return result == null || result.ratio() == null ? Double.NaN : result.ratio();
        }
    }

    private final TaskRunner runner;
    private final Supplier<SpectraStudy> study;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");

    MethodsModel(TaskRunner runner, Supplier<SpectraStudy> study) {
        this.runner = runner;
        this.study = study;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Clears the rows (the study changed). */
    void clear() {
        rows.clear();
        status.set("");
    }

    /** Runs every method on the study in the background; returns why it cannot start, or null. */
    public String compare() {
        SpectraStudy data = study.get();
        if (data == null) {
            return "The project has no Spectra study";
        }
        status.set("Comparing methods...");
        runner.submit(new TaskRequest<List<Row>>(LANE, "Compare methods", TaskKind.COMPUTE, monitor -> run(data,
                monitor), list -> {
                    rows.setAll(list);
                    status.set(list.stream().filter(r -> r.result() != null).count() + " of " + list.size()
                            + " methods gave a verified schedule");
                }, e -> status.set("Comparison failed: " + e.getMessage())));
        return null;
    }

    private static List<Row> run(SpectraStudy data, SolveMonitor monitor) {
        SpectraMethod[] methods = SpectraMethod.values();
        List<Row> out = new ArrayList<>();
        for (int k = 0; k < methods.length; k++) {
            monitor.checkCancelled();
            SpectraMethod m = methods[k];
            boolean applies = !(m == SpectraMethod.SPECTRA_ECLIPSE && !(data.delay() > 0))
                    && !(m == SpectraMethod.EXACT && data.demand().n() > ExactScheduler.MAX_N);
            if (!applies) {
                out.add(new Row(m, "not-applicable", null, 0));
                continue;
            }
            Outcome<SpectraResult> o = SpectraSolver.solve(data.demand(), SpectraOptions.of(data.switches(),
                    data.delay(), m), monitor.subTask((double) k / methods.length, (k + 1.0) / methods.length,
                    m.label()));
            out.add(new Row(m, o.status().label(), o.isVerified() ? o.value() : null, o.millis()));
        }
        return out;
    }
}
