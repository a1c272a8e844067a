package com.lightwire.core.reconfig.lp;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.RewiringInstances;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Named cases of ITV-LPR: nothing changed, one link added, a fresh topology, never worse than MDMCF. */
class MinRewiringCasesTest {

    private static final FabricParams PARAMS = new FabricParams(4, 8, 2, 64);
    private static final ReconfigOptions OPTIONS = ReconfigOptions.defaults().withThreads(1);

    private static ReconfigResult lpr(ReconfigRequest request) {
        ReconfigResult r = new MinRewiringReconfigurator().solve(request, OPTIONS, SolveMonitor.NONE);
        assertTrue(r.verification().isPassed(), r.verification()::summary);
        return r;
    }

    @Test
    void theSameTopologyAgainstItsOwnConfigurationRewiresNothing() {
        LogicalTopology t = TopologyGenerators.randomFullUtilization(2, 16, 8, 3);
        ReconfigRequest fresh = new ReconfigRequest(PARAMS, WiringScheme.CROSS, 16, t, null);
        ReconfigResult first = lpr(fresh);
        ReconfigResult again = lpr(fresh.withCurrent(first.configuration()));
        assertEquals(0, again.metrics().rewired());
        assertEquals(0L, again.lowerBound());
        assertEquals(SolveStatus.OPTIMAL, again.status());
    }

    @Test
    void oneAddedLinkRewiresExactlyTheLowerBoundOfTwoCircuits() {
        int[][] ring = new int[6][6];
        for (int i = 0; i < 6; i++) {
            ring[i][(i + 1) % 6] = 1;
            ring[(i + 1) % 6][i] = 1;
        }
        FabricParams params = new FabricParams(2, 4, 2, 64);
        ReconfigRequest before = new ReconfigRequest(params, WiringScheme.CROSS, 6,
                LogicalTopology.of(new int[][][] {ring}), null);
        ReconfigResult installed = lpr(before);
        int[][] more = LogicalTopology.of(new int[][][] {ring}).matrix(0);
        more[0][3] = 1;
        more[3][0] = 1;
        ReconfigResult after = lpr(new ReconfigRequest(params, WiringScheme.CROSS, 6,
                LogicalTopology.of(new int[][][] {more}), installed.configuration()));
        assertEquals(2, after.metrics().rewired());
        assertEquals(after.lowerBound().longValue(), after.metrics().rewired());
        assertEquals(SolveStatus.OPTIMAL, after.status());
    }

    @Test
    void aFreshTopologyIsMdmcfsAnswerWithoutBound() {
        ReconfigRequest fresh = new ReconfigRequest(PARAMS, WiringScheme.CROSS, 12,
                TopologyGenerators.randomFullUtilization(2, 12, 8, 5), null);
        ReconfigResult lpr = lpr(fresh);
        ReconfigResult mdmcf = CrossReconfigurator.mdmcf().solve(fresh, OPTIONS, SolveMonitor.NONE);
        assertEquals(mdmcf.configuration(), lpr.configuration());
        assertEquals("ITV-LPR", lpr.method());
        assertNull(lpr.lowerBound());
    }

    @Test
    void neverRewiresMoreThanMdmcfAndNeverLessThanTheBound() {
        for (RewiringInstances.Instance instance : RewiringInstances.generate(15, 21, 24, 12)) {
            ReconfigResult lpr = lpr(instance.request());
            ReconfigResult mdmcf = CrossReconfigurator.mdmcf().solve(instance.request(), OPTIONS, SolveMonitor.NONE);
            assertTrue(lpr.metrics().rewired() <= mdmcf.metrics().rewired(), instance::name);
            assertTrue(lpr.metrics().rewired() >= lpr.lowerBound(), instance::name);
        }
    }
}
