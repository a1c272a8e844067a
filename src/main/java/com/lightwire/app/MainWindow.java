package com.lightwire.app;

import com.lightwire.core.task.LaneTaskRunner;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.figure.Size;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.ElementInspectors;
import com.lightwire.ui.common.ExportSize;
import com.lightwire.ui.common.FileChoice;
import com.lightwire.ui.common.Findable;
import com.lightwire.ui.common.ImageExportable;
import com.lightwire.ui.common.PrintPreviewable;
import com.lightwire.ui.common.TaskStatusBar;
import com.lightwire.ui.common.TaskStatusModel;
import com.lightwire.ui.common.Theme;
import com.lightwire.ui.common.ViewContext;
import com.lightwire.ui.common.ViewExport;
import com.lightwire.ui.common.ViewRegistry;
import com.lightwire.ui.common.Zoomable;
import com.lightwire.ui.inspector.BuiltInInspectors;
import com.lightwire.ui.inspector.Inspector;
import com.lightwire.ui.present.DeckActions;
import com.lightwire.ui.problems.ProblemsView;
import com.lightwire.ui.problems.ProblemsViewModel;
import com.lightwire.ui.session.RecoveryFolder;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.tree.ProjectTreeView;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.io.IOException;
import java.nio.file.Path;
import com.lightwire.model.Project;
import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The main window: menus, the project tree, the views of a {@link ViewRegistry} as tabs, the inspector, the Problems
 * list and the status bar with background-task progress and Cancel. Owns the session, hands every view the same
 * {@link ViewContext}, and remembers its layout; holds no editing logic and knows no view by name.
 */
public final class MainWindow {

    private static final Logger LOG = Logger.getLogger(MainWindow.class.getName());

    private final Stage stage;
    private final Session session = new Session(SampleProjects.testbed());
    private final Selection selection = new Selection();
    private final TaskRunner runner = LaneTaskRunner.forThisMachine(session::revision, Platform::runLater);
    private final TaskStatusModel tasks = new TaskStatusModel(runner);
    private final ReadOnlyObjectWrapper<Theme> theme = new ReadOnlyObjectWrapper<>(this, "theme", Theme.LIGHT);
    private final DialogService dialogs;
    private final WindowLayout layout;
    private final RecentFiles recent;
    private final FileActions files;
    private final ImportActions imports;
    private final WindowRecovery recovery;
    private final ViewTabs tabs;
    private final ProblemsDock dock;
    private final SplitPane body;
    private final ViewContext context;
    private final DeckActions deck;

    public MainWindow(Stage stage, ViewRegistry views, WindowServices services) {
        this.stage = stage;
        this.dialogs = services.dialogs();
        this.layout = new WindowLayout(services.preferences());
        this.recent = new RecentFiles(services.preferences());
        this.files = new FileActions(dialogs, session, services.store(), recent, this::afterFileChange, tasks::post);
        this.imports = new ImportActions(dialogs, session, tasks::post);
        this.recovery = new WindowRecovery(new RecoveryFolder(services.recoveryFolder(), services.store()), session,
                dialogs);
        theme.set(layout.theme());
        Themes.useUserAgent(theme.get());
        ElementInspectors inspectors = new ElementInspectors();
        BuiltInInspectors.all().forEach(inspectors::add);
        context = new ViewContext(session, selection, runner, tasks, dialogs, theme.getReadOnlyProperty(),
                services.preferences(), inspectors);
        tabs = new ViewTabs(views, context);
        deck = new DeckActions(new PresenterHost(this), () -> stage);
        tabs.select(layout.view(views.views().get(0).id()));
        tabs.currentProperty().addListener((obs, old, now) -> layout.rememberView(tabs.currentId()));
        files.openOtherKindsWith(new TrainingFileOpener(session, tabs)::open);
        ProblemsViewModel problems = new ProblemsViewModel(session);
        dock = new ProblemsDock(tabs.pane(), problems, new ProblemsView(problems, selection));
        dock.setDivider(layout.divider("problems", 0.8));
        body = new SplitPane(new ProjectTreeView(session, selection), dock, new Inspector(session, selection,
                inspectors, dialogs));
        body.setId("body");
        body.setDividerPositions(0.15, 0.80); // at 1600 px the view tabs show their full titles (TabTitles)
        layout.placeDividers("body", body);
        BorderPane root = new BorderPane(body, new MainMenus(this).build(), null, new TaskStatusBar(tasks), null);
        Rectangle2D bounds = layout.bounds();
        Scene scene = new Scene(root, bounds.getWidth(), bounds.getHeight());
        Themes.apply(scene, theme.get());
        theme.addListener((obs, old, now) -> {
            Themes.apply(scene, now);
            layout.rememberTheme(now);
        });
        stage.titleProperty().bind(session.titleProperty());
        stage.setScene(scene);
        layout.place(stage);
        stage.setOnCloseRequest(e -> {
            if (!exitAllowed()) {
                e.consume();
            }
        });
    }

    /**
     * Shows the window on {@code file}, or on the built-in project; first offers a recovery copy left by a crash. The
     * file is read before this returns (tests rely on it); the app uses {@link #showThenOpen} instead.
     */
    public void show(Path file) {
        stage.show();
        if (!recovery.offer() && file != null) {
            files.openFile(file);
        }
        recovery.startTimer();
    }

    /**
     * Shows the window at once and reads {@code file} (when given and no recovery copy is restored) in the
     * background, so a large project does not hold back the first frame; runs {@code projectOpen} on the FX thread
     * once the project is open (or failed to open).
     */
    public void showThenOpen(Path file, Runnable projectOpen) {
        stage.show();
        if (!recovery.offer() && file != null) {
            tasks.post("Opening " + file.getFileName() + "...");
            files.openInBackground(file, Platform::runLater, projectOpen);
        } else {
            projectOpen.run();
        }
        recovery.startTimer();
    }

    /**
     * Makes a {@link LastResortHandler} that secures the work in the recovery copy and reports through this
     * window's dialogs, and installs it; call on the FX thread, and {@link LastResortHandler#uninstall()} at the end.
     */
    LastResortHandler installLastResortHandler() {
        LastResortHandler handler = new LastResortHandler(recovery::secureWork, dialogs);
        handler.install();
        return handler;
    }

    Session session() {
        return session;
    }

    Selection selection() {
        return selection;
    }

    FileActions files() {
        return files;
    }

    ImportActions imports() {
        return imports;
    }

    RecentFiles recent() {
        return recent;
    }

    DialogService dialogs() {
        return dialogs;
    }

    ViewTabs tabs() {
        return tabs;
    }

    /** The context every view was built from (the presenter restores views through it). */
    ViewContext context() {
        return context;
    }

    /** Presenter mode, the deck editor and deck exports. */
    DeckActions deck() {
        return deck;
    }

    ProblemsDock problemsDock() {
        return dock;
    }

    ReadOnlyObjectProperty<Theme> themeProperty() {
        return theme.getReadOnlyProperty();
    }

    void setTheme(Theme chosen) {
        theme.set(chosen);
    }

    /**
     * File &gt; Export View: asks where (beside the project file when there is one), then at what size (the view's own size offered; a width and height, a width
     * or a percentage may be typed), and writes the current view.
     */
    void exportView(boolean svg) {
        if (!(tabs.current() instanceof ImageExportable view)) {
            return;
        }
        String kind = svg ? "SVG" : "PNG";
        FileChoice choice = FileChoice.of("Export " + tabs.currentDescriptor().title() + " as " + kind, kind,
                svg ? "*.svg" : "*.png");
        Path project = session.file() == null ? null : session.file().toAbsolutePath().getParent();
        // walk-through: the chooser opened in the folder the app was started from, not beside the project
        dialogs.chooseSave(project == null ? choice : choice.in(project)).ifPresent(file -> {
                    Size natural = ViewExport.naturalSize(view, svg);
                    dialogs.input("Export size", "Width x height in pixels, a width, or a percentage:",
                            ExportSize.format(natural)).ifPresent(text -> {
                                try {
                                    exportView(file, svg, ExportSize.parse(text, natural));
                                } catch (IllegalArgumentException e) {
                                    dialogs.error("Cannot export the view", e.getMessage(), null);
                                }
                            });
                });
    }

    /** Writes the current view, when it can be exported, to {@code file} at its own size. */
    public void exportView(Path file, boolean svg) {
        exportView(file, svg, ExportSize.NATURAL);
    }

    /** Writes the current view, when it can be exported, to {@code file} at {@code size}; failures are shown. */
    public void exportView(Path file, boolean svg, ExportSize size) {
        if (!(tabs.current() instanceof ImageExportable view)) {
            return;
        }
        try {
            ViewExport.write(view, file, svg, size);
            tasks.post("Exported " + file.getFileName());
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "export failed", e);
            dialogs.error("Cannot export the view", e.getMessage(), null);
        }
    }

    /** Asks what to find in the current view and reports in the status bar what was found. */
    void find() {
        if (tabs.current() instanceof Findable view) {
            dialogs.input("Find", view.findPrompt(), "").filter(text -> !text.isBlank())
                    .ifPresent(text -> tasks.post(view.find(text)));
        }
    }

    void printPreview() {
        if (tabs.current() instanceof PrintPreviewable view) {
            try {
                dialogs.preview(view.printPreview());
            } catch (IOException e) {
                LOG.log(Level.INFO, "print preview failed", e);
                dialogs.error("Cannot show the print preview", e.getMessage(), null);
            }
        }
    }

    boolean exitAllowed() {
        if (!files.confirmDiscard()) {
            return false;
        }
        rememberLayout();
        recovery.discard();
        return true;
    }

    /** Stores the window's bounds and divider positions (the view and theme are stored as they change). */
    void rememberLayout() {
        layout.rememberStage(stage);
        layout.rememberDividers("body", body);
        layout.rememberDivider("problems", dock.divider());
    }

    /** Writes this instance's recovery copy now, as the timer does. */
    void writeRecovery() {
        recovery.write();
    }

    void shutdown() {
        runner.close();
        recovery.close();
    }

    private void afterFileChange() {
        showStudyOfClusterlessProject();
        tabs.shownViews(session.project()).stream().filter(Zoomable.class::isInstance)
                .forEach(v -> ((Zoomable) v).fit());
        recovery.discard();
    }

    /**
     * A project without a cluster (a study alone) opens on the view of its first study (walk-through:
     * spectra-benchmark-64 opened on the Fabric tab, which only said that it needs a cluster); a project with a
     * cluster keeps the view in front.
     */
    private void showStudyOfClusterlessProject() {
        Project project = session.project();
        if (!project.hasCluster()) {
            project.studies().stream().map(s -> Views.STUDY_VIEWS.get(s.kind())).filter(Objects::nonNull)
                    .findFirst().ifPresent(tabs::select);
        }
    }
}
