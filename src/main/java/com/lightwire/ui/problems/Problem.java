package com.lightwire.ui.problems;

import com.lightwire.model.Diagnostic;
import com.lightwire.ui.session.ElementRef;

/**
 * A diagnostic and the element it concerns, so that clicking it selects that element.
 *
 * @param diagnostic the finding
 * @param where      where it was found, e.g. "cluster" or "topology ring"
 * @param target     the element to select
 */
public record Problem(Diagnostic diagnostic, String where, ElementRef target) {

    @Override
    public String toString() {
        return (diagnostic.isError() ? "Error" : "Warning") + " - " + where + " - " + diagnostic.element() + ": "
                + diagnostic.message();
    }
}
