package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * One fiber of the plan: from {@code a} (the earlier node in HBD order, its rightward bundle) to {@code b} (the node
 * {@code hop} positions later, its leftward bundle), with its routed length.
 *
 * @param id     stable id, the label of its a end ({@code N1.R.M1.P2})
 * @param a      the a end
 * @param b      the b end
 * @param hop    HBD-order distance 1..K
 * @param meters routed length between the two racks
 */
public record HbdFiber(String id, FiberEnd a, FiberEnd b, int hop, double meters) {
    public HbdFiber {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
    }
}
