package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.ArrayList;
import java.util.List;

import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A configuration whose circuit names a negative egress port other than {@link OcsConfiguration#NONE} (a hand-edited
 * or hostile file): the verifier names the circuit instead of failing with an index error, and the metrics do not
 * count it.
 */
class NegativeEgressTest {

    @ParameterizedTest
    @EnumSource(WiringScheme.class)
    void theVerifierNamesANegativeEgressPort(WiringScheme scheme) {
        ReconfigRequest request = request(scheme, 4, CrossSpecCasesTest.T6_C, null);
        int[][] maps = new int[request.ocsPerGroup()][];
        for (int k = 0; k < maps.length; k++) {
            maps[k] = map(request.ocsPorts());
        }
        maps[0][0] = -2;
        OcsConfiguration broken = config(maps);
        Verification v = ConfigurationVerifier.verify(request, broken, false);
        assertEquals(List.of("OCS 0.0 circuit 0->-2 goes to an egress port that does not exist"), v.violations());
    }

    @Test
    void aCrossCircuitPastTheLastPortIsNamedOnceNotMirrored() {
        ReconfigRequest cross = request(WiringScheme.CROSS, 4, CrossSpecCasesTest.T6_C, null);
        OcsConfiguration broken = config(map(4, 1, 4), map(4, 3, 6), map(4), map(4));
        assertEquals(List.of("OCS 0.0 circuit 1->4 goes to an egress port that does not exist",
                "OCS 0.1 circuit 3->6 goes to an egress port that does not exist"),
                ConfigurationVerifier.verify(cross, broken, false).violations());
    }

    @Test
    void metricsAndWarningsLeaveANegativeEgressPortOut() {
        ReconfigRequest request = request(WiringScheme.UNIFORM, 4, CrossSpecCasesTest.T6_C, null);
        OcsConfiguration broken = config(map(4, 0, -2, 1, -7), map(4), map(4), map(4));
        RealizationMetrics m = Metrics.measure(request, broken);
        assertEquals(0, m.realizedLinks());
        assertEquals(0.0, m.eta());
        List<Diagnostic> warnings = new ArrayList<>();
        UnrealizedLinks.report(request, broken, warnings);
        assertEquals(6, warnings.size());
    }
}
