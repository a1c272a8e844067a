package com.lightwire.core.wiring;

import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

/**
 * Two links per spine and OCS (digest §2.4): spine ports 2m and 2m+1 both go to OCS m of the group, on OCS ports
 * 2i and 2i+1 of pod i. Each OCS spends two ingress and two egress ports per pod.
 */
enum TwoLinkRule implements WiringRule {
    INSTANCE;

    @Override
    public WiringScheme scheme() {
        return WiringScheme.TWO_LINK;
    }

    @Override
    public OcsPort txLanding(SpinePort p) {
        return new OcsPort(p.spine(), p.port() / 2, 2 * p.pod() + (p.port() & 1));
    }

    @Override
    public OcsPort rxSource(SpinePort p) {
        return txLanding(p);
    }

    @Override
    public SpinePort ingressOwner(int group, int ocs, int port) {
        return new SpinePort(port / 2, group, 2 * ocs + (port & 1));
    }

    @Override
    public SpinePort egressOwner(int group, int ocs, int port) {
        return ingressOwner(group, ocs, port);
    }
}
