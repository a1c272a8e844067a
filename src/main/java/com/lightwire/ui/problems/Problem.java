package com.lightwire.ui.problems;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.ElementRef;

/**
 * One line of the Problems list: a diagnostic, whose typed element is what clicking the line selects.
 *
 * @param diagnostic the finding
 */
public record Problem(Diagnostic diagnostic) {

    /** The element to select: the one the diagnostic names. */
    public ElementRef target() {
        return diagnostic.element();
    }

    @Override
    public String toString() {
        return (diagnostic.isError() ? "Error" : "Warning") + " - " + diagnostic.element().label() + ": "
                + diagnostic.message();
    }
}
