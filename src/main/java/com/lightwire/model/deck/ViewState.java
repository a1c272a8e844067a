package com.lightwire.model.deck;

import java.util.Collections;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a view shows, recorded for a deck step without any toolkit: the view's id, its camera (absent: the whole
 * drawing, fitted to the screen) and view-specific properties (the topology, OCS group, highlighted cable, study,
 * stepper position...). Property keys follow the view's {@code render --param} keys where the CLI has one, so a deck
 * draws headless too. Sorted by key, so the file is byte-stable.
 *
 * @param view       the view's registry id ({@code fabric}, {@code topology}, {@code bom}, ...)
 * @param camera     the visible world rectangle, or null for the whole drawing
 * @param properties the view's own state as text, by key
 */
public record ViewState(String view, Camera camera, SortedMap<String, String> properties) {

    public ViewState {
        Objects.requireNonNull(view, "view");
        if (!view.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("a view id is lower-case letters, digits and '-': " + view);
        }
        TreeMap<String, String> copy = new TreeMap<>();
        properties.forEach((k, v) -> copy.put(Objects.requireNonNull(k, "key"), Objects.requireNonNull(v, k)));
        properties = Collections.unmodifiableSortedMap(copy);
    }

    /** The whole drawing of {@code view}, nothing else recorded. */
    public static ViewState of(String view) {
        return new ViewState(view, null, new TreeMap<>());
    }

    public Optional<Camera> optionalCamera() {
        return Optional.ofNullable(camera);
    }

    /** The property {@code key}, or {@code fallback}. */
    public String property(String key, String fallback) {
        return properties.getOrDefault(key, fallback);
    }

    public ViewState withCamera(Camera newCamera) {
        return new ViewState(view, newCamera, properties);
    }

    public ViewState withProperties(SortedMap<String, String> newProperties) {
        return new ViewState(view, camera, newProperties);
    }
}
