package com.lightwire.core.topology;

import com.lightwire.model.ElementRef;

/**
 * The demand between two pods, both entries of a pod-level demand matrix.
 *
 * @param a one pod, the smaller index
 * @param b the other pod
 */
public record DemandPairRef(int a, int b) implements ElementRef {
    @Override
    public String label() {
        return "demand pods " + a + "-" + b;
    }
}
