package com.lightwire.app;

import com.lightwire.figure.fabric.FabricFigure;
import com.lightwire.figure.deck.Slide;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;
import com.lightwire.ui.bom.BomView;
import com.lightwire.ui.fabric.FabricView;
import com.lightwire.ui.present.DeckEdit;
import com.lightwire.ui.present.PresenterStage;
import com.lightwire.ui.topology.TopologyView;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Presents a deck in the real window headless: F5, every navigation key, what each step shows, Esc. */
@ExtendWith(ApplicationExtension.class)
@org.junit.jupiter.api.Timeout(value = 90, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
class PresenterFxTest {

    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("recovery"));
        window.show(null);
    }

    private static TreeMap<String, String> state(String... pairs) {
        TreeMap<String, String> out = new TreeMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put(pairs[i], pairs[i + 1]);
        }
        return out;
    }

    private static final Camera ZOOMED = new Camera(10, 20, 300, 200);

    /** Four steps: the floor, one group's cable zoomed, the ring realized, a label; the wiring step animated. */
    private String label;

    /** The id of the sixth label the BOM view lists (a real one of the built-in testbed). */
    private String sixthLabel(FxRobot robot) {
        robot.interact(() -> window.tabs().select("bom"));
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<com.lightwire.core.labels.CableLabel> list = robot.lookup("#label-list")
                .queryAs(javafx.scene.control.ListView.class);
        String id = list.getItems().get(5).id();
        robot.interact(() -> window.tabs().select("fabric"));
        return id;
    }

    private void putDeck(FxRobot robot) {
        label = sixthLabel(robot);
        Deck deck = new Deck(List.of(
                new DeckStep(new ViewState("fabric", null, state("animate", "true")), "Pods, then the wiring", "n1"),
                new DeckStep(new ViewState("fabric", ZOOMED, state("group", "1", "cable", "5")), "One split fiber", ""),
                new DeckStep(new ViewState("topology", null, state("topology", "ring, 4 links per hop", "group", "2",
                        "realize", "true")), "A ring realized", ""),
                new DeckStep(new ViewState("bom", null, state("label", label)),
                        "Labels", "")));
        robot.interact(() -> window.session().perform(new DeckEdit("Put the test deck", d -> deck)));
    }

    private PresenterStage presenter() {
        return window.deck().presenter();
    }

    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> presenter().stage().getScene().getRoot().fireEvent(new javafx.scene.input.KeyEvent(
                javafx.scene.input.KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false)));
    }

    @Test
    void f5PresentsTheDeckAndEveryStepShowsWhatItRecorded(FxRobot robot) throws Exception {
        putDeck(robot);
        robot.press(KeyCode.F5).release(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(presenter(), "F5 opened the presenter");
        assertTrue(presenter().stage().isFullScreen());
        Slide first = presenter().slide();
        assertEquals("Pods, then the wiring", first.caption());
        assertEquals("1 / 4", first.counter());
        assertInstanceOf(FabricFigure.class, first.figure());
        assertEquals(5, presenter().model().phases(), "the floor, then 4 OCS groups wired one by one");
        assertEquals("n1", first.notes(), "notes travel with the slide (drawn on handouts only)");

        key(robot, KeyCode.END);
        assertEquals(3, presenter().model().step());
        assertEquals("Labels", presenter().slide().caption());
        BomView bom = robot.lookup("#bom-view").queryAs(BomView.class);
        assertEquals(label, bom.captureState().get("label"));

        key(robot, KeyCode.PAGE_UP);
        TopologyView topology = robot.lookup("#topology-view").queryAs(TopologyView.class);
        assertEquals(2, presenter().model().step());
        assertEquals(2, topology.model().group());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> topology.model().realization() != null);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> presenter().slide().figure() instanceof
                com.lightwire.figure.Sheet);
        assertEquals("A ring realized", presenter().slide().caption());

        key(robot, KeyCode.LEFT);
        FabricView fabric = robot.lookup("#fabric-view").queryAs(FabricView.class);
        assertEquals(1, presenter().model().step());
        assertEquals(1, fabric.model().groupFilter());
        assertEquals(5, fabric.model().highlightedCable());
        assertEquals(ZOOMED, presenter().slide().camera(), "the step's camera frames the canvas figure");

        key(robot, KeyCode.B);
        assertTrue(presenter().model().isBlank());
        key(robot, KeyCode.B);
        assertFalse(presenter().model().isBlank());

        key(robot, KeyCode.UP);
        assertEquals(0, presenter().model().step());
        assertEquals(4, presenter().model().phase(), "entered backwards: the wiring complete");
        assertEquals(-1, fabric.model().groupFilter(), "the first step shows every group again");
        key(robot, KeyCode.LEFT);
        assertEquals(3, presenter().model().phase());
        assertTrue(presenter().slide().phase().startsWith("Wiring OCS group G02: "), presenter().slide().phase());
        key(robot, KeyCode.HOME);
        assertEquals(0, presenter().model().step());
        key(robot, KeyCode.SPACE);
        key(robot, KeyCode.ESCAPE);
        assertNull(presenter(), "Esc left presenter mode");
    }

    @Test
    void withASecondScreenTheConsoleShowsTheStepTheNextOneAndTheNotes(FxRobot robot) {
        putDeck(robot);
        robot.interact(() -> window.deck().present(0, List.of(Screen.getPrimary(), Screen.getPrimary())));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#console-counter").tryQuery().isPresent(), "the console opened beside the slides");
        assertTrue(label(robot, "#console-counter").startsWith("Step 1 of 4"), label(robot, "#console-counter"));
        assertEquals("n1", label(robot, "#console-notes"), "the speaker notes of step 1");
        assertEquals("fabric: One split fiber", label(robot, "#console-next"));
        assertTrue(label(robot, "#console-clock").contains("elapsed"), label(robot, "#console-clock"));

        key(robot, KeyCode.END);
        assertEquals("Step 4 of 4", label(robot, "#console-counter"));
        assertEquals("(no notes)", label(robot, "#console-notes"));
        assertEquals("(end of the deck)", label(robot, "#console-next"));
        key(robot, KeyCode.ESCAPE);
        assertNull(presenter(), "Esc left presenter mode");
        assertFalse(robot.lookup("#console-counter").tryQuery().map(n -> n.getScene().getWindow().isShowing())
                .orElse(false), "the console closed with the slides");
    }

    @Test
    void onOneScreenThereIsNoConsole(FxRobot robot) {
        putDeck(robot);
        robot.interact(() -> window.deck().present(0, List.of(Screen.getPrimary())));
        WaitForAsyncUtils.waitForFxEvents();
        assertNotNull(presenter());
        assertFalse(robot.lookup("#console-notes").tryQuery().isPresent(), "notes stay hidden on one screen");
        key(robot, KeyCode.ESCAPE);
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void withoutADeckTheViewInFrontIsPresentedAndAddCurrentViewRecordsIt(FxRobot robot) {
        robot.interact(() -> window.session().perform(new DeckEdit("Clear the deck", d -> Deck.EMPTY)));
        robot.interact(() -> window.tabs().select("topology"));
        robot.interact(() -> window.deck().present());
        assertEquals("Topology", presenter().slide().caption());
        assertEquals("1 / 1", presenter().slide().counter());
        key(robot, KeyCode.ESCAPE);
        robot.interact(() -> window.deck().addCurrentView());
        Deck deck = Deck.of(window.session().project()).orElseThrow();
        DeckStep added = deck.step(deck.size() - 1);
        assertEquals("topology", added.state().view());
        assertEquals("ring, 4 links per hop", added.state().property("topology", ""));
        assertEquals("Add step " + deck.size(), window.session().undoDescriptionProperty().get());
        robot.interact(() -> window.session().undo());
        assertEquals(0, Deck.of(window.session().project()).map(Deck::size).orElse(0));
    }

    @Test
    void theDeckEditorMovesDuplicatesDeletesAndEditsCaptionsAsUndoableEdits(FxRobot robot) {
        putDeck(robot);
        robot.interact(() -> window.deck().editDeck());
        @SuppressWarnings("unchecked")
        javafx.scene.control.ListView<Integer> steps = robot.lookup("#deck-steps")
                .queryAs(javafx.scene.control.ListView.class);
        assertEquals(4, steps.getItems().size());
        assertTrue(steps.getItems().isEmpty() || robot.lookup("#deck-steps .list-cell").queryAs(
                javafx.scene.control.ListCell.class).getText().startsWith("1.  [Fabric]  Pods, then the wiring"));
        robot.interact(() -> steps.getSelectionModel().select(0));
        robot.interact(() -> robot.lookup("#deck-down").queryButton().fire());
        assertEquals("One split fiber", deck().step(0).caption());
        assertEquals("Move step 1 down", window.session().undoDescriptionProperty().get());
        robot.interact(() -> robot.lookup("#deck-duplicate").queryButton().fire());
        assertEquals(5, deck().size());
        robot.interact(() -> robot.lookup("#deck-delete").queryButton().fire());
        assertEquals(4, deck().size());
        javafx.scene.control.TextField caption = robot.lookup("#deck-caption").queryAs(
                javafx.scene.control.TextField.class);
        String before = deck().step(steps.getSelectionModel().getSelectedItem()).caption();
        robot.interact(() -> caption.setText("The floor"));
        robot.interact(() -> caption.setText("The floor, wired"));
        assertEquals("The floor, wired", deck().step(steps.getSelectionModel().getSelectedItem()).caption());
        robot.interact(() -> window.session().undo());
        assertEquals(before, deck().step(steps.getSelectionModel().getSelectedItem()).caption(),
                "typing in the caption is one undo step");
        assertEquals(before, caption.getText(), "the editor follows undo");
    }

    private Deck deck() {
        return Deck.of(window.session().project()).orElseThrow();
    }
}
