package com.lightwire.ui.session;

import java.util.Objects;

/**
 * A reference to one element of the project, used for the shared selection and to link a diagnostic to what it
 * concerns.
 *
 * @param kind  what sort of element
 * @param index pod index, group index or topology index; -1 for the cluster
 * @param id    rack id for racks, otherwise ""
 */
public record ElementRef(Kind kind, int index, String id) {

    /** The kinds of selectable element. */
    public enum Kind { CLUSTER, POD, OCS_GROUP, RACK, TOPOLOGY, CONFIGURATION }

    public static final ElementRef CLUSTER = new ElementRef(Kind.CLUSTER, -1, "");

    public ElementRef {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(id, "id");
    }

    public static ElementRef pod(int index) {
        return new ElementRef(Kind.POD, index, "");
    }

    public static ElementRef group(int index) {
        return new ElementRef(Kind.OCS_GROUP, index, "");
    }

    public static ElementRef rack(String id) {
        return new ElementRef(Kind.RACK, -1, id);
    }

    public static ElementRef topology(int index) {
        return new ElementRef(Kind.TOPOLOGY, index, "");
    }
}
