package com.lightwire.app;

import com.lightwire.model.Project;
import com.lightwire.ui.inspector.Inspector;
import com.lightwire.ui.session.AddPodEdit;
import com.lightwire.ui.session.SampleProjects;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.controlsfx.control.PropertySheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Starts the real window (Monocle) with a crash-recovery copy present, and edits radixes in the inspector. Buttons are
 * fired on their nodes rather than clicked by the robot, so the tests do not depend on where the window sits.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class RecoveryAndRadixesFxTest {

    private MainWindow window;
    private Path recoveryFolder;
    private Path crashedCopy;

    @Start
    void start(Stage stage) throws IOException {
        recoveryFolder = Files.createTempDirectory("lw").resolve("recovery");
        crashedCopy = recoveryFolder.resolve("crashed-instance.lwp");
        window = TestWindows.create(stage, ProjectStores.standard(), recoveryFolder);
    }

    /** Shows the window as the app does at start-up, which may open the recovery prompt (a nested event loop). */
    private void showWindow() {
        Platform.runLater(() -> window.show(null));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void answer(FxRobot robot, ButtonType answer) {
        DialogPane prompt = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertEquals("Restore unsaved work?", prompt.getHeaderText());
        assertTrue(prompt.getContentText().contains("• testbed-128, never saved, last written "),
                prompt.getContentText());
        robot.interact(() -> ((Button) prompt.lookupButton(answer)).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The copy an instance that crashed left: no live instance holds its lock. */
    private void writeRecoveryCopyWithFivePods() throws IOException {
        Project crashed = AddPodEdit.automatic().apply(SampleProjects.testbed());
        Files.createDirectories(recoveryFolder);
        ProjectStores.standard().write(crashed, crashedCopy);
    }

    @Test
    void aRecoveryCopyLeftByACrashIsOfferedAndRestoringLoadsItAsUnsavedUndoableWork(FxRobot robot) throws IOException {
        writeRecoveryCopyWithFivePods();
        showWindow();
        answer(robot, ButtonType.YES);
        var session = window.session();
        assertEquals(5, session.project().cluster().podCount());
        assertTrue(session.isDirty());
        assertEquals("Restore unsaved work", session.undoDescriptionProperty().get());
        assertFalse(Files.exists(crashedCopy), "the copy is consumed");
        robot.interact(session::undo);
        assertEquals(4, session.project().cluster().podCount());
    }

    @Test
    void decliningTheRecoveryCopyKeepsTheBuiltInProjectAndDeletesTheCopy(FxRobot robot) throws IOException {
        writeRecoveryCopyWithFivePods();
        showWindow();
        answer(robot, ButtonType.NO);
        assertEquals(4, window.session().project().cluster().podCount());
        assertFalse(window.session().isDirty());
        assertFalse(Files.exists(crashedCopy));
    }

    @Test
    void withoutARecoveryCopyNoPromptIsShown(FxRobot robot) {
        showWindow();
        assertTrue(robot.lookup(".dialog-pane").tryQuery().isEmpty());
    }

    @Test
    void editingKLeafInTheInspectorRebuildsTheOcsGroupsAsOneUndoableEdit(FxRobot robot) {
        showWindow();
        PropertySheet sheet = (PropertySheet) robot.lookup("#inspector").queryAs(Inspector.class)
                .getCenter();
        PropertySheet.Item kLeaf = sheet.getItems().stream().filter(i -> i.getName().equals("K_leaf")).findFirst()
                .orElseThrow();
        robot.interact(() -> kLeaf.setValue(7));
        assertEquals("K_leaf must be even; it is 7", robot.lookup("#problem-K_leaf").queryAs(Label.class).getText());
        assertEquals(4, window.session().project().cluster().groups().size());
        robot.interact(() -> kLeaf.setValue(12));
        assertEquals("", robot.lookup("#problem-K_leaf").queryAs(Label.class).getText());
        assertEquals(6, window.session().project().cluster().groups().size());
        assertTrue(window.session().undoDescriptionProperty().get().startsWith("Change radixes to K_leaf=12"));
        robot.interact(window.session()::undo);
        assertEquals(4, window.session().project().cluster().groups().size());
    }
}
