package com.lightwire.ui.present;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Stepping through steps and animation phases both ways with the same keys. */
class PresenterModelTest {

    @Test
    void forwardWalksPhasesThenStepsAndBackReturnsToThePreviousStepsLastPhase() {
        PresenterModel model = new PresenterModel(3, 0);
        model.setPhases(3);
        assertTrue(model.forward());
        assertTrue(model.forward());
        assertEquals(2, model.phase());
        assertTrue(model.forward());
        assertEquals(1, model.step());
        assertEquals(0, model.phase());
        model.setPhases(1);
        assertTrue(model.back());
        assertEquals(0, model.step());
        model.setPhases(3);
        assertEquals(2, model.phase(), "entered backwards: the animation's end");
        assertTrue(model.back());
        assertEquals(1, model.phase());
    }

    @Test
    void theEndsStopAndHomeEndJump() {
        PresenterModel model = new PresenterModel(2, 0);
        assertFalse(model.back());
        model.last();
        model.setPhases(4);
        assertEquals(1, model.step());
        assertEquals(3, model.phase());
        assertFalse(model.forward());
        model.first();
        assertEquals(0, model.step());
        assertEquals(0, model.phase());
    }

    @Test
    void playingNeverLeavesTheStepAndAnyMoveUnblanks() {
        PresenterModel model = new PresenterModel(2, 0);
        model.setPhases(2);
        assertTrue(model.playPhase());
        assertFalse(model.playPhase());
        assertEquals(0, model.step());
        model.toggleBlank();
        assertTrue(model.isBlank());
        model.forward();
        assertFalse(model.isBlank());
    }
}
