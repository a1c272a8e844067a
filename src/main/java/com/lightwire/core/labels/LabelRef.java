package com.lightwire.core.labels;

import com.lightwire.model.ElementRef;

import java.util.Objects;

/**
 * A printed cable label, identified by its id.
 *
 * @param id the label id as printed
 */
public record LabelRef(String id) implements ElementRef {
    public LabelRef {
        Objects.requireNonNull(id, "id");
    }

    @Override
    public String label() {
        return "label " + id;
    }
}
