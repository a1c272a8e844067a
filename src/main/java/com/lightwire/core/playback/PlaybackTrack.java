package com.lightwire.core.playback;

import com.lightwire.core.simulate.Architecture;
import com.lightwire.model.lumos.LumosCluster;

import java.util.List;

/**
 * The playback of one architecture's run: its events in order with the configurations installed around each.
 *
 * @param architecture the architecture (its cluster is null for Best)
 * @param steps        the events, in order
 * @param iota         the staging bound the plans use
 */
public record PlaybackTrack(Architecture architecture, List<EventStep> steps, double iota) {

    public PlaybackTrack {
        steps = List.copyOf(steps);
    }

    /** Leaves, pods and servers of the architecture, or null for Best. */
    public LumosCluster cluster() {
        return architecture.cluster();
    }

    /** True when the architecture has an OCS core (LumosCore or straight wiring): events have plans. */
    public boolean optical() {
        return architecture.kind() == Architecture.Kind.LUMOS || architecture.kind() == Architecture.Kind.STRAIGHT;
    }
}
