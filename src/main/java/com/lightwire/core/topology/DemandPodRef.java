package com.lightwire.core.topology;

import com.lightwire.model.ElementRef;

/**
 * One pod's row of a pod-level demand matrix (its diagonal entry and its total).
 *
 * @param pod the pod index
 */
public record DemandPodRef(int pod) implements ElementRef {
    @Override
    public String label() {
        return "demand pod " + pod;
    }
}
