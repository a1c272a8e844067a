package com.lightwire.core.simulate;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Eq. (10), the contention level: Σ actual FCT / Σ ideal FCT over a job's flows. */
class ContentionLevelTest {

    @Test
    void v14TwoFlowsOfTenSecondsThatTookFifteenAndTwentyFiveGiveTwo() {
        ContentionLevel level = new ContentionLevel();
        level.add(15, 10);
        level.add(25, 10);
        assertEquals(2.0, level.value(), 1e-12);
    }

    @Test
    void communicationIsWeighedByWhatItCarriedNotByHowLongItLasted() {
        ContentionLevel level = new ContentionLevel();
        level.add(3 * 1.0, 1.0); // one second of uncontended traffic sent at κ = 3 (three seconds)
        level.add(1 * 3.0, 3.0); // three seconds sent at κ = 1
        assertEquals(1.5, level.value(), 1e-12, "(3 + 3) / (1 + 3), not the time-weighted (3·3 + 1·3) / 6 = 2");
    }

    @Test
    void aJobThatSentNothingHasLevelOne() {
        assertEquals(1.0, new ContentionLevel().value());
    }
}
