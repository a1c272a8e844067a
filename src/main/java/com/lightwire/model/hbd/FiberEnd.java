package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * One end of an HBD fiber: node, bundle, module (1..B) and external path (1 or 2) of the OCSTrx module.
 *
 * @param node   1-based node id
 * @param bundle bundle name ("L", "R", "L2", "R2", ..., "X")
 * @param module 1-based module of the bundle
 * @param path   1 or 2
 */
public record FiberEnd(int node, String bundle, int module, int path) {
    public FiberEnd {
        Objects.requireNonNull(bundle, "bundle");
    }

    /** {@code N1.R.M1.P2}. */
    public String label() {
        return "N" + node + "." + bundle + ".M" + module + ".P" + path;
    }
}
