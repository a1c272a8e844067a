package com.lightwire.app;

import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FxDialogService;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.session.ProjectStore;
import javafx.stage.Stage;

import java.nio.file.Path;

/** Main windows for the TestFX tests: the app's views, in-memory preferences, and real or recorded dialogs. */
final class TestWindows {

    private TestWindows() {
    }

    /** A window with the app's views and real JavaFX dialogs. */
    static MainWindow create(Stage stage, ProjectStore store, Path recoveryFolder) {
        return create(stage, store, recoveryFolder, new FxDialogService(stage), UserPreferences.inMemory());
    }

    static MainWindow create(Stage stage, ProjectStore store, Path recoveryFolder, DialogService dialogs,
                             UserPreferences preferences) {
        return new MainWindow(stage, Views.registry(), new WindowServices(store, recoveryFolder, dialogs, preferences));
    }
}
