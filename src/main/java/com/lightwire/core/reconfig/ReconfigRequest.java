package com.lightwire.core.reconfig;

import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Objects;

/**
 * What to realize: a logical topology on a cluster's physical wiring, optionally against the configuration now
 * installed (whose circuits a rewiring-aware method tries to keep).
 *
 * @param params  switch radixes
 * @param scheme  the physical wiring
 * @param pods    pod count P
 * @param target  the logical topology C to realize
 * @param current the installed configuration, or null for a fresh deployment
 */
public record ReconfigRequest(FabricParams params, WiringScheme scheme, int pods, LogicalTopology target,
                              OcsConfiguration current) {
    public ReconfigRequest {
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(target, "target");
    }

    public ReconfigRequest withCurrent(OcsConfiguration newCurrent) {
        return new ReconfigRequest(params, scheme, pods, target, newCurrent);
    }

    public ReconfigRequest withScheme(WiringScheme newScheme) {
        return new ReconfigRequest(params, newScheme, pods, target, null);
    }

    /** OCSes per group under this request's scheme. */
    public int ocsPerGroup() {
        return scheme.ocsPerGroup(params.kSpine());
    }

    /** Ports used per OCS under this request's scheme. */
    public int ocsPorts() {
        return pods * scheme.portsPerPodOnOcs();
    }
}
