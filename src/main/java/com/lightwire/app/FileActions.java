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
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * New, Open, Save, Save As and Close: every way the open project is replaced or written, with the prompt before
 * unsaved work is dropped. A file that cannot be read shows its message and leaves the open project as it was.
 */
final class FileActions {

    private static final Logger LOG = Logger.getLogger(FileActions.class.getName());

    private final DialogService dialogs;
    private final Session session;
    private final ProjectStore store;
    private final RecentFiles recent;
    private final Runnable afterChange;

    FileActions(DialogService dialogs, Session session, ProjectStore store, RecentFiles recent, Runnable afterChange) {
        this.dialogs = dialogs;
        this.session = session;
        this.store = store;
        this.recent = recent;
        this.afterChange = afterChange;
    }

    void newProject() {
        if (confirmDiscard()) {
            session.open(SampleProjects.testbed(), null);
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
            Project project = store.read(file);
            session.open(project, file);
            recent.add(file);
            afterChange.run();
            return true;
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "cannot open " + file, e);
            dialogs.error("Cannot open project", e.getMessage() == null ? e.toString() : e.getMessage(), null);
            return false;
        }
    }

    /** Opens an installed sample as a new, unsaved project (the installed copy stays untouched). */
    void openSample(InstalledSamples.Sample sample) {
        if (!confirmDiscard()) {
            return;
        }
        try {
            session.open(sample.load(), null);
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
        return dialogs.chooseSave(choice("Save project as")).map(this::saveTo).orElse(false);
    }

    private boolean saveTo(Path file) {
        try {
            store.write(session.project(), file);
            session.markSaved(file);
            recent.add(file);
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
