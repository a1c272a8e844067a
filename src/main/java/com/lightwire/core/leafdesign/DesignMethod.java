package com.lightwire.core.leafdesign;

import java.util.Locale;

/** How a leaf demand becomes a logical topology (digest §3.5, §7 items 7–8). */
public enum DesignMethod {
    /** Heuristic for tau = 2; for tau = 1 the greedy when every leaf sum is at most kLeaf/2, else heuristic + cap. */
    AUTO,
    /** Heuristic-Decomposition (Theorem 4.1), capped to the spine port budget when tau = 1. */
    HEURISTIC,
    /** The Theorem 4.2 greedy: tau = 1, every leaf sum at most kLeaf/2. */
    GREEDY,
    /** CP-SAT on (5)(6)(8), directional, with a time limit. */
    EXACT;

    /** The lower-case name used in files and on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
