package com.lightwire.app;

import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import javafx.beans.InvalidationListener;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The last-resort handler in the real window: a bug planted in a session listener, on another thread, in a flood,
 * and inside the report itself. The dialogs are recorded, so each test sees exactly what the user would.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class LastResortFxTest {

    /** Records dialogs; the error dialog fails, as a broken dialog would, while {@code failing} is set. */
    private static final class Dialogs extends RecordingDialogs {
        private boolean failing;

        @Override
        public void error(String header, String message, String details) {
            super.error(header, message, details);
            if (failing) {
                throw new IllegalStateException("the dialog is broken too");
            }
        }
    }

    private final Dialogs dialogs = new Dialogs();
    private Path recoveryFolder;
    private MainWindow window;
    private LastResortHandler handler;

    @Start
    void start(Stage stage) throws IOException {
        recoveryFolder = Files.createTempDirectory("lw").resolve("recovery");
        window = TestWindows.create(stage, ProjectStores.standard(), recoveryFolder, dialogs,
                UserPreferences.inMemory());
        window.show(null);
        handler = window.installLastResortHandler();
    }

    @AfterEach
    void uninstall(FxRobot robot) {
        robot.interact(handler::uninstall);
    }

    private static IllegalStateException bug(String message) {
        return new IllegalStateException(message);
    }

    private void addPod(FxRobot robot) {
        robot.interact(() -> robot.lookup("#add-pod").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** This instance's recovery copy, the only one in the folder. */
    private Path onlyCopy() throws IOException {
        try (var files = Files.list(recoveryFolder)) {
            List<Path> copies = files.filter(f -> f.toString().endsWith(".lwp")).toList();
            assertEquals(1, copies.size(), copies.toString());
            return copies.get(0);
        }
    }

    @Test
    void aBugInASessionListenerShowsOneDialogAndTheProjectAndItsRecoveryCopyAreIntact(FxRobot robot)
            throws IOException {
        InvalidationListener planted = o -> {
            throw bug("planted listener bug");
        };
        robot.interact(() -> window.session().revisionProperty().addListener(planted));
        addPod(robot);
        List<RecordingDialogs.Shown> errors = dialogs.shown("error");
        assertEquals(1, errors.size());
        assertEquals("Lightwire hit a bug", errors.get(0).header());
        Path copy = onlyCopy();
        assertTrue(errors.get(0).message().contains("Your unsaved work is safe in the recovery copy " + copy),
                errors.get(0).message());
        assertTrue(errors.get(0).details().startsWith("java.lang.IllegalStateException: planted listener bug"),
                errors.get(0).details());
        assertEquals(5, window.session().project().cluster().podCount());
        assertEquals("Add pod", window.session().undoDescriptionProperty().get());
        assertEquals(5, ProjectStores.standard().read(copy).cluster().podCount());
        addPod(robot);
        assertEquals(6, window.session().project().cluster().podCount());
        assertEquals(1, dialogs.shown("error").size(), "the same bug again is counted, not shown again");
        assertEquals(1, handler.repeats());
    }

    @Test
    void aFloodOfOneBugOpensOneDialog(FxRobot robot) {
        robot.interact(() -> {
            for (int k = 0; k < 100; k++) {
                handler.uncaughtException(Thread.currentThread(), bug("flood " + k));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, dialogs.shown("error").size());
        assertTrue(dialogs.shown("error").get(0).details().contains("flood 0"));
        assertEquals(99, handler.repeats());
        assertEquals("You had no unsaved changes.", dialogs.shown("error").get(0).message()
                .replaceAll(".*what it was doing\\. ", "").replaceAll(" You can keep working.*", ""));
    }

    @Test
    void aBugOnAnotherThreadIsReportedOnTheFxThread(FxRobot robot) throws InterruptedException {
        Thread worker = new Thread(() -> {
            throw bug("background bug");
        }, "worker");
        worker.start();
        worker.join();
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, dialogs.shown("error").size());
        assertTrue(dialogs.shown("error").get(0).details().contains("background bug"));
        assertSame(handler, Thread.getDefaultUncaughtExceptionHandler());
    }

    @Test
    void aFailureWhileReportingIsLoggedAndTheNextBugIsStillReported(FxRobot robot) {
        dialogs.failing = true;
        robot.interact(() -> handler.uncaughtException(Thread.currentThread(), bug("first")));
        WaitForAsyncUtils.waitForFxEvents();
        dialogs.failing = false;
        robot.interact(() -> handler.uncaughtException(Thread.currentThread(), new IllegalArgumentException("second")));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("first", "second"), dialogs.shown("error").stream()
                .map(s -> s.details().lines().findFirst().orElseThrow().replaceAll(".*: ", "")).toList());
        addPod(robot);
        assertEquals(5, window.session().project().cluster().podCount(), "the window still works");
    }
}
