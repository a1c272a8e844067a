package com.lightwire.core.decompose;

/** Which sum bounds a decomposition step imposes (digest §4.5, D9). */
public enum SplitBounds {
    /** Only the port budget: row and column sums within what the halves can carry. Keeps the most old circuits. */
    REUSE,
    /** The theorems' exact floor/ceil bounds: every part as even as possible. */
    BALANCED
}
