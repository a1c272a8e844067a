package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Case T11 of the digest §7 at the solver boundary: each rejected request gives the spec's message, and the solvers
 * return {@link SolveStatus#INVALID_INPUT} instead of throwing. Non-integer entries cannot be represented in a
 * {@link LogicalTopology} at all; they are the file readers' concern.
 */
class RequestValidatorSpecCasesTest {

    private static final FabricParams K4 = new FabricParams(2, 4, 2, 64);

    @Test
    void oddPortCountsAreRejectedBecauseCrossWiringPairsPorts() {
        for (int kSpine : new int[] {3, 5}) {
            FabricParams params = new FabricParams(2, kSpine, 1, 64);
            assertRejected(new ReconfigRequest(params, WiringScheme.CROSS, 2, LogicalTopology.empty(2, 2), null),
                    "K_spine must be even (Cross Wiring pairs ports)");
        }
    }

    @Test
    void tauThatDoesNotDivideTheRadixesIsRejected() {
        FabricParams params = new FabricParams(8, 8, 3, 64);
        assertRejected(new ReconfigRequest(params, WiringScheme.CROSS, 2, LogicalTopology.empty(2, 2), null),
                "tau must divide K_leaf and K_spine");
    }

    @Test
    void moreThanKOcsPodsAreRejected() {
        FabricParams params = new FabricParams(2, 4, 2, 512);
        assertRejected(new ReconfigRequest(params, WiringScheme.CROSS, 513, LogicalTopology.empty(1, 513), null),
                "too many pods");
    }

    @Test
    void moreThanHalfKOcsPodsAreRejectedUnderTwoLinkWiring() {
        FabricParams params = new FabricParams(2, 4, 2, 512);
        assertRejected(new ReconfigRequest(params, WiringScheme.TWO_LINK, 257, LogicalTopology.empty(1, 257), null),
                "too many pods");
        assertTrue(RequestValidator.validate(new ReconfigRequest(params, WiringScheme.TWO_LINK, 256,
                LogicalTopology.empty(1, 256), null)).isEmpty(), "256 pods fit");
    }

    @Test
    void aRequestWithoutPodsIsRejectedAsTooFewNotTooMany() {
        ReconfigRequest empty = new ReconfigRequest(K4, WiringScheme.CROSS, 0, LogicalTopology.empty(1, 0), null);
        assertRejected(empty, "a cluster needs at least one pod");
        assertTrue(RequestValidator.validate(empty).stream().noneMatch(d -> d.message().contains("too many")));
    }

    @Test
    void anAsymmetricTopologyIsRejected() {
        assertRejected(topology(new int[][] {{0, 2}, {1, 0}}), "logical topology must be symmetric (L2)");
    }

    @Test
    void aNonZeroDiagonalIsRejected() {
        assertRejected(topology(new int[][] {{2, 0}, {0, 0}}), "diagonal must be 0");
    }

    @Test
    void aNegativeEntryIsRejected() {
        assertRejected(topology(new int[][] {{0, -1}, {-1, 0}}), "link counts must not be negative");
    }

    @Test
    void aRowSumAboveThePortCountIsRejectedNamingPodAndSpine() {
        int[][] c = {{0, 3, 2}, {3, 0, 0}, {2, 0, 0}};
        assertRejected(topology(c), "pod 0 needs 5 > 4 ports in group 0. Infeasible on any wiring");
    }

    private static ReconfigRequest topology(int[][] c) {
        return new ReconfigRequest(K4, WiringScheme.CROSS, c.length, LogicalTopology.of(new int[][][] {c}), null);
    }

    private static void assertRejected(ReconfigRequest request, String phrase) {
        List<Diagnostic> found = RequestValidator.validate(request);
        assertTrue(found.stream().anyMatch(d -> d.isError() && d.message().contains(phrase)),
                () -> "expected \"" + phrase + "\" in " + found);
        for (Reconfigurator method : List.of(CrossReconfigurator.mdmcf(), CrossReconfigurator.mcf(),
                new UniformGreedyReconfigurator())) {
            ReconfigResult result = method.solve(request, ReconfigOptions.defaults(), SolveMonitor.NONE);
            assertEquals(SolveStatus.INVALID_INPUT, result.status(), method.name());
            assertTrue(result.diagnostics().stream().anyMatch(d -> d.message().contains(phrase)), method.name());
        }
    }
}
