package com.lightwire.ui.common;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The views of the main window in tab order. The window builds its tabs, the View menu and the tab shortcuts from it
 * and nothing else, so adding a view is adding one {@link ViewDescriptor}. Ids and shortcuts are unique.
 */
public final class ViewRegistry {

    private final List<ViewDescriptor> views;

    public ViewRegistry(List<ViewDescriptor> views) {
        this.views = List.copyOf(views);
        Set<String> ids = new HashSet<>();
        Set<String> shortcuts = new HashSet<>();
        for (ViewDescriptor view : this.views) {
            if (!ids.add(view.id())) {
                throw new IllegalArgumentException("two views have the id " + view.id());
            }
            if (!shortcuts.add(view.keyCombination().getName())) {
                throw new IllegalArgumentException("two views have the shortcut " + view.shortcut());
            }
        }
    }

    /** The descriptors in tab order. */
    public List<ViewDescriptor> views() {
        return views;
    }

    public Optional<ViewDescriptor> byId(String id) {
        return views.stream().filter(v -> v.id().equals(id)).findFirst();
    }
}
