package com.lightwire.ui.session;

import com.lightwire.model.ElementRef;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/** The element selected anywhere in the window (tree, views, Problems list), shared by every view. */
public final class Selection {

    private final ObjectProperty<ElementRef> selected = new SimpleObjectProperty<>(this, "selected", ElementRef.CLUSTER);

    public ObjectProperty<ElementRef> selectedProperty() {
        return selected;
    }

    public ElementRef get() {
        return selected.get();
    }

    public void select(ElementRef element) {
        selected.set(element == null ? ElementRef.CLUSTER : element);
    }
}
