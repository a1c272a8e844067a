package com.lightwire.ui.common;

import com.lightwire.core.task.SynchronousTaskRunner;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;
import org.kordamp.ikonli.material2.Material2OutlinedAL;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ViewRegistryTest {

    private static ViewDescriptor view(String id, String shortcut) {
        return new ViewDescriptor(id, id.toUpperCase(java.util.Locale.ROOT), Material2OutlinedAL.GRID_ON, shortcut,
                context -> Pane::new);
    }

    @Test
    void keepsTheViewsInTabOrderAndFindsThemById() {
        ViewRegistry registry = new ViewRegistry(List.of(view("b", "Shortcut+1"), view("a", "Shortcut+2")));
        assertEquals(List.of("b", "a"), registry.views().stream().map(ViewDescriptor::id).toList());
        assertEquals("A", registry.byId("a").orElseThrow().title());
        assertTrue(registry.byId("c").isEmpty());
    }

    @Test
    void refusesTwoViewsWithOneIdOrOneShortcut() {
        var sameId = assertThrows(IllegalArgumentException.class,
                () -> new ViewRegistry(List.of(view("a", "Shortcut+1"), view("a", "Shortcut+2"))));
        assertEquals("two views have the id a", sameId.getMessage());
        var sameKey = assertThrows(IllegalArgumentException.class,
                () -> new ViewRegistry(List.of(view("a", "Shortcut+1"), view("b", "Shortcut+1"))));
        assertEquals("two views have the shortcut Shortcut+1", sameKey.getMessage());
    }

    @Test
    void refusesIdsThatCannotNameANodeAndShortcutsThatDoNotParse() {
        assertThrows(IllegalArgumentException.class, () -> view("BOM & Labels", "Shortcut+1"));
        assertThrows(IllegalArgumentException.class, () -> view("bom", "Shortcut+Nope+"));
    }

    @Test
    void aViewObservingTheThemeSeesTheCurrentOneAndEveryChange() {
        SimpleObjectProperty<Theme> theme = new SimpleObjectProperty<>(Theme.DARK);
        SynchronousTaskRunner runner = new SynchronousTaskRunner(() -> 0);
        ViewContext context = new ViewContext(new com.lightwire.ui.session.Session(
                com.lightwire.ui.session.SampleProjects.testbed()), new com.lightwire.ui.session.Selection(),
                runner, new TaskStatusModel(runner), new RecordingDialogs(), theme,
                UserPreferences.inMemory(), new ElementInspectors());
        List<Theme> seen = new ArrayList<>();
        context.observeTheme(seen::add);
        theme.set(Theme.LIGHT);
        assertEquals(List.of(Theme.DARK, Theme.LIGHT), seen);
    }
}
