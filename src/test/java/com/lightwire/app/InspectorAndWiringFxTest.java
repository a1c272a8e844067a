package com.lightwire.app;

import com.lightwire.core.reconfig.ConfigurationCarryOver;
import com.lightwire.model.Cluster;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.common.RecordingDialogs;
import com.lightwire.ui.common.UserPreferences;
import javafx.geometry.Bounds;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Inspector's fields explain a refused value right under the field as the user types, and switching the wiring
 * under an installed configuration asks what to do with it (Inspector and Fabric toolbar), in the real window.
 */
@ExtendWith(ApplicationExtension.class)
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class InspectorAndWiringFxTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private MainWindow window;

    @Start
    void start(Stage stage) throws IOException {
        window = TestWindows.create(stage, ProjectStores.standard(), Files.createTempDirectory("lw").resolve("rec"),
                dialogs, UserPreferences.inMemory());
        window.show(null);
    }

    /**
     * Installs three Cross Wiring links of group 0: pods 1-2 on OCS pair (0, 1), whose circuits 1->2 and 2->1 sit in
     * different OCSes, and pods 0-3 on OCS pair (2, 3), each of which holds both directions. On Uniform wiring only
     * the second pair's 4 circuits still form bidirectional links (both directions in one OCS).
     */
    private OcsConfiguration installMixed(FxRobot robot) {
        OcsConfiguration installed = OcsConfiguration.builder(4, 8, 4).connect(0, 0, 1, 2).connect(0, 1, 2, 1)
                .connect(0, 2, 0, 3).connect(0, 2, 3, 0).connect(0, 3, 3, 0).connect(0, 3, 0, 3).build();
        robot.interact(() -> window.session().open(window.session().project().withCurrentConfiguration(installed),
                null));
        return installed;
    }

    @Test
    void aRefusedRadixIsExplainedUnderItsFieldLiveAndTheMessageClearsWhenCorrected(FxRobot robot) {
        TextField kLeaf = field(robot, "K_leaf");
        Label problem = robot.lookup("#problem-K_leaf").queryAs(Label.class);
        assertFalse(problem.isVisible());
        type(robot, kLeaf, "7");
        assertEquals("K_leaf must be even; it is 7", problem.getText());
        assertTrue(problem.isVisible());
        assertTrue(kLeaf.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("danger")));
        Bounds field = kLeaf.localToScene(kLeaf.getBoundsInLocal());
        Bounds message = problem.localToScene(problem.getBoundsInLocal());
        assertTrue(message.getMinY() >= field.getMaxY() && message.getMinY() - field.getMaxY() < 10,
                "the message sits right under the field: " + field + " / " + message);
        type(robot, kLeaf, "");
        assertEquals("enter a whole number", problem.getText());
        type(robot, kLeaf, "8");
        assertEquals("", problem.getText(), "typing the value back clears the message");
        assertFalse(problem.isVisible());
        assertFalse(window.session().isDirty());
        type(robot, kLeaf, "x");
        assertEquals("\"x\" is not a whole number", problem.getText());
        type(robot, kLeaf, "12");
        assertEquals("", problem.getText());
        assertEquals(6, window.session().project().cluster().groups().size());
    }

    @Test
    void aPodNameTakenByAnotherPodIsRefusedAtTheNameField(FxRobot robot) {
        robot.interact(() -> window.selection().select(com.lightwire.model.PodRef.of(window.session().project()
                .cluster().pods().get(1))));
        TextField name = field(robot, "Name");
        Label problem = robot.lookup("#problem-Name").queryAs(Label.class);
        type(robot, name, "P000");
        assertEquals("pod 0 is already called P000", problem.getText());
        type(robot, name, "P000b");
        assertEquals("", problem.getText());
        assertEquals("P000b", window.session().project().cluster().pods().get(1).name());
    }

    @Test
    void switchingTheWiringInTheInspectorOffersToKeepTheCircuitsThatStillApply(FxRobot robot) {
        OcsConfiguration installed = installMixed(robot);
        Cluster cluster = window.session().project().cluster();
        OcsConfiguration kept = ConfigurationCarryOver.keptUnder(installed, cluster.params(), cluster.podCount(),
                WiringScheme.UNIFORM).orElseThrow();
        assertEquals(4, kept.circuitCount());
        ComboBox<?> scheme = schemeBox(robot);
        dialogs.answerChoice(0);
        robot.interact(() -> select(scheme, WiringScheme.UNIFORM));
        RecordingDialogs.Shown asked = dialogs.shown("choose").get(0);
        assertEquals("Switch the wiring to Uniform?", asked.header());
        assertTrue(asked.message().startsWith("The installed configuration has 6 circuits. With Uniform, 4 of them "
                + "still form bidirectional links"), asked.message());
        assertTrue(asked.message().endsWith("Keep 4 circuits | Remove configuration | Cancel"), asked.message());
        assertEquals(WiringScheme.UNIFORM, window.session().project().cluster().scheme());
        assertEquals(kept, window.session().project().currentConfiguration());
        assertEquals("Generate uniform fiber plan, keeping the circuits that still apply",
                window.session().undoDescriptionProperty().get());
        robot.interact(window.session()::undo);
        assertSame(installed, window.session().project().currentConfiguration());
    }

    @Test
    void cancellingTheQuestionLeavesTheWiringAndTheChooserAsTheyWere(FxRobot robot) {
        installMixed(robot);
        ComboBox<?> scheme = schemeBox(robot);
        dialogs.answerChoice(2);
        robot.interact(() -> select(scheme, WiringScheme.UNIFORM));
        assertEquals(WiringScheme.CROSS, window.session().project().cluster().scheme());
        assertEquals(WiringScheme.CROSS, scheme.getValue());
        assertFalse(window.session().isDirty());
    }

    @Test
    void theFabricToolbarAsksTooAndRemovingDropsTheConfigurationUndoably(FxRobot robot) {
        OcsConfiguration installed = installMixed(robot);
        @SuppressWarnings("unchecked")
        ComboBox<WiringScheme> scheme = robot.lookup("#scheme-chooser").queryAs(ComboBox.class);
        dialogs.answerChoice(1);
        robot.interact(() -> scheme.setValue(WiringScheme.UNIFORM));
        assertEquals(1, dialogs.shown("choose").size());
        assertNull(window.session().project().currentConfiguration());
        assertEquals("Generate uniform fiber plan", window.session().undoDescriptionProperty().get());
        robot.interact(window.session()::undo);
        assertSame(installed, window.session().project().currentConfiguration());
    }

    @Test
    void whenNoCircuitStillAppliesTheQuestionSaysSoAndYesRemovesTheConfiguration(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ComboBox<WiringScheme> scheme = robot.lookup("#scheme-chooser").queryAs(ComboBox.class);
        dialogs.answerConfirm(true);
        robot.interact(() -> scheme.setValue(WiringScheme.UNIFORM));
        assertEquals("The installed configuration (128 circuits) does not apply to Uniform: none of its circuits "
                + "forms a bidirectional link there. Switching removes it; Edit > Undo brings it back.",
                dialogs.shown("confirm").get(0).message());
        assertEquals(WiringScheme.UNIFORM, window.session().project().cluster().scheme());
        assertNull(window.session().project().currentConfiguration());
    }

    @Test
    void toTwoLinkNothingAppliesAndTheQuestionSaysWhy(FxRobot robot) {
        @SuppressWarnings("unchecked")
        ComboBox<WiringScheme> scheme = robot.lookup("#scheme-chooser").queryAs(ComboBox.class);
        dialogs.answerConfirm(false);
        robot.interact(() -> scheme.setValue(WiringScheme.TWO_LINK));
        assertEquals("The installed configuration (128 circuits) does not apply to Two-link: Two-link has OCSes of "
                + "another shape. Switching removes it; Edit > Undo brings it back.",
                dialogs.shown("confirm").get(0).message());
        assertEquals(WiringScheme.CROSS, window.session().project().cluster().scheme());
        assertEquals(WiringScheme.CROSS, scheme.getValue());
    }

    /** The editor of the Inspector row {@code name}, its category expanded. */
    private static TextField field(FxRobot robot, String name) {
        expandAll(robot);
        Label problem = robot.lookup("#problem-" + name).queryAs(Label.class);
        return (TextField) ((VBox) problem.getParent()).getChildren().get(0);
    }

    private static ComboBox<?> schemeBox(FxRobot robot) {
        Label problem = robot.lookup("#problem-Wiring-scheme").queryAs(Label.class);
        return (ComboBox<?>) ((VBox) problem.getParent()).getChildren().get(0);
    }

    @SuppressWarnings("unchecked")
    private static void select(ComboBox<?> box, Object value) {
        ((ComboBox<Object>) box).setValue(value);
    }

    private static void expandAll(FxRobot robot) {
        robot.interact(() -> robot.lookup(".titled-pane").queryAllAs(TitledPane.class)
                .forEach(p -> p.setExpanded(true)));
    }

    private static void type(FxRobot robot, TextField field, String text) {
        robot.interact(() -> field.setText(text));
    }
}
