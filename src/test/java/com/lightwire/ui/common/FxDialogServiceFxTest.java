package com.lightwire.ui.common;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JavaFX dialogs themselves, driven headless: the error dialog with details and Copy, and a yes/no question. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 30, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class FxDialogServiceFxTest {

    private static final String TRACE = "java.lang.IllegalStateException: planted\n\tat a.B.c(B.java:1)\n";
    private FxDialogService dialogs;

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new Pane(), 300, 200));
        stage.show();
        dialogs = new FxDialogService(stage);
    }

    @Test
    void theErrorDialogFoldsTheDetailsAwayAndCopiesThemWithoutClosing(FxRobot robot) {
        Platform.runLater(() -> dialogs.error("Lightwire hit a bug", "Your work is safe.", TRACE));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertEquals("Lightwire hit a bug", pane.getHeaderText());
        assertEquals("Your work is safe.", pane.getContentText());
        assertFalse(pane.isExpanded(), "the details start folded away");
        assertEquals(TRACE, ((TextArea) pane.getExpandableContent()).getText());
        Button copy = robot.lookup("#error-copy").queryButton();
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> {
            copy.fire();
            copied.set(Clipboard.getSystemClipboard().getString());
        });
        assertEquals(TRACE, copied.get());
        assertEquals("Copied", copy.getText());
        javafx.stage.Window window = pane.getScene().getWindow();
        assertTrue(window.isShowing(), "Copy leaves the dialog open");
        robot.interact(() -> ((Button) pane.lookupButton(ButtonType.OK)).fire());
        assertFalse(window.isShowing());
    }

    @Test
    void anErrorWithoutDetailsHasNoCopyButtonAndConfirmAnswersYesOrNo(FxRobot robot) {
        List<Boolean> answers = new ArrayList<>();
        Platform.runLater(() -> {
            dialogs.error("Cannot open project", "bad.lwp: line 3", null);
            answers.add(dialogs.confirm("Restore unsaved work?", "Restore?"));
        });
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane error = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertTrue(robot.lookup("#error-copy").tryQuery().isEmpty());
        robot.interact(() -> ((Button) error.lookupButton(ButtonType.OK)).fire());
        DialogPane question = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertEquals("Restore unsaved work?", question.getHeaderText());
        robot.interact(() -> ((Button) question.lookupButton(ButtonType.NO)).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(false), answers);
    }
}
