package com.lightwire.ui.common;

import com.lightwire.figure.Figure;

import java.util.SortedMap;

/**
 * A view that records and restores what it shows for a presentation deck (issue 15, ADR 0051): the topology, group,
 * selection, filters, study or stepper position it shows, as text properties free of any toolkit, saved in the
 * project file with the step. The camera is not part of it: the platform records it from the view's canvas
 * ({@link #presentedCanvas()}), for every view, presentable or not.
 *
 * <p>Property keys follow the view's {@code ./lightwire render --param} keys where it has them, so the CLI's
 * {@code deck} command draws the same step headless.
 */
public interface Presentable {

    /** What the view shows now, camera excluded; keys sorted, values as the view parses them back. */
    SortedMap<String, String> captureState();

    /**
     * Shows what {@link #captureState()} recorded. Keys the view does not know are ignored; a value that no longer
     * fits the project (a deleted topology, a study renamed) leaves that part as it is.
     *
     * @return what could not be restored, in a sentence for the presenter, or null when everything was
     */
    String restoreState(SortedMap<String, String> state);

    /**
     * The canvas whose camera a step records and whose figure the presenter draws, or null to let the platform take
     * the largest visible {@link ZoomableCanvas} of the view.
     */
    default ZoomableCanvas presentedCanvas() {
        return null;
    }

    /**
     * The figure the presenter draws instead of the canvas's, or null for the canvas's (the BOM & Labels view shows
     * tables beside its one canvas, so it presents a figure of both).
     */
    default Figure presentedFigure() {
        return null;
    }
}
