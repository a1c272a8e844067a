package com.lightwire.cli.render;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Palette;
import com.lightwire.model.Project;

import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything a {@link RenderableView} draws from: the project (with the chosen wiring scheme applied to its cluster),
 * the theme's palette, the monitor of any solver run, the named options and the {@code --param} values.
 *
 * @param project the project; it has a cluster when the view {@link RenderableView#needsCluster() needs} one
 * @param palette the colours of the chosen theme
 * @param monitor progress and cancellation of solver runs
 * @param options the named view options
 * @param params  the {@code --param KEY=VALUE} pairs, only keys the view declares, sorted by key
 */
public record RenderRequest(Project project, Palette palette, SolveMonitor monitor, RenderOptions options,
                            SortedMap<String, String> params) {

    public RenderRequest {
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(palette, "palette");
        Objects.requireNonNull(monitor, "monitor");
        Objects.requireNonNull(options, "options");
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    /** The {@code --param} value of {@code key}, or {@code fallback} when it is not given. */
    public String param(String key, String fallback) {
        return params.getOrDefault(key, fallback);
    }

    /**
     * {@code --group}, checked against the cluster's OCS groups, or {@code fallback} without it.
     *
     * @throws IllegalArgumentException when the cluster has no such group
     */
    public int group(int fallback) {
        Integer group = options.group();
        if (group == null) {
            return fallback;
        }
        int groups = project.cluster().params().spinesPerPod();
        if (group < 0 || group >= groups) {
            throw new IllegalArgumentException("--group " + group + ": the cluster has OCS groups 0 to "
                    + (groups - 1));
        }
        return group;
    }
}
