package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The payload of the {@code "deck"} study (docs/file-format.md, "Decks"): {@code formatVersion} and the steps in
 * order, each with its view, caption, notes, camera (null for the whole drawing) and the view's state as a flat object
 * of strings sorted by key. Byte-stable; a malformed deck names the step and field at fault.
 */
public final class DeckStudyCodec implements StudyCodec<Deck> {

    /** Most steps a deck may hold; far beyond any talk, it bounds what a malformed file can ask for. */
    static final int MAX_STEPS = 10_000;

    @Override
    public String kind() {
        return Deck.STUDY_KIND;
    }

    @Override
    public Class<Deck> type() {
        return Deck.class;
    }

    @Override
    public Deck fromJson(String json, String source) throws LightwireFileException {
        JsonTree tree = new JsonTree(source);
        JsonNode root = JsonReading.parse(json, JsonNode.class, source);
        tree.version(root);
        JsonNode steps = tree.array(root, "steps", "$", true);
        if (steps.size() > MAX_STEPS) {
            throw tree.error("$.steps", "holds " + steps.size() + " steps; a deck holds at most " + MAX_STEPS);
        }
        List<DeckStep> out = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            out.add(step(tree, steps.get(i), "$.steps[" + i + "]"));
        }
        return new Deck(out);
    }

    private static DeckStep step(JsonTree tree, JsonNode node, String at) throws LightwireFileException {
        if (node == null || !node.isObject()) {
            throw tree.error(at, "expected a step object, found " + (node == null || node.isNull() ? "null" : JsonTree.kind(node)));
        }
        String view = tree.text(node, "view", at, true);
        if (!view.matches("[a-z][a-z0-9-]*")) {
            throw tree.error(at + ".view", "a view id is lower-case letters, digits and '-'; it is \"" + view + "\"");
        }
        String caption = orEmpty(tree.text(node, "caption", at, false));
        String notes = orEmpty(tree.text(node, "notes", at, false));
        JsonNode cam = tree.object(node, "camera", at, false);
        Camera camera = cam == null ? null : camera(tree, cam, at + ".camera");
        JsonNode state = tree.object(node, "state", at, false);
        TreeMap<String, String> properties = new TreeMap<>();
        if (state != null) {
            Iterator<Map.Entry<String, JsonNode>> fields = state.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                properties.put(field.getKey(), tree.text(state, field.getKey(), at + ".state", true));
            }
        }
        return new DeckStep(new ViewState(view, camera, properties), caption, notes);
    }

    private static Camera camera(JsonTree tree, JsonNode cam, String at) throws LightwireFileException {
        double x = tree.number(cam, "x", at, 0, -Double.MAX_VALUE, true);
        double y = tree.number(cam, "y", at, 0, -Double.MAX_VALUE, true);
        double w = tree.number(cam, "width", at, 0, 0, true);
        double h = tree.number(cam, "height", at, 0, 0, true);
        if (w <= 0 || h <= 0) {
            throw tree.error(at, "width and height must be positive; they are " + w + " and " + h);
        }
        return new Camera(x, y, w, h);
    }

    private static String orEmpty(String text) {
        return text == null ? "" : text;
    }

    @Override
    public String toJson(Deck deck) {
        StringWriter text = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(text);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE).name("steps").beginArray();
            for (DeckStep step : deck.steps()) {
                writeStep(w, step);
            }
            w.endArray().endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    private static void writeStep(JsonWriter w, DeckStep step) throws IOException {
        ViewState state = step.state();
        w.beginObject().field("view", state.view()).field("caption", step.caption()).field("notes", step.notes())
                .name("camera");
        if (state.camera() == null) {
            w.nullValue();
        } else {
            Camera c = state.camera();
            w.beginInlineObject().field("x", c.x()).field("y", c.y()).field("width", c.width())
                    .field("height", c.height()).endObject();
        }
        w.name("state").beginInlineObject();
        for (Map.Entry<String, String> property : state.properties().entrySet()) {
            w.field(property.getKey(), property.getValue());
        }
        w.endObject().endObject();
    }
}
