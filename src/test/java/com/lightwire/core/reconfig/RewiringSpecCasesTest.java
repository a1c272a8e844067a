package com.lightwire.core.reconfig;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static com.lightwire.core.reconfig.Fixtures.assertRealizedExactly;
import static com.lightwire.core.reconfig.Fixtures.config;
import static com.lightwire.core.reconfig.Fixtures.map;
import static com.lightwire.core.reconfig.Fixtures.request;
import static com.lightwire.core.reconfig.Fixtures.solve;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Cases T8 (min-rewiring, one added link) and T10 (degenerate inputs) of the digest §7. */
class RewiringSpecCasesTest {

    private static final int[][] T8_NEW = {{0, 1, 1}, {1, 0, 0}, {1, 0, 0}};

    /** T8's old configuration: the single link 0-1 as u[0][0][1] = 1 and u[1][1][0] = 1. */
    private static OcsConfiguration t8Old() {
        return config(map(3, 0, 1), map(3, 1, 0), map(3), map(3));
    }

    @Test
    void t8OldConfigurationIsAValidCrossRealizationOfTheSingleLink() {
        int[][] old = {{0, 1, 0}, {1, 0, 0}, {0, 0, 0}};
        ReconfigRequest request = request(WiringScheme.CROSS, 4, old, null);
        Fixtures.assertPassed(ConfigurationVerifier.verify(request, t8Old(), true));
    }

    @Test
    void t8MdmcfKeepsBothOldCircuitsAndSetsUpOneMirroredPair() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, T8_NEW, t8Old());
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request);
        assertRealizedExactly(request, result);
        RealizationMetrics m = result.metrics();
        assertEquals(2, m.rewired(), "R = Σ|x - u|");
        assertEquals(2, m.kept());
        assertEquals(2, m.setUp());
        assertEquals(0, m.tornDown());
        List<OcsConfiguration.Circuit> added = addedCircuits(t8Old(), result.configuration());
        assertEquals(2, added.size());
        OcsConfiguration.Circuit first = added.get(0);
        OcsConfiguration.Circuit second = added.get(1);
        assertEquals(0, first.ocs() % 2, "the first new circuit sits on an even OCS");
        assertEquals(first.ocs() + 1, second.ocs(), "its mirror sits on the odd partner");
        assertEquals(first.in(), second.out());
        assertEquals(first.out(), second.in());
        assertEquals(Set.of(0, 2), Set.of(first.in(), first.out()), "the new link joins pods 0 and 2");
    }

    @Test
    void t8McfRewiresEitherTwoOrSixCircuits() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, T8_NEW, t8Old());
        ReconfigResult result = solve(CrossReconfigurator.mcf(), request);
        assertRealizedExactly(request, result);
        long r = result.metrics().rewired();
        assertTrue(r == 2 || r == 6, "R = " + r);
    }

    @Test
    void t10ZeroTopologyWithoutOldConfigurationLeavesEveryOcsEmpty() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, new int[4][4], null);
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request);
        assertRealizedExactly(request, result);
        assertEquals(0, result.configuration().circuitCount());
        assertEquals(0, result.metrics().rewired());
    }

    @Test
    void t10ZeroTopologyTearsDownEveryOldCircuit() {
        OcsConfiguration old = CrossSpecCasesTest.t6Fixture();
        ReconfigRequest request = request(WiringScheme.CROSS, 4, new int[4][4], old);
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request);
        assertRealizedExactly(request, result);
        assertEquals(0, result.configuration().circuitCount());
        assertEquals(old.circuitCount(), result.metrics().rewired());
        assertEquals(old.circuitCount(), result.metrics().tornDown());
    }

    @Test
    void t10SinglePodHasItsOcsPortsButNoCircuits() {
        ReconfigRequest request = request(WiringScheme.CROSS, 4, new int[1][1], null);
        ReconfigResult result = solve(CrossReconfigurator.mdmcf(), request);
        assertRealizedExactly(request, result);
        assertEquals(1, result.configuration().ports());
        assertEquals(4, result.configuration().ocsPerGroup());
        assertEquals(0, result.configuration().circuitCount());
    }

    @Test
    void t10SmallestLegalPortCountRealizesAFivePodRing() {
        int[][] ring = new int[5][5];
        for (int i = 0; i < 5; i++) {
            ring[i][(i + 1) % 5] = 1;
            ring[(i + 1) % 5][i] = 1;
        }
        ReconfigRequest request = request(WiringScheme.CROSS, 2, ring, null);
        assertRealizedExactly(request, solve(CrossReconfigurator.mdmcf(), request));
        assertRealizedExactly(request, solve(CrossReconfigurator.mcf(), request));
    }

    private static List<OcsConfiguration.Circuit> addedCircuits(OcsConfiguration old, OcsConfiguration now) {
        List<OcsConfiguration.Circuit> added = new ArrayList<>();
        for (OcsConfiguration.Circuit c : now.circuits()) {
            if (!old.has(c.h(), c.ocs(), c.in(), c.out())) {
                added.add(c);
            }
        }
        return added;
    }
}
