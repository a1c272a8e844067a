package com.lightwire.app;

import com.lightwire.figure.deck.Slide;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;
import com.lightwire.ui.common.FxDialogService;
import com.lightwire.ui.common.UserPreferences;
import com.lightwire.ui.present.DeckEdit;
import com.lightwire.ui.present.PresenterStage;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each animated step of issue 15 item 3 presented from a deck in the real window: the step restores its view, the
 * animation's phases arrive (after the background solve, simulation or placement), Right and Left walk one phase
 * each way, and the slide's phase line says what the phase adds. With {@code -Dpresent.shots=DIR} the presenter's
 * slide mid-animation is written there as a PNG.
 */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 120, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class AnimatedStepsFxTest {

    @TempDir
    static Path dir;

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        UserPreferences preferences = UserPreferences.inMemory();
        preferences.put("present.secondsPerPhase", "5");
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"),
                new FxDialogService(stage), preferences);
        window.show(null);
    }

    private PresenterStage presenter() {
        return window.deck().presenter();
    }

    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> presenter().stage().getScene().getRoot().fireEvent(new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false)));
    }

    private static TreeMap<String, String> state(String pairs) {
        TreeMap<String, String> out = new TreeMap<>();
        for (String pair : pairs.split(";")) {
            String[] kv = pair.split("=", 2);
            out.put(kv[0], kv[1]);
        }
        return out;
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "samples/spectra-cases/project.json | decomposition | study=C7;animate=true | 1 of 3 permutations peeled off",
        "samples/spectra-cases/project.json | schedule | study=C7;solved=true;animate=true | t = ",
        "samples/lumos-testbed/project.json | cluster-simulation | tab=playback;simulated=true;animate=true | event 3 of 100",
        "samples/hbd-8/project.json | hbd | animate=true | TP groups 1 of 2 formed",
        "samples/delta-worked/dag.json | dag | animate=true | Critical 1 of "})
    void anAnimatedStepPlaysAndStepsPhaseByPhase(String sample, String view, String recorded, String secondPhase,
                                                 FxRobot robot) throws Exception {
        Path file = dir.resolve(view + "-" + Path.of(sample).getFileName());
        Files.copy(Path.of(sample), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        robot.interact(() -> window.files().openFile(file));
        Deck deck = new Deck(List.of(new DeckStep(new ViewState(view, null, state(recorded)), "Animated " + view,
                "")));
        robot.interact(() -> window.session().perform(new DeckEdit("Put the test deck", d -> deck)));
        robot.interact(() -> window.deck().present());
        assertNotNull(presenter(), "presenting");
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> presenter().model().phases() > 2);
        while (presenter().model().phase() > 0) {
            key(robot, KeyCode.LEFT);
        }
        key(robot, KeyCode.RIGHT);
        assertEquals(1, presenter().model().phase());
        assertTrue(presenter().slide().phase().contains(secondPhase), presenter().slide().phase());
        String second = presenter().slide().phase();
        key(robot, KeyCode.RIGHT);
        key(robot, KeyCode.LEFT);
        assertEquals(1, presenter().model().phase(), "Left walks back one phase");
        assertEquals(second, presenter().slide().phase());
        int middle = presenter().model().phases() / 2;
        while (presenter().model().phase() < middle) {
            key(robot, KeyCode.RIGHT);
        }
        Slide shown = presenter().slide();
        assertNotNull(shown.figure());
        shoot(robot, view);
        key(robot, KeyCode.ESCAPE);
    }

    private void shoot(FxRobot robot, String view) throws IOException {
        String folder = System.getProperty("present.shots");
        if (folder == null) {
            return;
        }
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = presenter().stage().getScene().snapshot(null));
        Path png = Path.of(folder).resolve("present-" + view + ".png");
        Files.createDirectories(png.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(shot[0], null), "png", png.toFile());
    }
}
