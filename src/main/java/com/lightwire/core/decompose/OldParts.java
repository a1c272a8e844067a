package com.lightwire.core.decompose;

/** Whether part {@code part} held the unit (i, j) before: the old circuits a rewiring-aware split tries to keep. */
@FunctionalInterface
public interface OldParts {

    boolean has(int part, int i, int j);
}
