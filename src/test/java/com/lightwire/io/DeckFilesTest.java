package com.lightwire.io;

import com.lightwire.model.Project;
import com.lightwire.model.deck.Camera;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The deck section of a project file: round trips, byte-stability, older files, malformed decks. */
class DeckFilesTest {

    private static final Path TESTBED = Path.of("samples/testbed-128/project.json");

    @TempDir
    Path dir;

    static Deck twoSteps() {
        TreeMap<String, String> state = new TreeMap<>();
        state.put("topology", "ring, 4 links per hop");
        state.put("realize", "true");
        state.put("group", "1");
        return new Deck(java.util.List.of(
                new DeckStep(ViewState.of("fabric"), "Pods and OCS racks", ""),
                new DeckStep(new ViewState("topology", new Camera(-12.5, 3, 640.25, 480), state),
                        "A ring \"realized\"", "Say: eta = 1.\nThen pause.")));
    }

    @Test
    void aDeckRoundTripsThroughTheProjectFileByteForByte() throws IOException {
        Project withDeck = Deck.put(ProjectFiles.read(TESTBED), twoSteps());
        Path file = dir.resolve("p.json");
        ProjectFiles.write(withDeck, file);
        Project back = ProjectFiles.read(file);
        assertEquals(twoSteps(), Deck.of(back).orElseThrow());
        Path again = dir.resolve("q.json");
        ProjectFiles.write(back, again);
        assertEquals(Files.readString(file), Files.readString(again));
        assertTrue(Files.readString(file).contains("\"camera\": {\"x\": -12.5, \"y\": 3.0, \"width\": 640.25, "
                + "\"height\": 480.0}"), Files.readString(file));
    }

    @Test
    void aFileWithoutADeckOpensAndGainsNoSectionWhenSaved() throws IOException {
        Path plain = dir.resolve("plain.json");
        ProjectFiles.write(Deck.put(ProjectFiles.read(TESTBED), Deck.EMPTY), plain);
        assertTrue(Files.readString(plain).endsWith("\"studies\": []\n}\n"), "a project without a deck as before");
        Project project = ProjectFiles.read(plain);
        assertTrue(Deck.of(project).isEmpty());
        Path again = dir.resolve("again.json");
        ProjectFiles.write(project, again);
        assertEquals(Files.readString(plain), Files.readString(again));
    }

    @Test
    void aMalformedStepIsNamedWithItsField() {
        String json = "{\"formatVersion\": 1, \"steps\": [{\"view\": \"fabric\"}, {\"view\": \"Fabric!\"}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> new DeckStudyCodec().fromJson(json, "deck.json"));
        assertTrue(e.getMessage().contains("$.steps[1].view"), e.getMessage());
        String badCamera = "{\"steps\": [{\"view\": \"fabric\", \"camera\": {\"x\": 0, \"y\": 0, \"width\": 0, "
                + "\"height\": 5}}]}";
        e = assertThrows(LightwireFileException.class, () -> new DeckStudyCodec().fromJson(badCamera, "deck.json"));
        assertTrue(e.getMessage().contains("$.steps[0].camera"), e.getMessage());
        String badState = "{\"steps\": [{\"view\": \"fabric\", \"state\": {\"group\": 2}}]}";
        e = assertThrows(LightwireFileException.class, () -> new DeckStudyCodec().fromJson(badState, "deck.json"));
        assertTrue(e.getMessage().contains("$.steps[0].state.group"), e.getMessage());
    }

    @Test
    void editsOfADeckKeepTheOtherSteps() {
        Deck deck = twoSteps();
        assertEquals("topology", deck.moved(1, 0).step(0).state().view());
        assertEquals(3, deck.duplicated(0).size());
        assertEquals(deck.step(0), deck.duplicated(0).step(1));
        assertEquals("fabric", deck.removed(1).step(0).state().view());
        assertEquals("New", deck.replaced(0, deck.step(0).withCaption("New")).step(0).caption());
    }
}
