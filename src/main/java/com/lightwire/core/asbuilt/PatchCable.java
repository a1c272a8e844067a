package com.lightwire.core.asbuilt;

import java.util.Objects;

/**
 * One physical cable between two ports: its printed label (empty when the as-built row has none), its A end (the
 * label's near end: the spine side, or the split panel for a simplex leg) and its B end.
 *
 * @param label the cable's label id, or "" when unknown
 * @param a     the A end
 * @param b     the B end
 */
public record PatchCable(String label, PortRef a, PortRef b) {
    public PatchCable {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }

    /** The same cable with its ends exchanged. */
    public PatchCable reversed() {
        return new PatchCable(label, b, a);
    }

    /** True when the cable joins the same two ports as {@code other}, in either direction. */
    public boolean joinsSamePorts(PatchCable other) {
        return a.equals(other.a) && b.equals(other.b) || a.equals(other.b) && b.equals(other.a);
    }

    @Override
    public String toString() {
        return (label.isEmpty() ? "(no label)" : label) + ": " + a + " -> " + b;
    }
}
