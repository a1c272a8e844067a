package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * A node whose left and right hops in a chain need the same bundle (only possible for the mixed bundle of odd K, or
 * K = 1), so one module would have to select both paths at once (digest V6).
 *
 * @param node   1-based node id
 * @param bundle the bundle both hops need
 */
public record BundleConflict(int node, String bundle) {
    public BundleConflict {
        Objects.requireNonNull(bundle, "bundle");
    }
}
