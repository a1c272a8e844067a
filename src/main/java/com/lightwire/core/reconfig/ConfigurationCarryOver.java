package com.lightwire.core.reconfig;

import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.FabricParams;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Optional;

/**
 * What of an installed OCS configuration still applies when the cluster is rewired to another scheme (ADR 0015).
 * The OCS ports stay, so every circuit stays possible, but the spine ports behind them change: a circuit applies
 * under the new wiring when it is still one direction of a bidirectional link on one port pair (the port-level L2
 * check of digest §4.7, which under Cross Wiring is the mirror rule). The circuits that apply form a configuration
 * that passes {@link ConfigurationVerifier} for the topology it realizes; the others would leave a spine port
 * transmitting into a port that does not transmit back, and are dropped. Nothing applies when the new scheme's OCSes
 * have another shape (two-link has half as many OCSes with twice the ports). Linear in the number of circuits.
 */
public final class ConfigurationCarryOver {

    private ConfigurationCarryOver() {
    }

    /**
     * The circuits of {@code config} that apply under scheme {@code to} on a cluster of {@code params} and
     * {@code pods} pods; empty when {@code to}'s OCSes have another shape than {@code config}.
     */
    public static Optional<OcsConfiguration> keptUnder(OcsConfiguration config, FabricParams params, int pods,
                                                       WiringScheme to) {
        if (config.groups() != params.spinesPerPod() || config.ocsPerGroup() != to.ocsPerGroup(params.kSpine())
                || config.ports() != pods * to.portsPerPodOnOcs()) {
            return Optional.empty();
        }
        WiringRule rule = WiringRule.of(to);
        OcsConfiguration.Builder kept = OcsConfiguration.builder(config.groups(), config.ocsPerGroup(),
                config.ports());
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (rule.ingressOwner(c.h(), c.ocs(), c.in()).pod() != rule.egressOwner(c.h(), c.ocs(), c.out()).pod()
                    && L2Links.isL2(config, rule, c)) {
                kept.connect(c.h(), c.ocs(), c.in(), c.out());
            }
        }
        return Optional.of(kept.build());
    }
}
