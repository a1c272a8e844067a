package com.lightwire.model.hbd;

import com.lightwire.model.ElementRef;

/**
 * One node of an HBD design, by its 1-based physical id ({@code N3}).
 *
 * @param node the 1-based node id
 */
public record HbdNodeRef(int node) implements ElementRef {
    @Override
    public String label() {
        return "node N" + node;
    }
}
