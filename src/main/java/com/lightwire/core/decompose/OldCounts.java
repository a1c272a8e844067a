package com.lightwire.core.decompose;

/** How many old circuits carried the entry (i, j): the value a rewiring-aware split tries to keep. */
@FunctionalInterface
public interface OldCounts {

    int count(int i, int j);
}
