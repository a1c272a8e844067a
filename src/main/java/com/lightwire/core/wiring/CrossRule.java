package com.lightwire.core.wiring;

import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

/**
 * Cross Wiring, also called Interleaved Wiring (digest §2.2): Tx straight, Rx crossed within each port pair.
 * {@code Tx(i,h,p) -> OCS(h,p).in[i]} and {@code Rx(i,h,p) <- OCS(h,p^1).out[i]}.
 */
enum CrossRule implements WiringRule {
    INSTANCE;

    @Override
    public WiringScheme scheme() {
        return WiringScheme.CROSS;
    }

    @Override
    public OcsPort txLanding(SpinePort p) {
        return new OcsPort(p.spine(), p.port(), p.pod());
    }

    @Override
    public OcsPort rxSource(SpinePort p) {
        return new OcsPort(p.spine(), p.port() ^ 1, p.pod());
    }

    @Override
    public SpinePort ingressOwner(int group, int ocs, int port) {
        return new SpinePort(port, group, ocs);
    }

    @Override
    public SpinePort egressOwner(int group, int ocs, int port) {
        return new SpinePort(port, group, ocs ^ 1);
    }
}
