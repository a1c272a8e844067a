package com.lightwire.core.reconfig;

import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Realized links and rho count port-level L2 links only; eta follows eq. (15) over all circuits. */
class RealizedLinksTest {

    private static final FabricParams PARAMS = new FabricParams(2, 2, 2, 8);

    @Test
    void aUniformCircuitPairSplitAcrossTwoOcsesIsNotAnL2Link() {
        LogicalTopology c = LogicalTopology.builder(1, 2).add(0, 0, 1, 1).build();
        OcsConfiguration split = OcsConfiguration.builder(1, 2, 2).connect(0, 0, 0, 1).connect(0, 1, 1, 0).build();
        RealizationMetrics m = Metrics.measure(new ReconfigRequest(PARAMS, WiringScheme.UNIFORM, 2, c, null), split);
        assertEquals(0, m.realizedLinks());
        assertEquals(0.0, m.rho());
        assertEquals(1.0, m.eta(), 1e-12);
    }

    @Test
    void theSamePairOnOneOcsIsOneLink() {
        LogicalTopology c = LogicalTopology.builder(1, 2).add(0, 0, 1, 1).build();
        OcsConfiguration paired = OcsConfiguration.builder(1, 2, 2).connect(0, 0, 0, 1).connect(0, 0, 1, 0).build();
        RealizationMetrics m = Metrics.measure(new ReconfigRequest(PARAMS, WiringScheme.UNIFORM, 2, c, null), paired);
        assertEquals(1, m.realizedLinks());
        assertEquals(1.0, m.rho());
    }
}
