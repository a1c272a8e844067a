package com.lightwire.cli.render;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The views {@code ./lightwire render} can draw, in the app's tab order. {@code render} takes its {@code --view}
 * values, their help and the unknown-view message from it and nothing else, so adding a view is adding one entry to
 * {@link #standard()}. Ids are unique.
 */
public final class RenderableViews {

    private static final int HELP_WIDTH = 80;

    private final List<RenderableView> views;

    public RenderableViews(List<RenderableView> views) {
        this.views = List.copyOf(views);
        Set<String> ids = new HashSet<>();
        for (RenderableView view : this.views) {
            if (!view.id().matches("[a-z][a-z0-9-]*")) {
                throw new IllegalArgumentException("view id must be lower-case letters, digits and '-': " + view.id());
            }
            if (!ids.add(view.id())) {
                throw new IllegalArgumentException("two views have the id " + view.id());
            }
        }
    }

    /** The views of this Lightwire, in tab order: a new view adds its line here. */
    public static RenderableViews standard() {
        return new RenderableViews(List.of(
                new FabricRender(),
                new TopologyRender(),
                new LabelsRender(),
                SpectraRender.decomposition(),
                SpectraRender.schedule(),

                new HbdRender(),
                new DagRender(),
                new ClusterSimulationRender()));
    }

    /** The views in order. */
    public List<RenderableView> views() {
        return views;
    }

    /** Their ids in order, as {@code --view} takes them. */
    public List<String> ids() {
        return views.stream().map(RenderableView::id).toList();
    }

    public Optional<RenderableView> byId(String id) {
        return views.stream().filter(v -> v.id().equals(id)).findFirst();
    }

    /**
     * The help's list of views: each id with its summary, then the {@code --param} keys it reads, wrapped to 80
     * columns under the summary column.
     */
    public List<String> help() {
        int indent = 4 + views.stream().mapToInt(v -> v.id().length()).max().orElse(0);
        List<String> lines = new ArrayList<>();
        for (RenderableView view : views) {
            lines.addAll(wrapped(view.id(), view.summary(), indent));
            view.params().forEach((key, description) -> lines.addAll(wrapped("", "--param " + key + "=...: "
                    + description, indent)));
        }
        return lines;
    }

    /** {@code text} in lines of at most 80 columns starting at {@code indent}, the first after {@code "  " + id}. */
    private static List<String> wrapped(String id, String text, int indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder("  " + id + " ".repeat(indent - 2 - id.length()));
        for (String word : text.split(" ")) {
            if (line.length() > indent && line.length() + 1 + word.length() > HELP_WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(" ".repeat(indent));
            }
            line.append(line.length() > indent ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }
}
