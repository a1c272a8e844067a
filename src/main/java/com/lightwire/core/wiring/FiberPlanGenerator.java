package com.lightwire.core.wiring;

import com.lightwire.model.Cable;
import com.lightwire.model.FabricParams;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.List;

/**
 * Generates the fiber plan of a wiring scheme: one duplex cable per spine OCS-facing port, with both strands
 * landed by the scheme's {@link WiringRule}. O(P·H·K_spine) time and memory.
 */
public final class FiberPlanGenerator {

    private FiberPlanGenerator() {
    }

    public static FiberPlan generate(WiringScheme scheme, FabricParams params, int pods) {
        WiringRule rule = WiringRule.of(scheme);
        int spines = params.spinesPerPod();
        List<Cable> cables = new ArrayList<>(pods * spines * params.kSpine());
        for (int i = 0; i < pods; i++) {
            for (int h = 0; h < spines; h++) {
                for (int p = 0; p < params.kSpine(); p++) {
                    SpinePort port = new SpinePort(i, h, p);
                    cables.add(new Cable(port, rule.txLanding(port), rule.rxSource(port)));
                }
            }
        }
        return new FiberPlan(scheme, params, pods, cables);
    }
}
