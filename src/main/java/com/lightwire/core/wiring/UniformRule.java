package com.lightwire.core.wiring;

import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

/** Uniform wiring (digest §2.1): both strands of spine port p go to OCS p, on the OCS ports of the pod. */
enum UniformRule implements WiringRule {
    INSTANCE;

    @Override
    public WiringScheme scheme() {
        return WiringScheme.UNIFORM;
    }

    @Override
    public OcsPort txLanding(SpinePort p) {
        return new OcsPort(p.spine(), p.port(), p.pod());
    }

    @Override
    public OcsPort rxSource(SpinePort p) {
        return new OcsPort(p.spine(), p.port(), p.pod());
    }

    @Override
    public SpinePort ingressOwner(int group, int ocs, int port) {
        return new SpinePort(port, group, ocs);
    }

    @Override
    public SpinePort egressOwner(int group, int ocs, int port) {
        return new SpinePort(port, group, ocs);
    }
}
