package com.lightwire.ui.common;

import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The Inspector's contributions, one per kind of element, asked in the order they were added. The window adds the
 * built-in ones; a view that introduces a new kind of element adds its own through {@link ViewContext#inspectors()}.
 */
public final class ElementInspectors {

    private final List<ElementInspector> contributions = new ArrayList<>();
    private final ReadOnlyLongWrapper refreshes = new ReadOnlyLongWrapper(this, "refreshes");

    public void add(ElementInspector inspector) {
        contributions.add(inspector);
    }

    /**
     * Adds a contribution asked before all others: for a view's own kind of element, which the built-ins' catch-all
     * rows (a project without a cluster shows its studies whatever is selected) would otherwise shadow.
     */
    public void addFirst(ElementInspector inspector) {
        contributions.add(0, inspector);
    }

    /**
     * Asks the Inspector to look again whether the rows' {@link ElementInspector#source source} changed: for rows
     * that also show derived state a view computes in the background (an HBD node's group), which arrives without a
     * project revision.
     */
    public void refresh() {
        refreshes.set(refreshes.get() + 1);
    }

    public ReadOnlyLongProperty refreshesProperty() {
        return refreshes.getReadOnlyProperty();
    }

    /** The first contribution that shows {@code element} of {@code project}. */
    public Optional<ElementInspector> find(Project project, ElementRef element) {
        return contributions.stream().filter(c -> c.inspects(project, element)).findFirst();
    }
}
