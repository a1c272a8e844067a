package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.task.TaskHandle;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Palette;
import com.lightwire.figure.Sheet;
import com.lightwire.figure.spectra.DecomposeReplay;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.figure.spectra.SpectraSheets;
import com.lightwire.io.DecompositionFiles;
import com.lightwire.io.DemandFile;
import com.lightwire.io.DemandFiles;
import com.lightwire.model.ElementRef;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.DemandCellRef;
import com.lightwire.model.spectra.PermutationRef;
import com.lightwire.model.spectra.ScheduleCircuitsRef;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.spectra.SpectraInspector;
import com.lightwire.ui.spectra.SpectraStudies;
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
import java.util.List;

/**
 * The Decomposition view's state, toolkit-free: the project's Spectra studies and the chosen one, its decomposition
 * (computed in the background in lane {@value #DECOMPOSE} whenever the study changes; results of an older revision are
 * dropped), the stepper, heat and filter settings, the selection shared with the other views through the window's
 * {@link Selection}, and the pointer. Demand edits are {@link DemandEdits}, one undoable step each.
 */
public final class DecompositionViewModel {

    /** The lane prefix of exports (one lane per file). */
    public static final String EXPORT = "decomposition.export";
    /** The lane of the background Decompose. */
    public static final String DECOMPOSE = "decomposition.decompose";

    private final Session session;
    private final TaskRunner runner;
    private final Selection selection;
    private final ObservableList<String> studies = FXCollections.observableArrayList();
    private final ObjectProperty<String> study = new SimpleObjectProperty<>();
    private final ObjectProperty<DecompositionMethod> method = new SimpleObjectProperty<>(DecompositionMethod.SPECTRA);
    private final ObjectProperty<DecompositionState> state = new SimpleObjectProperty<>(DecompositionState.INITIAL);
    private final ReadOnlyObjectWrapper<DecomposeReplay> replay = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final DemandEdits edits;
    private Demand decomposed;
    private TaskHandle pending;

    public DecompositionViewModel(Session session, TaskRunner runner, Selection selection) {
        this.session = session;
        this.runner = runner;
        this.selection = selection;
        this.edits = new DemandEdits(session, study::get);
        session.revisionProperty().addListener(o -> projectChanged());
        study.addListener(o -> recompute());
        method.addListener(o -> recompute());
        selection.selectedProperty().addListener((obs, old, now) -> fromSelection(now));
        projectChanged();
    }

    private void projectChanged() {
        SpectraStudies.follow(session.project(), studies, study, this::recompute);
    }

    private void recompute() {
        SpectraStudy data = SpectraStudies.find(session.project(), study.get());
        if (data == null) {
            cancelPending();
            replay.set(null);
            decomposed = null;
            status.set("The project has no Spectra study: Generate makes one");
            return;
        }
        Demand demand = data.demand();
        Refiner.Mode refine = data.refine().equals("lp") ? Refiner.Mode.LP : Refiner.Mode.GREEDY;
        DecompositionMethod m = method.get();
        String problem = m.problem(data.delay());
        if (problem != null) {
            cancelPending();
            replay.set(null);
            decomposed = null;
            status.set(problem + ": choose Spectra or Solstice, or set the delay in the OCS schedule view");
            return;
        }
        status.set("Decomposing " + study.get() + " (" + m.key() + ")...");
        pending = runner.submit(new TaskRequest<Decomposition>(DECOMPOSE, "Decompose " + study.get() + " (" + m.key() + ")",
                TaskKind.COMPUTE, monitor -> m.decompose(demand.matrix(), data.delay(), refine, monitor),
                dec -> accept(demand, dec), e -> status.set("Decompose failed: " + e.getMessage())));
    }

    private void cancelPending() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
    }

    private void accept(Demand demand, Decomposition dec) {
        decomposed = demand;
        DecomposeReplay r = new DecomposeReplay(demand.matrix(), dec);
        DecompositionState s = state.get();
        state.set(s.withStep(s.stepper(), Math.min(s.step(), maxStep(r, s.stepper())))
                .withSelection(s.selectedPerm() < dec.permutations().size() ? s.selectedPerm() : -1,
                        s.selectedRow() < demand.n() ? s.selectedRow() : -1,
                        s.selectedRow() < demand.n() ? s.selectedColumn() : -1));
        replay.set(r);
        fromSelection(selection.get());
        int count = dec.permutations().size();
        status.set("Decomposed " + study.get() + " (" + dec.method() + "): " + count
                + (count == 1 ? " permutation" : " permutations") + ", degree " + dec.degree());
    }

    public ObservableList<String> studies() {
        return studies;
    }

    public ObjectProperty<String> studyProperty() {
        return study;
    }

    /** Which decomposition the view shows (Spectra, Eclipse or Solstice); each change decomposes again. */
    public ObjectProperty<DecompositionMethod> methodProperty() {
        return method;
    }

    public ObjectProperty<DecompositionState> stateProperty() {
        return state;
    }

    /** The decomposition shown with its trace, or null while there is none. */
    public ReadOnlyObjectProperty<DecomposeReplay> replayProperty() {
        return replay.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The undoable demand edits of the chosen study. */
    public DemandEdits edits() {
        return edits;
    }

    private static int maxStep(DecomposeReplay r, DecompositionState.Stepper s) {
        return switch (s) {
            case DECOMPOSE -> r.rounds();
            case REFINE -> r.refineSteps();
            case RESULT -> 0;
        };
    }

    /** Shows {@code stepper} from its first step. */
    public void setStepper(DecompositionState.Stepper stepper) {
        state.set(state.get().withStep(stepper, 0));
    }

    /** Moves the stepper by {@code delta} steps, kept within its range. */
    public void step(int delta) {
        DecomposeReplay r = replay.get();
        DecompositionState s = state.get();
        if (r != null) {
            state.set(s.withStep(s.stepper(), Math.max(0, Math.min(maxStep(r, s.stepper()), s.step() + delta))));
        }
    }

    /** "round 2 of 16", "raise 3 of 40" or "" for the result. */
    public String stepLabel() {
        DecomposeReplay r = replay.get();
        DecompositionState s = state.get();
        if (r == null || s.stepper() == DecompositionState.Stepper.RESULT) {
            return "";
        }
        int max = maxStep(r, s.stepper());
        String what = s.stepper() == DecompositionState.Stepper.DECOMPOSE ? "round " : "raise ";
        return s.step() >= max ? "done (" + max + ")" : what + (s.step() + 1) + " of " + max;
    }

    /** The demand's and the decomposition's figures and the step's, one a line; empty while there are none. */
    public String stepText() {
        DecomposeReplay r = replay.get();
        return r == null || decomposed == null ? "" : String.join("\n", SpectraSheets.decompositionLines(decomposed,
                r, state.get()));
    }

    public void setHeat(DecompositionState.Heat heat, boolean log) {
        state.set(state.get().withHeat(heat, log));
    }

    public void setFilter(DecompositionState.Filter filter) {
        state.set(state.get().withFilter(filter));
    }

    /** The pointer is over {@code pick} ({row, column, perm} as {@link DecompositionFigure#pick} gives it). */
    public void hover(int[] pick) {
        state.set(state.get().withHover(pick[0], pick[1], pick[2]));
    }

    /** A click on {@code pick}: selects the cell or permutation there (for every view), or clears the selection. */
    public void click(int[] pick) {
        String name = study.get();
        if (name == null) {
            return;
        }
        DecomposeReplay r = replay.get();
        if (pick[2] >= 0 && r != null) {
            selection.select(new PermutationRef(name, r.decomposition().method(), pick[2]));
        } else if (pick[0] >= 0) {
            selection.select(new DemandCellRef(name, pick[0], pick[1]));
        } else {
            selection.select(null);
        }
    }

    private void fromSelection(ElementRef ref) {
        DecompositionState s = state.get();
        DecomposeReplay r = replay.get();
        String shown = r == null ? null : r.decomposition().method();
        if (ref instanceof PermutationRef p && p.study().equals(study.get())) {
            state.set(s.withSelection(p.decomposition().equals(shown) ? p.permId() : -1, -1, -1));
        } else if (ref instanceof ScheduleCircuitsRef c && c.study().equals(study.get())) {
            state.set(s.withSelection(c.decomposition().equals(shown) ? c.selected() : -1, -1, -1));
        } else if (ref instanceof DemandCellRef c && c.study().equals(study.get())) {
            state.set(s.withSelection(-1, c.row(), c.column()));
        } else {
            state.set(s.withSelection(-1, -1, -1));
        }
    }

    /** The shown decomposition for the Inspector's rows, or null while there is none. */
    public SpectraInspector.Shown inspected() {
        DecomposeReplay r = replay.get();
        return r == null || decomposed == null ? null : new SpectraInspector.Shown(study.get(), decomposed.matrix(),
                r.decomposition(), null);
    }

    /** The demand the shown decomposition is of, or null. */
    public Demand demand() {
        return decomposed;
    }

    /** The interactive figure, or null while there is no decomposition. */
    public DecompositionFigure figure(Palette palette) {
        DecomposeReplay r = replay.get();
        return r == null || decomposed == null ? null : new DecompositionFigure(decomposed.matrix(), r, state.get(),
                palette);
    }

    /** The exported sheet (title, figures, legend), or null. */
    public Sheet sheet(Palette palette) {
        DecomposeReplay r = replay.get();
        return r == null || decomposed == null ? null : SpectraSheets.decomposition(study.get(), decomposed,
                r.decomposition(), state.get(), palette);
    }

    /** Writes the shown decomposition as JSON to {@code file} in the background (lane {@value #EXPORT}). */
    public String exportDecomposition(Path file) {
        DecomposeReplay r = replay.get();
        if (r == null) {
            return "No decomposition to export";
        }
        Decomposition dec = r.decomposition();
        export(file, "decomposition", () -> DecompositionFiles.write(new DecompositionFiles.Content(dec.method(),
                dec.n(), dec.degree(), dec.permutations()), file));
        return null;
    }

    /** Writes the study's demand as JSON, or CSV/TSV by the file's extension, in the background. */
    public String exportDemand(Path file) {
        SpectraStudy data = SpectraStudies.find(session.project(), study.get());
        if (data == null) {
            return "No Spectra study";
        }
        export(file, "demand", () -> DemandFiles.write(new DemandFile(data.demand(), data.switches(), data.delay()),
                file));
        return null;
    }

    private interface Writing {
        void write() throws IOException;
    }

    private void export(Path file, String what, Writing writing) {
        runner.submit(new TaskRequest<Path>(EXPORT + ":" + file, "Export " + what + " to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        writing.write();
                        return file;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, written -> "Exported the " + what + " to " + written, written -> status.set("Exported the " + what
                + " to " + written), e -> status.set("Export failed: " + e.getMessage())));
    }
}
