package com.lightwire.ui.session;

import com.lightwire.model.Project;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

import java.nio.file.Path;
import java.util.Objects;

/**
 * The one mutable object of the desktop app: the current immutable {@link Project} snapshot, a revision counter
 * bumped on every change, the dirty flag (the snapshot differs from the one last saved or opened) and the
 * undo/redo history. Views observe {@link #revisionProperty()} and pull from {@link #project()}. The history keeps
 * at most {@value #DEFAULT_HISTORY_STEPS} steps and about 256 MB beyond the current project by default ({@link #setHistoryLimits}); the oldest
 * steps go first. Edits that change nothing are not recorded.
 * Confined to the FX thread; it needs no running toolkit, so plain JUnit tests drive it directly.
 */
public final class Session {

    /** Undo steps kept by default. */
    public static final int DEFAULT_HISTORY_STEPS = UndoHistory.DEFAULT_MAX_STEPS;
    /** Estimated bytes the history may keep beyond the current project by default (256 MB). */
    public static final long DEFAULT_HISTORY_BYTES = UndoHistory.DEFAULT_MAX_BYTES;

    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>(this, "project");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyStringWrapper undoDescription = new ReadOnlyStringWrapper(this, "undoDescription", "");
    private final ReadOnlyStringWrapper redoDescription = new ReadOnlyStringWrapper(this, "redoDescription", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final UndoHistory history = new UndoHistory();
    private Project saved;

    public Session(Project initial) {
        open(initial, null);
    }

    /** Replaces the whole project (New, Open, Restore) and forgets the history; the result is clean. */
    public void open(Project newProject, Path path) {
        Objects.requireNonNull(newProject, "project");
        history.clear();
        saved = newProject;
        file.set(path);
        change(newProject);
    }

    /**
     * Applies an edit as one undoable step; an edit that throws leaves the session untouched, and so does one whose
     * result equals the current project (no step, no new revision, the dirty flag as it was).
     */
    public void perform(Edit edit) {
        Project before = project.get();
        Project after = edit.apply(before);
        if (after.equals(before)) {
            return;
        }
        history.record(edit.description(), edit.mergeKey(), before, after);
        change(after);
    }

    public boolean canUndo() {
        return history.peekUndo() != null;
    }

    public boolean canRedo() {
        return history.peekRedo() != null;
    }

    public void undo() {
        UndoHistory.Step step = history.undo();
        if (step != null) {
            change(step.before());
        }
    }

    public void redo() {
        UndoHistory.Step step = history.redo();
        if (step != null) {
            change(step.after());
        }
    }

    /**
     * Bounds the history to {@code maxSteps} undo and redo steps (at least 1) and to an estimated {@code maxBytes}
     * kept alive beyond the current project; the oldest steps are dropped at once if needed, the newest never.
     */
    public void setHistoryLimits(int maxSteps, long maxBytes) {
        history.setLimits(maxSteps, maxBytes);
        refresh();
    }

    /** Steps Undo can take now. */
    public int undoSteps() {
        return history.undoSize();
    }

    /** Estimated bytes the undo and redo steps keep alive beyond the current project (ADR 0008). */
    public long historyBytes() {
        return history.bytes();
    }

    /** Records that the current snapshot now sits in {@code path}; the session becomes clean. */
    public void markSaved(Path path) {
        saved = project.get();
        file.set(path);
        refresh();
    }

    public Project project() {
        return project.get();
    }

    public ReadOnlyObjectProperty<Project> projectProperty() {
        return project.getReadOnlyProperty();
    }

    public long revision() {
        return revision.get();
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public boolean isDirty() {
        return dirty.get();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public Path file() {
        return file.get();
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** Description of the edit Undo would revert, or "" when there is none. */
    public ReadOnlyStringProperty undoDescriptionProperty() {
        return undoDescription.getReadOnlyProperty();
    }

    /** Description of the edit Redo would repeat, or "" when there is none. */
    public ReadOnlyStringProperty redoDescriptionProperty() {
        return redoDescription.getReadOnlyProperty();
    }

    /**
     * Window title: a leading "*" while there are unsaved changes, then the cluster name and the file name, or for
     * a project without a cluster just {@link #projectName()}.
     */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    private void change(Project next) {
        project.set(next);
        revision.set(revision.get() + 1);
        refresh();
    }

    private void refresh() {
        dirty.set(project.get() != saved);
        undoDescription.set(canUndo() ? history.peekUndo().description() : "");
        redoDescription.set(canRedo() ? history.peekRedo().description() : "");
        String where = file.get() == null ? "unsaved" : String.valueOf(file.get().getFileName());
        String name = project.get().hasCluster() ? projectName() + " (" + where + ")" : projectName();
        title.set((dirty.get() ? "*" : "") + name + " - Lightwire");
    }

    /** What the project is called: its cluster's name, else its file's name, else "Untitled". */
    public String projectName() {
        if (project.get().hasCluster()) {
            return project.get().cluster().name();
        }
        return file.get() == null ? "Untitled" : String.valueOf(file.get().getFileName());
    }
}
