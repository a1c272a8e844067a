package com.lightwire.ui.common;

import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;

/**
 * The Inspector rows of one kind of element. The Inspector asks the contributions of {@link ElementInspectors} in
 * order and shows the first that {@link #inspects} the selection, so a new kind of element brings its own.
 */
public interface ElementInspector {

    /** True when this contribution shows {@code element} of {@code project}. */
    boolean inspects(Project project, ElementRef element);

    /** Adds the rows of {@code element}, as it is in {@code project}, to {@code rows}. */
    void rows(Project project, ElementRef element, InspectorRows rows);

    /**
     * The part of {@code project} the rows of {@code element} are computed from, compared by identity: the Inspector
     * rebuilds the rows only when it changes, so an edit elsewhere (a topology cell while the cluster shows) leaves the
     * sheet and its editors alone. The whole project by default.
     */
    default Object source(Project project, ElementRef element) {
        return project;
    }
}
