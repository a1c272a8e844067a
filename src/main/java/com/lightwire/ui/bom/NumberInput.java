package com.lightwire.ui.bom;

import java.math.BigDecimal;

/**
 * Checks a typed amount (a unit cost, a power, a spares percentage): a non-negative decimal number. O(length).
 *
 * @param value   the number, or null when the text was refused
 * @param problem why the text was refused ("" when accepted), naming the field
 */
record NumberInput(BigDecimal value, String problem) {

    /** Parses {@code text} for the field called {@code what} (e.g. "Unit cost"). */
    static NumberInput nonNegative(String text, String what) {
        String t = text == null ? "" : text.trim().replace(",", "");
        if (t.isEmpty()) {
            return refused(what + " is required");
        }
        BigDecimal value;
        try {
            value = new BigDecimal(t);
        } catch (NumberFormatException e) {
            return refused(what + " must be a number, e.g. 1200.50; \"" + text.trim() + "\" is not");
        }
        if (value.signum() < 0) {
            return refused(what + " must not be negative");
        }
        return new NumberInput(value, "");
    }

    boolean accepted() {
        return value != null;
    }

    private static NumberInput refused(String problem) {
        return new NumberInput(null, problem);
    }
}
