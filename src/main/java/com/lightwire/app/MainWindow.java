package com.lightwire.app;

import com.lightwire.core.task.LaneTaskRunner;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.ui.bom.BomExports;
import com.lightwire.ui.bom.BomView;
import com.lightwire.ui.bom.BomViewModel;
import com.lightwire.ui.bom.LabelsModel;
import com.lightwire.ui.common.TaskStatusBar;
import com.lightwire.ui.common.TaskStatusModel;
import com.lightwire.ui.common.ViewExport;
import com.lightwire.ui.common.WorkspaceView;
import com.lightwire.ui.fabric.FabricView;
import com.lightwire.ui.fabric.FabricViewModel;
import com.lightwire.ui.inspector.Inspector;
import com.lightwire.ui.problems.ProblemsView;
import com.lightwire.ui.problems.ProblemsViewModel;
import com.lightwire.ui.session.ProjectStore;
import com.lightwire.ui.session.RecoveryCopy;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.topology.TopologyView;
import com.lightwire.ui.topology.TopologyViewModel;
import com.lightwire.ui.tree.ProjectTreeView;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The main window: menus, the project tree, the views as tabs, the inspector, the Problems list and the status bar
 * with background-task progress and Cancel. Owns the session and wires the views to it; holds no editing logic.
 */
public final class MainWindow {

    private static final Logger LOG = Logger.getLogger(MainWindow.class.getName());

    private final Stage stage;
    private final Session session = new Session(SampleProjects.testbed());
    private final Selection selection = new Selection();
    private final TaskRunner runner = LaneTaskRunner.forThisMachine(session::revision, Platform::runLater);
    private final TaskStatusModel tasks = new TaskStatusModel(runner);
    private final RecentFiles recent = new RecentFiles();
    private final FileActions files;
    private final RecoveryCopy recovery;
    private final TabPane tabs = new TabPane();
    private final List<WorkspaceView> views = new ArrayList<>();
    private final Scene scene;
    private Timeline recoveryTimer;

    public MainWindow(Stage stage, ProjectStore store, Path recoveryFile) {
        this.stage = stage;
        this.files = new FileActions(stage, session, store, recent, this::afterFileChange);
        this.recovery = new RecoveryCopy(recoveryFile, store);
        addView(new FabricView(session, new FabricViewModel(session, selection)));
        addView(new TopologyView(new TopologyViewModel(session, runner)));
        BomViewModel bom = new BomViewModel(session, BomViewModel.shippedCatalog());
        LabelsModel labels = new LabelsModel(session);
        addView(new BomView(bom, labels, new BomExports(bom, labels, runner)));
        tabs.setId("views");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        BorderPane root = new BorderPane();
        root.setTop(new MainMenus(this).build());
        root.setCenter(body());
        root.setBottom(new TaskStatusBar(tasks));
        var screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        scene = new Scene(root, Math.min(1400, screen.getWidth()), Math.min(900, screen.getHeight()));
        Themes.apply(scene, false);
        stage.titleProperty().bind(session.titleProperty());
        stage.setScene(scene);
        stage.setOnCloseRequest(e -> {
            if (!exitAllowed()) {
                e.consume();
            }
        });
    }

    /** Shows the window on {@code file}, or on the built-in project; first offers a recovery copy left by a crash. */
    public void show(Path file) {
        stage.show();
        if (!offerRecovery() && file != null) {
            files.openFile(file);
        }
        recoveryTimer = new Timeline(new KeyFrame(Duration.seconds(RecoveryCopy.INTERVAL_SECONDS),
                e -> writeRecovery()));
        recoveryTimer.setCycleCount(Timeline.INDEFINITE);
        recoveryTimer.play();
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

    RecentFiles recent() {
        return recent;
    }

    Stage stage() {
        return stage;
    }

    /** The view of the selected tab. */
    WorkspaceView currentView() {
        int index = tabs.getSelectionModel().getSelectedIndex();
        return views.get(Math.max(0, index));
    }

    void setDarkTheme(boolean dark) {
        Themes.apply(scene, dark);
        views.forEach(v -> v.setDark(dark));
    }

    void exportView(boolean svg) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export " + currentView().title() + (svg ? " as SVG" : " as PNG"));
        chooser.getExtensionFilters().add(svg ? new FileChooser.ExtensionFilter("SVG", "*.svg")
                : new FileChooser.ExtensionFilter("PNG", "*.png"));
        var file = chooser.showSaveDialog(stage);
        if (file != null) {
            exportView(file.toPath(), svg);
        }
    }

    /** Writes the current view to {@code file}; a failure is shown, never thrown. */
    public void exportView(Path file, boolean svg) {
        try {
            if (svg) {
                ViewExport.svg(currentView(), file);
            } else {
                ViewExport.png(currentView(), file);
            }
            tasks.post("Exported " + file.getFileName());
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "export failed", e);
            files.error("Cannot export the view", e.getMessage());
        }
    }

    boolean exitAllowed() {
        if (!files.confirmDiscard()) {
            return false;
        }
        discardRecovery();
        return true;
    }

    void shutdown() {
        runner.close();
        if (recoveryTimer != null) {
            recoveryTimer.stop();
        }
    }

    private void addView(WorkspaceView view) {
        views.add(view);
        Tab tab = new Tab(view.title(), view.node());
        tab.setId("tab-" + view.title().toLowerCase(java.util.Locale.ROOT));
        tab.selectedProperty().addListener((obs, was, now) -> view.setShowing(now));
        view.setShowing(tab.isSelected());
        tabs.getTabs().add(tab);
    }

    private SplitPane body() {
        ProblemsViewModel problems = new ProblemsViewModel(session);
        ProblemsView problemsView = new ProblemsView(problems, selection);
        Label problemsTitle = new Label(problems.summary());
        problemsTitle.setId("problems-title");
        problems.problems().addListener((javafx.collections.ListChangeListener<Object>) c ->
                problemsTitle.setText(problems.summary()));
        problemsView.setTop(problemsTitle);
        SplitPane centre = new SplitPane(viewsOrEmptyState(), problemsView);
        centre.setOrientation(javafx.geometry.Orientation.VERTICAL);
        centre.setDividerPositions(0.8);
        SplitPane body = new SplitPane(new ProjectTreeView(session, selection), centre, new Inspector(session, selection));
        body.setDividerPositions(0.16, 0.78);
        return body;
    }

    /** The views, or in their place a note while the project has no cluster (their content needs one). */
    private StackPane viewsOrEmptyState() {
        Label empty = new Label("This project has no cluster: the Fabric, Topology and BOM views need one.");
        empty.setId("no-cluster");
        Runnable sync = () -> {
            boolean hasCluster = session.project().hasCluster();
            tabs.setVisible(hasCluster);
            empty.setVisible(!hasCluster);
        };
        session.revisionProperty().addListener(o -> sync.run());
        sync.run();
        return new StackPane(tabs, empty);
    }

    private void afterFileChange() {
        if (session.project().hasCluster()) {
            views.forEach(WorkspaceView::fit);
        }
        discardRecovery();
    }

    /** Offers the recovery copy a crashed run left; true when the user restored it. */
    private boolean offerRecovery() {
        if (!recovery.exists()) {
            return false;
        }
        try {
            var project = recovery.leftOver().orElseThrow();
            Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Lightwire did not close normally last time. "
                    + "Restore the unsaved work of " + (project.hasCluster() ? project.cluster().name() : "an untitled project")
                    + "?", ButtonType.YES, ButtonType.NO);
            alert.initOwner(stage);
            alert.setHeaderText("Restore unsaved work?");
            boolean restore = alert.showAndWait().filter(b -> b == ButtonType.YES).isPresent();
            if (restore) {
                session.perform(new com.lightwire.ui.session.RestoreEdit(project));
            }
            recovery.discard();
            return restore;
        } catch (IOException e) {
            LOG.log(Level.WARNING, "unreadable recovery copy", e);
            return false;
        }
    }

    private void writeRecovery() {
        try {
            recovery.update(session);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot write the recovery copy", e);
        }
    }

    private void discardRecovery() {
        try {
            recovery.discard();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot delete the recovery copy", e);
        }
    }
}
