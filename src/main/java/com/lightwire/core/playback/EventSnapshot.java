package com.lightwire.core.playback;

import com.lightwire.model.lumos.ClusterPlan;

import java.util.List;
import java.util.Objects;

/**
 * The state of an optical architecture just after one event, planned on demand.
 *
 * @param step     the event and the configurations installed before and after it
 * @param plan     the plan of the jobs running after the event against the configuration installed before it (L,
 *                 design with backup, configuration, kept/set up/torn down, stages), or null when planning failed
 *                 (the warnings say why)
 * @param warnings what to look at, for people: contention, sharing, staging beyond iota, planner findings
 */
public record EventSnapshot(EventStep step, ClusterPlan plan, List<String> warnings) {

    public EventSnapshot {
        Objects.requireNonNull(step, "step");
        warnings = List.copyOf(warnings);
    }
}
