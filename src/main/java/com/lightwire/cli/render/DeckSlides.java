package com.lightwire.cli.render;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.deck.Slide;
import com.lightwire.io.LabelMedia;
import com.lightwire.model.Project;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A deck's steps as slides drawn headless through the {@link RenderableViews}: each step's view by id (the app's
 * {@code bom} view draws as {@code labels}), its state as the render options ({@code group}, {@code topology},
 * {@code realize}, label {@code rack}/{@code pod}/{@code group}, {@code media}) and the {@code --param} keys the view
 * declares. A step with a camera on a {@link FramedRender} view is framed as in the app; other views draw their
 * export figure whole. A view without a headless drawing (Cluster simulation) gives a slide with its caption only.
 */
public final class DeckSlides {

    /** App view ids whose headless drawing has another id. */
    static final Map<String, String> RENDER_IDS = Map.of("bom", "labels");

    private final RenderableViews views;

    public DeckSlides(RenderableViews views) {
        this.views = views;
    }

    /**
     * The slides of {@code deck} over {@code project} in {@code palette}.
     *
     * @throws IllegalArgumentException naming the step when its state does not fit the project
     * @throws IOException              when a file a step names cannot be read
     */
    public List<Slide> slides(Deck deck, Project project, Palette palette, SolveMonitor monitor) throws IOException {
        List<Slide> out = new ArrayList<>();
        for (int i = 0; i < deck.size(); i++) {
            DeckStep step = deck.step(i);
            String counter = (i + 1) + " / " + deck.size();
            try {
                out.add(slide(step, counter, project, palette, monitor));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("step " + (i + 1) + " (" + step.state().view() + "): "
                        + e.getMessage(), e);
            }
        }
        return out;
    }

    private Slide slide(DeckStep step, String counter, Project project, Palette palette, SolveMonitor monitor)
            throws IOException {
        ViewState state = step.state();
        RenderableView view = views.byId(RENDER_IDS.getOrDefault(state.view(), state.view())).orElse(null);
        if (view == null || view.needsCluster() && !project.hasCluster()) {
            return new Slide(null, null, step.caption(), counter, "", step.notes());
        }
        RenderRequest request = request(view, state, project, palette, monitor);
        if (state.camera() != null && view instanceof FramedRender framed) {
            return new Slide(framed.canvasFigure(request, state.properties()), state.camera(), step.caption(), counter, "", step.notes());
        }
        Figure figure = view.figure(request);
        return new Slide(figure, null, step.caption(), counter, "", step.notes());
    }

    private static RenderRequest request(RenderableView view, ViewState state, Project project, Palette palette,
                                         SolveMonitor monitor) {
        SortedMap<String, String> properties = state.properties();
        Integer group = integer(properties.get("group"));
        boolean labels = view.id().equals("labels");
        LabelFilter filter = labels ? new LabelFilter(blankToNull(properties.get("rack")),
                integer(properties.get("pod")), group) : LabelFilter.ALL;
        LabelMedia media = LabelMedia.parse(properties.getOrDefault("media", "a4:3x10"));
        RenderOptions options = new RenderOptions(labels ? null : group, properties.get("topology"),
                "true".equals(properties.get("realize")), media, LabelFormat.DEFAULT, filter);
        SortedMap<String, String> params = new TreeMap<>();
        properties.forEach((key, value) -> {
            if (view.params().containsKey(key)) {
                params.put(key, value);
            }
        });
        return new RenderRequest(project, palette, monitor, options, params);
    }

    private static Integer integer(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
