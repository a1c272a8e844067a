package com.lightwire.app;

import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.FxDialogService;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.session.ProjectStore;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.Objects;

/**
 * What the main window takes from outside: where projects are read and written, where the crash-recovery copies
 * live, the dialogs and the user's preferences. Tests pass a malformed store, a temporary folder, a recording
 * dialog fake and in-memory preferences.
 *
 * @param store        reads and writes project files
 * @param recoveryFolder the folder every instance writes its recovery copy to while there are unsaved changes
 * @param dialogs      every dialog the window and its views show
 * @param preferences  window layout, theme and recent files
 */
public record WindowServices(ProjectStore store, Path recoveryFolder, DialogService dialogs,
                             UserPreferences preferences) {

    public WindowServices {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(recoveryFolder, "recoveryFolder");
        Objects.requireNonNull(dialogs, "dialogs");
        Objects.requireNonNull(preferences, "preferences");
    }

    /** The app's own: JavaFX dialogs owned by {@code owner} and preferences stored for the user. */
    static WindowServices forApp(ProjectStore store, Path recoveryFolder, Window owner) {
        return new WindowServices(store, recoveryFolder, new FxDialogService(owner), new StoredPreferences());
    }
}
