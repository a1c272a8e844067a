package com.lightwire.ui.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Edit;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.List;

/**
 * The OCS schedule view's state, toolkit-free: the project's Spectra studies, the chosen one and method, and the
 * latest verified result. Solving runs on the task runner in lane {@value #SOLVE} (a newer solve cancels an older
 * one; a result from an older revision is dropped); changing the switch count is one undoable edit.
 */
public final class SpectraViewModel {

    /** The lane of a schedule solve. */
    public static final String SOLVE = "spectra.solve";

    private final Session session;
    private final TaskRunner runner;
    private final ObservableList<String> studies = FXCollections.observableArrayList();
    private final ObjectProperty<String> study = new SimpleObjectProperty<>();
    private final ObjectProperty<SpectraMethod> method = new SimpleObjectProperty<>(SpectraMethod.SPECTRA);
    private final ReadOnlyObjectWrapper<SpectraResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");

    public SpectraViewModel(Session session, TaskRunner runner) {
        this.session = session;
        this.runner = runner;
        session.revisionProperty().addListener(o -> projectChanged());
        study.addListener(o -> result.set(null));
        method.addListener(o -> result.set(null));
        projectChanged();
    }

    private void projectChanged() {
        List<String> names = session.project().studies().stream().filter(s -> s.data() instanceof SpectraStudy)
                .map(Study::name).toList();
        studies.setAll(names);
        if (study.get() == null || !names.contains(study.get())) {
            study.set(names.isEmpty() ? null : names.get(0));
        }
        result.set(null);
    }

    public ObservableList<String> studies() {
        return studies;
    }

    public ObjectProperty<String> studyProperty() {
        return study;
    }

    public ObjectProperty<SpectraMethod> methodProperty() {
        return method;
    }

    public ReadOnlyObjectProperty<SpectraResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The chosen study's data, or null. */
    public SpectraStudy data() {
        return session.project().studies().stream().filter(s -> s.name().equals(study.get())
                && s.data() instanceof SpectraStudy).map(s -> (SpectraStudy) s.data()).findFirst().orElse(null);
    }

    /** Starts scheduling the chosen study; returns why it cannot start, or null. */
    public String solve() {
        SpectraStudy data = data();
        if (data == null) {
            return "The project has no Spectra study";
        }
        SpectraMethod m = method.get();
        SpectraOptions options = SpectraOptions.of(data.switches(), data.delay(), m);
        String problem = options.validate(data.demand()).stream().filter(d -> d.isError()).map(d -> d.message())
                .findFirst().orElse(null);
        if (problem != null) {
            return problem;
        }
        status.set("Scheduling " + study.get() + " with " + m.label() + "...");
        runner.submit(new TaskRequest<Outcome<SpectraResult>>(SOLVE, "Schedule " + study.get() + " (" + m.label()
                + ")", TaskKind.COMPUTE, monitor -> SpectraSolver.solve(data.demand(), options, monitor),
                this::accept, e -> status.set("Scheduling failed: " + e.getMessage())));
        return null;
    }

    private void accept(Outcome<SpectraResult> outcome) {
        result.set(outcome.isVerified() ? outcome.value() : null);
        SpectraResult r = outcome.value();
        status.set(r == null || !outcome.isVerified() ? outcome.status().label() + " " + outcome.diagnostics()
                : String.format(java.util.Locale.ROOT, "%s: makespan %.5g, lower bound %.5g, ratio %s, %d ms",
                outcome.status().label(), r.schedule().makespan(), r.bounds().lowerBound(), r.ratio() == null ? "-"
                        : String.format(java.util.Locale.ROOT, "%.4f", r.ratio()), outcome.millis()));
    }

    /** Sets the chosen study's switch count (one undoable edit); returns why not, or null. */
    public String setSwitches(int switches) {
        SpectraStudy data = data();
        String name = study.get();
        if (data == null || switches < 1) {
            return data == null ? "No Spectra study" : "A schedule needs at least one switch";
        }
        if (switches == data.switches()) {
            return null;
        }
        session.perform(new Edit() {
            @Override
            public String description() {
                return "Set switches of " + name + " to " + switches;
            }

            @Override
            public Project apply(Project project) {
                return project.withStudies(project.studies().stream().map(s -> s.name().equals(name)
                        && s.data() instanceof SpectraStudy d ? new Study(s.kind(), s.name(), new SpectraStudy(
                        d.demand(), switches, d.delay(), d.method(), d.refine(), d.generator(), d.seed())) : s)
                        .toList());
            }
        });
        return null;
    }
}
