package com.lightwire.ui.spectra;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.spectra.ScheduleReplay;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.io.ScheduleFiles;
import com.lightwire.model.ElementRef;
import com.lightwire.model.spectra.LineRef;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The OCS schedule view's state, toolkit-free: the project's Spectra studies, the chosen one and method, the latest
 * verified result with its LPT and Equalize replay, the stepper, the time cursor, the port followed and the lower-bound
 * explorer's rows. Solving runs on the task runner in lane {@value #SOLVE} whenever the study, its data or the method
 * changes (the exact method waits for {@link #solve()}); a newer solve cancels an older one and a result of an older
 * revision is dropped. The selected permutation is the window's {@link Selection} ({@link PermutationRef}), shared with
 * the Decomposition view; changing the switch count or δ is one undoable edit.
 */
public final class SpectraViewModel {

    /** The lane prefix of exports (one lane per file). */
    public static final String EXPORT = "spectra.export";
    /** The lane of a schedule solve. */
    public static final String SOLVE = "spectra.solve";

    private final Session session;
    private final TaskRunner runner;
    private final Selection selection;
    private final ObservableList<String> studies = FXCollections.observableArrayList();
    private final ObjectProperty<String> study = new SimpleObjectProperty<>();
    private final ObjectProperty<SpectraMethod> method = new SimpleObjectProperty<>(SpectraMethod.SPECTRA);
    private final ReadOnlyObjectWrapper<SpectraResult> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ScheduleReplay> replay = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<ScheduleState> state = new SimpleObjectProperty<>(ScheduleState.INITIAL);
    private final ObservableList<BoundRow> bounds = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final MethodsModel methods;
    private final SweepsModel sweeps;

    public SpectraViewModel(Session session, TaskRunner runner, Selection selection) {
        this.session = session;
        this.runner = runner;
        this.selection = selection;
        this.methods = new MethodsModel(runner, this::data);
        this.sweeps = new SweepsModel(runner);
        session.revisionProperty().addListener(o -> projectChanged());
        study.addListener(o -> changed());
        method.addListener(o -> changed());
        result.addListener((obs, old, now) -> resultChanged(now));
        selection.selectedProperty().addListener((obs, old, now) -> fromSelection(now));
        projectChanged();
    }

    private void projectChanged() {
        SpectraStudies.follow(session.project(), studies, study, this::changed);
    }

    private void changed() {
        result.set(null);
        methods.clear();
        if (data() != null && method.get() != SpectraMethod.EXACT) {
            solve();
        }
    }

    private void resultChanged(SpectraResult r) {
        replay.set(r == null ? null : new ScheduleReplay(r));
        SpectraStudy d = data();
        bounds.setAll(r == null || d == null ? List.of() : BoundRow.of(r.bounds().lines(), r.bounds().binding(),
                d.demand().matrix(), Tolerance.support(d.demand().maxEntry())));
        ScheduleState s = state.get();
        int n = d == null ? 1 : d.demand().n();
        state.set(s.withPort(Math.min(s.port(), n - 1)).withStep(s.stepper(), Math.min(s.step(), maxStep())));
        fromSelection(selection.get());
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

    /** The result's LPT/Equalize replay, or null. */
    public ReadOnlyObjectProperty<ScheduleReplay> replayProperty() {
        return replay.getReadOnlyProperty();
    }

    public ObjectProperty<ScheduleState> stateProperty() {
        return state;
    }

    /** The lower-bound explorer's rows (lines with nonzeros) of the latest result. */
    public ObservableList<BoundRow> bounds() {
        return bounds;
    }

    /** Methods side by side on the chosen study. */
    public MethodsModel methods() {
        return methods;
    }

    /** Sweeps over seeded generators. */
    public SweepsModel sweeps() {
        return sweeps;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The chosen study's data, or null. */
    public SpectraStudy data() {
        return SpectraStudies.find(session.project(), study.get());
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
            status.set(m.label() + ": " + problem);
            return problem;
        }
        status.set("Scheduling " + study.get() + " with " + m.label() + "...");
        runner.submit(new TaskRequest<Outcome<SpectraResult>>(SOLVE, "Schedule " + study.get() + " (" + m.label()
                + ")", TaskKind.COMPUTE, monitor -> SpectraSolver.solve(data.demand(), options, monitor),
                this::accept, e -> status.set("Scheduling failed: " + e.getMessage())));
        return null;
    }

    private void accept(Outcome<SpectraResult> outcome) {
        SpectraResult r = outcome.value();
        result.set(outcome.isVerified() ? r : null);
        status.set(r == null || !outcome.isVerified() ? outcome.status().label() + " " + outcome.diagnostics()
                : String.format(Locale.ROOT, "%s: makespan %.5g, lower bound %.5g, ratio %s, verified, %d ms",
                outcome.status().label(), r.schedule().makespan(), r.bounds().lowerBound(), r.ratio() == null ? "-"
                        : String.format(Locale.ROOT, "%.4f", r.ratio()), outcome.millis()));
    }

    /** Sets the chosen study's switch count (one undoable edit); returns why not, or null. */
    public String setSwitches(int switches) {
        SpectraStudy data = data();
        if (data == null || switches < 1) {
            return data == null ? "No Spectra study" : "A schedule needs at least one switch";
        }
        if (switches != data.switches()) {
            session.perform(SpectraStudies.replace(study.get(), "Set switches of " + study.get() + " to " + switches,
                    d -> new SpectraStudy(d.demand(), switches, d.delay(), d.method(), d.refine(), d.generator(),
                            d.seed())));
        }
        return null;
    }

    /** Sets the chosen study's reconfiguration delay δ (one undoable edit); returns why not, or null. */
    public String setDelay(double delay) {
        SpectraStudy data = data();
        if (data == null || !(delay >= 0) || Double.isInfinite(delay)) {
            return data == null ? "No Spectra study" : "The delay must be finite and >= 0, not " + delay;
        }
        if (delay != data.delay()) {
            session.perform(SpectraStudies.replace(study.get(), String.format(Locale.ROOT, "Set delay of %s to %s",
                    study.get(), delay), d -> new SpectraStudy(d.demand(), d.switches(), delay, d.method(),
                    d.refine(), d.generator(), d.seed())));
        }
        return null;
    }

    /** The last step of the current stepper (0 for the result). */
    public int maxStep() {
        ScheduleReplay r = replay.get();
        if (r == null) {
            return 0;
        }
        return switch (state.get().stepper()) {
            case RESULT -> 0;
            case LPT -> r.lptSteps();
            case EQUALIZE -> r.moves();
        };
    }

    public void setStepper(ScheduleState.Stepper stepper) {
        state.set(state.get().withStep(stepper, 0));
    }

    /** Moves the stepper by {@code delta}, kept within 0..{@link #maxStep()}. */
    public void step(int delta) {
        ScheduleState s = state.get();
        state.set(s.withStep(s.stepper(), (int) Math.max(0, Math.min(maxStep(), (long) s.step() + delta))));
    }

    /** "step 3 of 16" or "" for the result. */
    public String stepLabel() {
        ScheduleState s = state.get();
        return s.stepper() == ScheduleState.Stepper.RESULT ? "" : "step " + s.step() + " of " + maxStep();
    }

    /** The slot under the pointer ({switch, slot} or {-1, -1}). */
    public void hover(int[] slot) {
        state.set(state.get().withHover(slot[0], slot[1]));
    }

    /** Puts the time cursor at t (NaN removes it). */
    public void setCursor(double t) {
        state.set(state.get().withCursor(t));
    }

    /** Follows ToR i in the port view. */
    public void setPort(int i) {
        state.set(state.get().withPort(i));
    }

    /**
     * A click on the Gantt at time t on permutation {@code permId} (-1 for none): places the cursor there and selects,
     * for every view, the circuits each switch holds at t ({@link ScheduleCircuitsRef}, which the Topology view draws in
     * its OCS grid) with that permutation.
     */
    public void clickAt(double t, int permId) {
        ScheduleReplay r = replay.get();
        setCursor(t);
        if (r == null || study.get() == null) {
            return;
        }
        Schedule shown = r.at(state.get().stepper(), state.get().step());
        List<Integer> ids = new ArrayList<>();
        List<int[]> sigmas = new ArrayList<>();
        for (TimedSlot slot : ScheduleReplay.slotsAt(shown, t)) {
            boolean carries = slot != null && t >= slot.trafficStart();
            ids.add(carries ? slot.permId() : -1);
            sigmas.add(carries ? shown.permutations().get(slot.permId()).sigma() : null);
        }
        selection.select(new ScheduleCircuitsRef(study.get(), decompositionKey(r.result()), t, ids, sigmas, permId));
    }

    /** Selects {@code row}'s line for every view (the Inspector shows its bounds). */
    public void selectLine(BoundRow row) {
        if (study.get() != null) {
            selection.select(new LineRef(study.get(), row.column(), row.index()));
        }
    }

    /** The shown schedule for the Inspector's rows, or null while there is none. */
    public SpectraInspector.Shown inspected() {
        SpectraResult r = result.get();
        SpectraStudy d = data();
        return r == null || d == null ? null : new SpectraInspector.Shown(study.get(), d.demand().matrix(), null, r);
    }

    /** Whose permutation ids a schedule's are: its decomposition's method, else its own method (Baseline, exact). */
    public static String decompositionKey(SpectraResult r) {
        return r.decomposition() != null ? r.decomposition().method() : r.schedule().method();
    }

    private void fromSelection(ElementRef ref) {
        SpectraResult r = result.get();
        String key = r == null ? null : decompositionKey(r);
        int perm = ref instanceof PermutationRef p && p.study().equals(study.get()) && p.decomposition().equals(key)
                ? p.permId() : ref instanceof ScheduleCircuitsRef c && c.study().equals(study.get())
                && c.decomposition().equals(key) ? c.selected() : -1;
        state.set(state.get().withSelectedPerm(perm));
    }

    /** Writes the shown result's schedule as JSON, or CSV for a .csv file, in the background; returns why not, or null. */
    public String exportSchedule(Path file) {
        SpectraResult r = result.get();
        if (r == null) {
            return "No schedule to export: schedule first";
        }
        runner.submit(new TaskRequest<Path>(EXPORT + ":" + file, "Export schedule to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        ScheduleFiles.write(r.schedule(), r.bounds().lowerBound(), file);
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> "Exported the schedule to " + written, written -> status.set("Exported the schedule to "
                + written), e -> status.set("Export failed: " + e.getMessage())));
        return null;
    }

    /** What each switch does at the cursor: "t = 0.3: OCS 0 P2 traffic, OCS 1 reconfiguring to P4, OCS 2 idle". */
    public String cursorText() {
        ScheduleReplay r = replay.get();
        double t = state.get().cursor();
        if (r == null || Double.isNaN(t)) {
            return "Click the Gantt chart to place the time cursor";
        }
        List<String> parts = new ArrayList<>();
        List<TimedSlot> at = ScheduleReplay.slotsAt(r.at(state.get().stepper(), state.get().step()), t);
        for (int h = 0; h < at.size(); h++) {
            TimedSlot slot = at.get(h);
            parts.add("OCS " + h + (slot == null ? " idle" : t < slot.trafficStart() ? " reconfiguring to P"
                    + slot.permId() : " P" + slot.permId() + " carries traffic"));
        }
        return String.format(Locale.ROOT, "t = %.4g: ", t) + String.join(", ", parts);
    }
}
