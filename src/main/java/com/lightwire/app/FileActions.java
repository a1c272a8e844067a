package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.ui.session.ProjectStore;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * New, Open, Save, Save As and Close: every way the open project is replaced or written, with the prompt before
 * unsaved work is dropped. A file that cannot be read shows its message and leaves the open project as it was.
 */
final class FileActions {

    private static final Logger LOG = Logger.getLogger(FileActions.class.getName());

    private final Window owner;
    private final Session session;
    private final ProjectStore store;
    private final RecentFiles recent;
    private final Runnable afterChange;

    FileActions(Window owner, Session session, ProjectStore store, RecentFiles recent, Runnable afterChange) {
        this.owner = owner;
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
        if (!confirmDiscard()) {
            return;
        }
        FileChooser chooser = chooser("Open project");
        var file = chooser.showOpenDialog(owner);
        if (file != null) {
            openFile(file.toPath());
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
            error("Cannot open project", e.getMessage() == null ? e.toString() : e.getMessage());
            return false;
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
        var file = chooser("Save project as").showSaveDialog(owner);
        return file != null && saveTo(file.toPath());
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
            error("Cannot save project", e.getMessage());
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
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "The project has unsaved changes.", save, discard,
                ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Save changes to " + session.projectName() + "?");
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return false;
        }
        return answer.get() == discard || save();
    }

    void error(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setHeaderText(header);
        alert.getDialogPane().setId("error-dialog");
        alert.showAndWait();
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Lightwire projects", "*.lightwire", "*.json",
                "*.lwp"));
        if (session.file() != null && session.file().toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(session.file().toAbsolutePath().getParent().toFile());
        }
        return chooser;
    }
}
