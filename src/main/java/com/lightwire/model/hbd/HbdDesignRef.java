package com.lightwire.model.hbd;

import com.lightwire.model.ElementRef;

import java.util.Objects;

/**
 * A field of the HBD design, as design-rule findings name it ({@code hbd bundles}); the file readers turn it into
 * the JSON path {@code $.bundles}.
 *
 * @param field the design field, e.g. "bundles"
 */
public record HbdDesignRef(String field) implements ElementRef {
    public HbdDesignRef {
        Objects.requireNonNull(field, "field");
    }

    @Override
    public String label() {
        return "hbd " + field;
    }
}
