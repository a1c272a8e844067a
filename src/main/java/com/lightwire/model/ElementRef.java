package com.lightwire.model;

import java.util.Optional;

/**
 * A typed reference to one thing a diagnostic or the selection can name: an element of the project (the cluster, a
 * pod, a rack, a topology, a cell of it, a study...) or, for solver findings, a plain subject ("solver", "method").
 * The set of kinds is open: a new kind is a new record implementing this interface, in the package that owns it, and
 * code that handles references asks {@code instanceof} for the kinds it knows. Equality identifies the element
 * (its index or id), never its display name, so a renamed pod is still the same reference.
 */
public interface ElementRef {

    /** The whole cluster design. */
    ClusterRef CLUSTER = new ClusterRef();

    /** How people name the element, e.g. {@code pod P003} or {@code topology "ring" group 0 pod 1}. */
    String label();

    /** The element this one belongs to (a topology for one of its cells), or empty for a top-level element. */
    default Optional<ElementRef> parent() {
        return Optional.empty();
    }
}
