package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.session.ProjectStore;
import com.lightwire.io.InstalledSamples;
import com.lightwire.io.LightwireFileException;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * New, Open, Save, Save As and Close: every way the open project is replaced or written, with the prompt before
 * unsaved work is dropped. A file that cannot be read shows its message and leaves the open project as it was.
 */
final class FileActions {

    private static final Logger LOG = Logger.getLogger(FileActions.class.getName());
    /** Reads projects off the FX thread; a daemon thread, so a read in progress never keeps the app alive. */
    private static final Executor READER = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "lightwire-open");
        thread.setDaemon(true);
        return thread;
    });

    private final DialogService dialogs;
    private final Session session;
    private final ProjectStore store;
    private final RecentFiles recent;
    private final Runnable afterChange;
    private final Consumer<String> status;
    private Function<Path, Optional<String>> otherKinds = file -> Optional.empty();

    /** {@code status} shows on the status line what the last action did, so it never speaks of the project before. */
    FileActions(DialogService dialogs, Session session, ProjectStore store, RecentFiles recent, Runnable afterChange,
                Consumer<String> status) {
        this.dialogs = dialogs;
        this.session = session;
        this.store = store;
        this.recent = recent;
        this.afterChange = afterChange;
        this.status = status;
    }

    /**
     * Opens files that are not projects but something a view reads (a training job, a task DAG) with
     * {@code opener}, which says what it did, or is empty when the file is no such thing either.
     */
    void openOtherKindsWith(Function<Path, Optional<String>> opener) {
        this.otherKinds = opener;
    }

    void newProject() {
        if (confirmDiscard()) {
            session.open(SampleProjects.testbed(), null);
            status.accept("New project " + session.projectName());
        }
    }

    void open() {
        if (confirmDiscard()) {
            dialogs.chooseOpen(choice("Open project")).ifPresent(this::openFile);
        }
    }

    /** Reads {@code file} and opens it; on failure shows why and keeps the current project. */
    boolean openFile(Path file) {
        try {
            opened(file, store.read(file));
            return true;
        } catch (IOException | RuntimeException e) {
            cannotOpen(file, e);
            return false;
        }
    }

    /**
     * Reads {@code file} on a background thread and opens it on {@code fx} (the FX thread) once read, after the
     * prompt if the project was edited meanwhile; on failure shows why. Then, either way, runs {@code then} on
     * {@code fx}. The window opens this way at start, so it shows before a large project is read.
     */
    void openInBackground(Path file, Executor fx, Runnable then) {
        CompletableFuture.supplyAsync(() -> read(file), READER).whenCompleteAsync((project, error) -> {
            if (error != null) {
                cannotOpen(file, error instanceof CompletionException ce && ce.getCause() != null ? ce.getCause()
                        : error);
            } else if (confirmDiscard()) {
                opened(file, project);
            }
            then.run();
        }, fx);
    }

    private Project read(Path file) {
        try {
            return store.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    private void opened(Path file, Project project) {
        session.open(project, file);
        recent.add(file);
        status.accept("Opened " + session.projectName() + " from " + file);
        afterChange.run();
    }

    private void cannotOpen(Path file, Throwable e) {
        Optional<String> other = otherKinds.apply(file);
        if (other.isPresent()) {
            status.accept(other.get());
            return;
        }
        LOG.log(Level.INFO, "cannot open " + file, e);
        status.accept("Could not open " + file.getFileName() + "; " + session.projectName() + " stays open");
        dialogs.error("Cannot open project", e.getMessage() == null ? e.toString() : e.getMessage(), null);
    }

    /** Opens an installed sample as a new, unsaved project (the installed copy stays untouched). */
    void openSample(InstalledSamples.Sample sample) {
        if (!confirmDiscard()) {
            return;
        }
        try {
            session.open(sample.load(), null);
            status.accept("Opened sample " + sample.name() + " (unsaved)");
            afterChange.run();
        } catch (LightwireFileException | RuntimeException e) {
            LOG.log(Level.INFO, "cannot open sample " + sample.name(), e);
            dialogs.error("Cannot open sample " + sample.name(), e.getMessage() == null ? e.toString() : e.getMessage(),
                    null);
        }
    }

    void openRecent(Path file) {
        if (confirmDiscard()) {
            openFile(file);
        }
    }

    boolean save() {
        return session.file() == null ? saveAs() : saveTo(session.file());
    }

    boolean saveAs() {
        Path file = session.file();
        FileChoice choice = choice("Save project as");
        String name = file != null ? file.getFileName().toString()
                : session.projectName().replaceAll("[/\\\\:*?\"<>|]", "-") + ".json";
        return dialogs.chooseSave(choice.named(name)).map(this::saveTo).orElse(false);
    }

    private boolean saveTo(Path file) {
        try {
            store.write(session.project(), file);
            session.markSaved(file);
            recent.add(file);
            status.accept("Saved " + session.projectName() + " to " + file);
            afterChange.run();
            return true;
        } catch (IOException e) {
            LOG.log(Level.INFO, "cannot save " + file, e);
            dialogs.error("Cannot save project", e.getMessage(), null);
            return false;
        }
    }

    void close() {
        newProject();
    }

    /** True when there is nothing unsaved, or the user chose to save (successfully) or to discard it. */
    boolean confirmDiscard() {
        if (!session.isDirty()) {
            return true;
        }
        return switch (dialogs.askToSave("Save changes to " + session.projectName() + "?",
                "The project has unsaved changes.")) {
            case SAVE -> save();
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    private FileChoice choice(String title) {
        FileChoice choice = FileChoice.of(title, "Lightwire projects", "*.lightwire", "*.json", "*.lwp");
        Path file = session.file();
        return file != null && file.toAbsolutePath().getParent() != null
                ? choice.in(file.toAbsolutePath().getParent()) : choice;
    }
}
