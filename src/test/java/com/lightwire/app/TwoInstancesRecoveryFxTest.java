package com.lightwire.app;

import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.session.AddPodEdit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Three sessions sharing one recovery folder, as three Lightwire instances would: one with unsaved work, one started
 * and closed beside it, and one started after the first crashed. Prompts are recorded.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class TwoInstancesRecoveryFxTest {

    private final RecordingDialogs dialogsA = new RecordingDialogs();
    private Path folder;
    private MainWindow first;

    @Start
    void start(Stage stage) throws IOException {
        folder = Files.createTempDirectory("lw").resolve("recovery");
        first = TestWindows.create(stage, ProjectStores.standard(), folder, dialogsA, UserPreferences.inMemory());
        first.show(null);
    }

    private MainWindow startAnother(FxRobot robot, DialogService dialogs) {
        AtomicReference<MainWindow> window = new AtomicReference<>();
        robot.interact(() -> {
            window.set(TestWindows.create(new Stage(), ProjectStores.standard(), folder, dialogs,
                    UserPreferences.inMemory()));
            window.get().show(null);
        });
        return window.get();
    }

    private List<Path> copies() throws IOException {
        try (var files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".lwp")).toList();
        }
    }

    @Test
    void aSecondSessionLeavesTheFirstsWorkAloneAndAThirdRestoresItAfterTheFirstCrashed(FxRobot robot)
            throws IOException {
        robot.interact(() -> {
            first.session().perform(AddPodEdit.automatic());
            first.writeRecovery();
        });
        List<Path> firstCopy = copies();
        assertEquals(1, firstCopy.size());

        RecordingDialogs dialogsB = new RecordingDialogs();
        MainWindow second = startAnother(robot, dialogsB);
        assertEquals(List.of(), dialogsB.shown(), "the first session is alive: nothing is offered");
        robot.interact(() -> {
            assertTrue(second.exitAllowed());
            second.shutdown();
        });
        assertEquals(firstCopy, copies());
        assertEquals(5, ProjectStores.standard().read(firstCopy.get(0)).cluster().podCount(), "the copy is intact");

        robot.interact(first::shutdown);
        assertEquals(firstCopy, copies(), "a crash leaves the copy, its lock let go");

        RecordingDialogs dialogsC = new RecordingDialogs().answerConfirm(true);
        MainWindow third = startAnother(robot, dialogsC);
        List<RecordingDialogs.Shown> prompts = dialogsC.shown("confirm");
        assertEquals(1, prompts.size());
        assertTrue(prompts.get(0).message().contains("• testbed-128, never saved, last written "),
                prompts.get(0).message());
        assertEquals(5, third.session().project().cluster().podCount(), "the first session's edit is restored");
        assertTrue(third.session().isDirty());
        assertFalse(Files.exists(firstCopy.get(0)), "the restored copy is removed");

        dialogsC.answerSave(DialogService.SaveChoice.DISCARD);
        robot.interact(() -> {
            assertTrue(third.exitAllowed());
            third.shutdown();
        });
        try (var files = Files.list(folder)) {
            assertEquals(List.of(), files.toList(), "every instance that exited normally took its copy and lock");
        }
    }
}
