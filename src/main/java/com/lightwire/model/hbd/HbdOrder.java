package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * How physical node ids are laid along the HBD order: {@code sequential} (1, 2, ..., N), {@code deployment}
 * (Algorithm 3: slot i of every ToR in ToR order, sub-line after sub-line, digest §3.3) or an explicit permutation
 * of 1..N.
 *
 * @param kind        which of the three
 * @param permutation the explicit order (1-based ids), empty unless {@code kind} is {@link Kind#EXPLICIT}
 */
public record HbdOrder(Kind kind, IntSeq permutation) {

    /** The three ways to give an order. */
    public enum Kind { SEQUENTIAL, DEPLOYMENT, EXPLICIT }

    public static final HbdOrder SEQUENTIAL = new HbdOrder(Kind.SEQUENTIAL, IntSeq.empty());
    public static final HbdOrder DEPLOYMENT = new HbdOrder(Kind.DEPLOYMENT, IntSeq.empty());

    public HbdOrder {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(permutation, "permutation");
        if ((kind == Kind.EXPLICIT) == permutation.isEmpty()) {
            throw new IllegalArgumentException("only an explicit order carries a permutation");
        }
    }

    public static HbdOrder explicit(IntSeq permutation) {
        return new HbdOrder(Kind.EXPLICIT, permutation);
    }

    /** {@code "sequential"}, {@code "deployment"} or {@code "explicit"}. */
    public String label() {
        return kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
