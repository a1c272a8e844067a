package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * One event of a node fault trace (the published InfiniteHBD trace, digest §4.2).
 *
 * @param node  the node's identifier as written (an anonymised UUID)
 * @param days  time since the first event, in days
 * @param start true for {@code fault_start}, false for {@code fault_end}
 */
public record TraceEvent(String node, double days, boolean start) {
    public TraceEvent {
        Objects.requireNonNull(node, "node");
    }
}
