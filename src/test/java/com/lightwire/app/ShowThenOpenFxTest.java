package com.lightwire.app;

import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The app's start: the window shows first and the project named on the command line is read in the background. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class ShowThenOpenFxTest {

    @TempDir
    Path dir;

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private void showThenOpen(Path file) throws Exception {
        CountDownLatch opened = new CountDownLatch(1);
        boolean[] showingFirst = new boolean[1];
        Platform.runLater(() -> {
            window = new MainWindow(stage, Views.registry(), new WindowServices(ProjectStores.standard(),
                    dir.resolve("recovery.lwp"), dialogs, UserPreferences.inMemory()));
            window.showThenOpen(file, () -> {
                showingFirst[0] = stage.isShowing();
                opened.countDown();
            });
        });
        assertTrue(opened.await(30, TimeUnit.SECONDS), "the project-open callback ran");
        assertTrue(showingFirst[0], "the window was showing when the project opened");
    }

    @Test
    void theFileIsOpenedIntoTheSessionAfterTheWindowShows() throws Exception {
        Path file = Files.copy(Path.of("samples/testbed-128/project.json"), dir.resolve("mine.json"));
        showThenOpen(file);
        assertEquals(file, window.session().file());
        assertFalse(window.session().isDirty());
        assertTrue(dialogs.shown().isEmpty(), dialogs.shown().toString());
    }

    @Test
    void anUnreadableFileIsReportedAndTheBuiltInProjectStays() throws Exception {
        showThenOpen(dir.resolve("missing.json"));
        assertNull(window.session().file());
        assertEquals(1, dialogs.shown("error").size(), dialogs.shown().toString());
        assertEquals("Cannot open project", dialogs.shown("error").get(0).header());
    }
}
