package com.lightwire.core.wiring;

import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

/**
 * A physical wiring in closed form: where each strand of a spine port lands, and the inverse maps from OCS ports
 * back to spine ports. Pure functions of the indices, so 131k-port plans never need a lookup table.
 */
public interface WiringRule {

    WiringScheme scheme();

    /** The OCS ingress port fed by the Tx strand of {@code port}. */
    OcsPort txLanding(SpinePort port);

    /** The OCS egress port feeding the Rx strand of {@code port}. */
    OcsPort rxSource(SpinePort port);

    /** The spine port whose Tx strand feeds ingress port {@code port} of OCS (group, ocs). */
    SpinePort ingressOwner(int group, int ocs, int port);

    /** The spine port whose Rx strand is fed by egress port {@code port} of OCS (group, ocs). */
    SpinePort egressOwner(int group, int ocs, int port);

    /** The rule for a scheme. */
    static WiringRule of(WiringScheme scheme) {
        return switch (scheme) {
            case UNIFORM -> UniformRule.INSTANCE;
            case CROSS -> CrossRule.INSTANCE;
            case TWO_LINK -> TwoLinkRule.INSTANCE;
        };
    }
}
