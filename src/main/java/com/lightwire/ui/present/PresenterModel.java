package com.lightwire.ui.present;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * Where a presentation is: the step shown, the animation phase within it and whether the screen is blanked. Forward
 * moves one phase while the step's animation has more, then to the next step's first phase; back moves one phase,
 * then to the previous step's last phase, so an animation steps both ways with the same keys. Toolkit-free apart from
 * {@code javafx.beans}.
 */
public final class PresenterModel {

    /** The phase a step entered backwards starts at; clamped once its phase count is known. */
    static final int LAST_PHASE = Integer.MAX_VALUE;

    private final int steps;
    private final ReadOnlyIntegerWrapper step = new ReadOnlyIntegerWrapper(this, "step");
    private final ReadOnlyIntegerWrapper phase = new ReadOnlyIntegerWrapper(this, "phase");
    private final ReadOnlyBooleanWrapper blank = new ReadOnlyBooleanWrapper(this, "blank");
    private int phases = 1;

    /** A presentation of {@code steps} steps (at least one), at the first step. */
    public PresenterModel(int steps, int first) {
        if (steps < 1) {
            throw new IllegalArgumentException("a presentation needs a step");
        }
        this.steps = steps;
        step.set(Math.max(0, Math.min(steps - 1, first)));
    }

    public int steps() {
        return steps;
    }

    public ReadOnlyIntegerProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    public int step() {
        return step.get();
    }

    public ReadOnlyIntegerProperty phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    public int phase() {
        return phase.get();
    }

    public ReadOnlyBooleanProperty blankProperty() {
        return blank.getReadOnlyProperty();
    }

    public boolean isBlank() {
        return blank.get();
    }

    /** The number of phases of the step shown (1 without an animation); clamps the phase into range. */
    public void setPhases(int count) {
        phases = Math.max(1, count);
        phase.set(Math.min(phase.get(), phases - 1));
    }

    public int phases() {
        return phases;
    }

    /** One phase or one step forward; false at the very end. Un-blanks the screen. */
    public boolean forward() {
        blank.set(false);
        if (phase.get() < phases - 1) {
            phase.set(phase.get() + 1);
            return true;
        }
        if (step.get() < steps - 1) {
            goTo(step.get() + 1, 0);
            return true;
        }
        return false;
    }

    /** One phase or one step back; false at the very start. Un-blanks the screen. */
    public boolean back() {
        blank.set(false);
        if (phase.get() > 0) {
            phase.set(phase.get() - 1);
            return true;
        }
        if (step.get() > 0) {
            goTo(step.get() - 1, LAST_PHASE);
            return true;
        }
        return false;
    }

    /** The next phase of the running animation, never past the step's last; false when it is at its end. */
    public boolean playPhase() {
        if (phase.get() < phases - 1) {
            phase.set(phase.get() + 1);
            return true;
        }
        return false;
    }

    public void first() {
        blank.set(false);
        goTo(0, 0);
    }

    /** The last step, its animation played to the end. */
    public void last() {
        blank.set(false);
        goTo(steps - 1, LAST_PHASE);
    }

    public void toggleBlank() {
        blank.set(!blank.get());
    }

    private void goTo(int index, int atPhase) {
        phases = 1;
        phase.set(atPhase);
        step.set(index);
    }
}
