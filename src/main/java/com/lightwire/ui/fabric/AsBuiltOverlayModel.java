package com.lightwire.ui.fabric;

import com.lightwire.core.asbuilt.AsBuiltCheck;
import com.lightwire.core.asbuilt.AsBuiltReport;
import com.lightwire.core.asbuilt.CablePlan;
import com.lightwire.core.asbuilt.Fault;
import com.lightwire.core.asbuilt.PatchCable;
import com.lightwire.core.asbuilt.PlannedCable;
import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.labels.LegKind;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.io.AsBuiltCsvReader;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.Project;
import com.lightwire.core.wiring.FiberPlanGenerator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The Fabric view's as-built check, toolkit-free: reads an as-built cable list and compares it with the project's
 * plan in the background (lane {@value #KEY}), then holds the faults, each tied to the fiber-plan cable it concerns
 * (-1 for an extra cable, which has no planned cable), for the overlay to mark and list.
 */
public final class AsBuiltOverlayModel {

    /** The task lane of the check. */
    public static final String KEY = "fabric.check-built";

    /**
     * One fault, the index of its cable in the fiber plan (the Fabric geometry's cable, -1 for an extra cable) and the
     * piece of that cable it concerns (null for an extra cable).
     */
    public record Mark(Fault fault, int cable, LegKind piece) {
        /** The list text: kind and label, then the planned and the built ends. */
        public String text() {
            StringBuilder text = new StringBuilder(fault.kind().code()).append("  ")
                    .append(fault.label().isEmpty() ? "(no label)" : fault.label());
            fault.planned().forEach(c -> text.append("\n  planned ").append(c.a()).append(" -> ").append(c.b()));
            fault.built().forEach(c -> text.append("\n  built ").append(c.a()).append(" -> ").append(c.b()));
            return text.toString();
        }
    }

    /** The outcome shown: the report, its marks, and the file it came from. */
    public record Result(Path file, AsBuiltReport report, List<Mark> marks) {
    }

    private final TaskRunner runner;
    private final ObjectProperty<Result> result = new SimpleObjectProperty<>(this, "result");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    public AsBuiltOverlayModel(TaskRunner runner) {
        this.runner = runner;
    }

    /** Checks {@code file} against the plan of {@code project}'s cluster in the background. */
    public void check(Project project, Path file) {
        message.set("Checking " + file.getFileName() + "...");
        runner.submit(new TaskRequest<>(KEY, "Check as-built " + file.getFileName(), TaskKind.COMPUTE,
                monitor -> compute(project.cluster(), file), r -> summary(r.report()), this::show,
                e -> message.set(e instanceof UncheckedIOException u ? u.getCause().getMessage() : e.toString())));
    }

    /** Reads and checks {@code file} against {@code cluster}'s plan (on the calling thread). */
    static Result compute(Cluster cluster, Path file) {
        FiberPlan plan = FiberPlanGenerator.generate(cluster.scheme(), cluster.params(), cluster.podCount());
        CablePlan cables = CablePlan.of(new LabelPlanner(cluster, plan, LabelFormat.DEFAULT).labels(LabelFilter.ALL));
        AsBuiltReport report;
        try {
            report = AsBuiltCheck.check(cables, AsBuiltCsvReader.read(file, cables));
        } catch (LightwireFileException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Integer> byRun = new HashMap<>();
        for (int c = 0; c < plan.cables().size(); c++) {
            byRun.put(plan.cables().get(c).id(), c);
        }
        Map<PatchCable, PlannedCable> planned = new IdentityHashMap<>();
        cables.cables().forEach(p -> planned.put(p.cable(), p));
        List<Mark> marks = report.faults().stream().map(f -> {
            PlannedCable p = f.planned().isEmpty() ? null : planned.get(f.planned().get(0));
            return p == null ? new Mark(f, -1, null) : new Mark(f, byRun.getOrDefault(p.run(), -1), p.kind());
        }).toList();
        return new Result(file, report, marks);
    }

    private void show(Result r) {
        result.set(r);
        message.set(summary(r.report()));
    }

    /** "Build matches the plan: 384 cables" or "5 faults in 383 built cables (missing 1, ...)". */
    public static String summary(AsBuiltReport report) {
        if (report.matches()) {
            return String.format(Locale.ROOT, "The build matches the plan: %,d cables", report.built());
        }
        StringBuilder counts = new StringBuilder();
        for (Fault.Kind kind : Fault.Kind.values()) {
            counts.append(counts.length() == 0 ? "" : ", ").append(kind.code()).append(' ').append(report.count(kind));
        }
        return String.format(Locale.ROOT, "%,d faults in %,d built cables (%s)", report.faults().size(),
                report.built(), counts);
    }

    /** Forgets the result (the overlay closes). */
    public void clear() {
        result.set(null);
        message.set("");
    }

    public ReadOnlyObjectProperty<Result> resultProperty() {
        return result;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
