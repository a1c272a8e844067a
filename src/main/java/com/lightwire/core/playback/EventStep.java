package com.lightwire.core.playback;

import com.lightwire.model.OcsConfiguration;

import java.util.Objects;

/**
 * One event of a playback track with the OCS configurations around it.
 *
 * @param event          the event
 * @param before         the configuration installed before the event (null before the first reconfiguration, and for
 *                       architectures without an OCS core)
 * @param after          the configuration installed after it (the same object when the event does not reconfigure)
 * @param reconfigured   true for a cross-pod start on an optical architecture: the OCSes were reconfigured
 * @param reallocatedPct circuits torn down by that reconfiguration, in % of all circuit slots (0 without one)
 */
public record EventStep(PlaybackEvent event, OcsConfiguration before, OcsConfiguration after, boolean reconfigured,
                        double reallocatedPct) {

    public EventStep {
        Objects.requireNonNull(event, "event");
    }
}
