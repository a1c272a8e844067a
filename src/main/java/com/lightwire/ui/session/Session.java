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
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * The one mutable object of the desktop app: the current immutable {@link Project} snapshot, a revision counter
 * bumped on every change, the dirty flag (the snapshot differs from the one last saved or opened) and the
 * undo/redo history. Views observe {@link #revisionProperty()} and pull from {@link #project()}.
 * Confined to the FX thread; it needs no running toolkit, so plain JUnit tests drive it directly.
 */
public final class Session {

    private final ReadOnlyObjectWrapper<Project> project = new ReadOnlyObjectWrapper<>(this, "project");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ReadOnlyStringWrapper undoDescription = new ReadOnlyStringWrapper(this, "undoDescription", "");
    private final ReadOnlyStringWrapper redoDescription = new ReadOnlyStringWrapper(this, "redoDescription", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private Project saved;

    public Session(Project initial) {
        open(initial, null);
    }

    /** Replaces the whole project (New, Open, Restore) and forgets the history; the result is clean. */
    public void open(Project newProject, Path path) {
        Objects.requireNonNull(newProject, "project");
        undo.clear();
        redo.clear();
        saved = newProject;
        file.set(path);
        change(newProject);
    }

    /** Applies an edit as one undoable step; an edit that throws leaves the session untouched. */
    public void perform(Edit edit) {
        Project before = project.get();
        Project after = edit.apply(before);
        Step top = undo.peek();
        boolean merge = edit.mergeKey() != null && redo.isEmpty() && top != null
                && edit.mergeKey().equals(top.mergeKey());
        if (merge) {
            undo.pop();
            before = top.before();
        }
        undo.push(new Step(edit.description(), edit.mergeKey(), before, after));
        redo.clear();
        change(after);
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    public void undo() {
        if (canUndo()) {
            Step step = undo.pop();
            redo.push(step);
            change(step.before());
        }
    }

    public void redo() {
        if (canRedo()) {
            Step step = redo.pop();
            undo.push(step);
            change(step.after());
        }
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
        undoDescription.set(undo.isEmpty() ? "" : undo.peek().description());
        redoDescription.set(redo.isEmpty() ? "" : redo.peek().description());
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

    private record Step(String description, String mergeKey, Project before, Project after) {
    }
}
