package com.lightwire.core.reconfig;

import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.OcsPort;
import com.lightwire.model.SpinePort;

/**
 * The port-level L2 view of a configuration (digest §4.7): a circuit is part of an L2 link when the spine port it
 * delivers to transmits back, through its own Tx strand and circuit, to the port that sent the light.
 */
final class L2Links {

    private L2Links() {
    }

    /** The spine port receiving what {@code port} transmits, or null when its Tx strand has no circuit. */
    static SpinePort txLand(OcsConfiguration config, WiringRule rule, SpinePort port) {
        OcsPort in = rule.txLanding(port);
        if (in.group() >= config.groups() || in.ocs() >= config.ocsPerGroup() || in.port() >= config.ports()) {
            return null;
        }
        int o = config.egressOf(in.group(), in.ocs(), in.port());
        return o == OcsConfiguration.NONE ? null : rule.egressOwner(in.group(), in.ocs(), o);
    }

    /** True when circuit {@code c} is one direction of a bidirectional link on one port pair. */
    static boolean isL2(OcsConfiguration config, WiringRule rule, OcsConfiguration.Circuit c) {
        if (c.out() < 0 || c.out() >= config.ports()) {
            return false;
        }
        SpinePort from = rule.ingressOwner(c.h(), c.ocs(), c.in());
        SpinePort to = rule.egressOwner(c.h(), c.ocs(), c.out());
        return from.equals(txLand(config, rule, to));
    }

    /** {@code l2[h][i][j]}: circuits from pod i to pod j in group h that belong to an L2 link. */
    static int[][][] counts(ReconfigRequest request, OcsConfiguration config) {
        WiringRule rule = WiringRule.of(request.scheme());
        int pods = request.pods();
        int[][][] l2 = new int[request.target().groups()][pods][pods];
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (c.h() < l2.length && isL2(config, rule, c)) {
                int i = rule.ingressOwner(c.h(), c.ocs(), c.in()).pod();
                int j = rule.egressOwner(c.h(), c.ocs(), c.out()).pod();
                if (i < pods && j < pods) {
                    l2[c.h()][i][j]++;
                }
            }
        }
        return l2;
    }
}
