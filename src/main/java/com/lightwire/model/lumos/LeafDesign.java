package com.lightwire.model.lumos;

import com.lightwire.model.LogicalTopology;

import java.util.List;
import java.util.Objects;

/**
 * A logical topology designed from a leaf demand (digest §3.5, issue 14 item 1 Design).
 *
 * @param method         heuristic, greedy or exact
 * @param status         the solve status label (optimal, feasible)
 * @param maxLoad        most units on one leaf–spine link in one direction
 * @param contentionFree {@code maxLoad ≤ tau} and no shared units
 * @param sharedUnits    units dropped from C to fit the spine port budget (§7 item 7)
 * @param split          {@code L_abh}, both directions listed, sorted by (h, a, b)
 * @param topology       C by eq. (7), capped
 * @param backup         the idle-port full mesh (§3.5), or null when not asked for
 */
public record LeafDesign(String method, String status, int maxLoad, boolean contentionFree, long sharedUnits,
                         List<SplitUnit> split, LogicalTopology topology, LogicalTopology backup) {

    public LeafDesign {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(topology, "topology");
        split = List.copyOf(split);
    }
}
