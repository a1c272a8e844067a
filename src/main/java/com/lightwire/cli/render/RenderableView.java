package com.lightwire.cli.render;

import com.lightwire.figure.Figure;

import java.io.IOException;
import java.util.Collections;
import java.util.SortedMap;

/**
 * A view that {@code ./lightwire render} can draw headless: its id on the command line, a one-line summary for the
 * help, whether it needs the project's cluster, the {@code --param} keys it reads, and the figure itself.
 */
public interface RenderableView {

    /** The value of {@code --view}: lower-case letters, digits and '-', unique in {@link RenderableViews}. */
    String id();

    /** What the picture shows, in a line of the help. */
    String summary();

    /**
     * True when the view draws the project's cluster: {@code render} then refuses a project without one, and
     * {@link RenderRequest#project()} always has a cluster.
     */
    boolean needsCluster();

    /**
     * The {@code --param KEY=VALUE} keys the view reads, each with a one-line description for the help, in order;
     * {@code render} refuses any other key for this view. None by default.
     */
    default SortedMap<String, String> params() {
        return Collections.emptySortedMap();
    }

    /**
     * Draws the view.
     *
     * @throws IllegalArgumentException when the project cannot satisfy an option (printed as {@code error: FILE: ...},
     *                                  exit 1)
     * @throws IOException              when a file an option names cannot be read
     */
    Figure figure(RenderRequest request) throws IOException;
}
