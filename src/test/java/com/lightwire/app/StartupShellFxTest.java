package com.lightwire.app;

import com.lightwire.ui.common.UserPreferences;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The start's first frame: the shell shows in the stage, in the remembered theme, with its note and no control (so no
 * style sheet), and the main window is built only after that frame has been laid out.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 40, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class StartupShellFxTest {

    /** A stage of its own: the primary stage of the test toolkit may carry another test's bound title. */
    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = new Stage();
    }

    @AfterEach
    void hide() throws Exception {
        WaitForAsyncUtils.asyncFx(stage::hide).get(10, TimeUnit.SECONDS);
    }

    @Test
    void theShellIsShownAndLaidOutBeforeTheWindowIsBuilt() throws Exception {
        UserPreferences prefs = UserPreferences.inMemory();
        prefs.put("theme", "DARK");
        AtomicReference<Scene> shell = new AtomicReference<>();
        boolean[] seen = new boolean[4];
        CountDownLatch built = new CountDownLatch(1);
        Platform.runLater(() -> {
            StartupShell.showThen(stage, new WindowLayout(prefs), "Opening x.json...", () -> {
                seen[0] = stage.isShowing();
                seen[1] = stage.getScene() == shell.get();
                seen[2] = ((javafx.scene.layout.Region) shell.get().getRoot()).getHeight() > 0;
                built.countDown();
            });
            shell.set(stage.getScene());
            seen[3] = built.getCount() == 0;
        });
        assertTrue(built.await(30, TimeUnit.SECONDS), "the build ran after the first frame");
        assertFalse(seen[3], "nothing was built while the shell was being shown");
        assertTrue(seen[0] && seen[1], "the shell was the showing scene when the build started");
        assertTrue(seen[2], "the shell had been sized for its frame before the build started");
        Scene scene = shell.get();
        assertEquals("Opening x.json...", ((Text) scene.lookup("#startup-note")).getText());
        assertEquals(Color.web("#0d1117"), scene.getFill(), "the dark theme's background");
        assertTrue(scene.getRoot().lookupAll(".control").isEmpty(), "no control, so no style sheet to read");
        assertEquals("Lightwire", stage.getTitle());
    }
}
