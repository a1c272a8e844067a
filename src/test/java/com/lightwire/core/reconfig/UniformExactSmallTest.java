package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.List;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exact-small search against a brute force over every colouring, and its input limits. */
class UniformExactSmallTest {

    /** Tries every colour (or none) for every link copy: (k+1)^E colourings. */
    private static int bruteForce(int[][] edges, int pods, int k) {
        int e = edges.length;
        int best = 0;
        int[] colour = new int[e];
        long combos = (long) Math.pow(k + 1, e);
        for (long code = 0; code < combos; code++) {
            long rest = code;
            for (int i = 0; i < e; i++) {
                colour[i] = (int) (rest % (k + 1)) - 1;
                rest /= k + 1;
            }
            best = Math.max(best, properCount(edges, colour, pods, k));
        }
        return best;
    }

    /** Coloured links, or -1 when two links at one pod share a colour. */
    private static int properCount(int[][] edges, int[] colour, int pods, int k) {
        boolean[][] used = new boolean[pods][k];
        int n = 0;
        for (int i = 0; i < edges.length; i++) {
            int c = colour[i];
            if (c < 0) {
                continue;
            }
            if (used[edges[i][0]][c] || used[edges[i][1]][c]) {
                return -1;
            }
            used[edges[i][0]][c] = true;
            used[edges[i][1]][c] = true;
            n++;
        }
        return n;
    }

    @Test
    void backtrackingMatchesBruteForceOnTwoHundredRandomMultigraphs() {
        for (long seed = 0; seed < 200; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int pods = 2 + random.nextInt(4);
            int k = 1 + random.nextInt(3);
            int edgeCount = 1 + random.nextInt(7);
            int[][] edges = new int[edgeCount][];
            int[][] c = new int[pods][pods];
            for (int i = 0; i < edgeCount; i++) {
                int a = random.nextInt(pods);
                int b = (a + 1 + random.nextInt(pods - 1)) % pods;
                edges[i] = new int[] {a, b};
                c[a][b]++;
                c[b][a]++;
            }
            long seedNo = seed;
            assertEquals(bruteForce(edges, pods, k), UniformExactSmall.maxRealizableLinks(c, k), () -> "seed " + seedNo);
        }
    }

    @Test
    void theChromaticIndexOfK5IsFiveSoFourColoursCoverEightLinks() {
        int[][] k5 = new int[5][5];
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                k5[i][j] = i == j ? 0 : 1;
            }
        }
        assertEquals(8, UniformExactSmall.maxRealizableLinks(k5, 4));
        assertEquals(10, UniformExactSmall.maxRealizableLinks(k5, 5));
    }

    @Test
    void moreThanEightPodsOrAnotherWiringIsRejected() {
        FabricParams params = new FabricParams(2, 2, 2, 64);
        ReconfigRequest nine = new ReconfigRequest(params, WiringScheme.UNIFORM, 9, LogicalTopology.empty(1, 9), null);
        ReconfigResult tooLarge = new UniformExactSmall().solve(nine, ReconfigOptions.defaults(), SolveMonitor.NONE);
        assertEquals(SolveStatus.INVALID_INPUT, tooLarge.status());
        assertTrue(tooLarge.diagnostics().stream().anyMatch(d -> d.rule().equals("too-large")));

        ReconfigRequest cross = new ReconfigRequest(params, WiringScheme.CROSS, 3, LogicalTopology.empty(1, 3), null);
        assertEquals(SolveStatus.INVALID_INPUT,
                new UniformExactSmall().solve(cross, ReconfigOptions.defaults(), SolveMonitor.NONE).status());
    }

    @Test
    void anEmptyTopologyGivesAnEmptyOptimalConfiguration() {
        ReconfigRequest empty = new ReconfigRequest(new FabricParams(2, 4, 2, 64), WiringScheme.UNIFORM, 4,
                LogicalTopology.empty(1, 4), null);
        ReconfigResult result = new UniformExactSmall().solve(empty, ReconfigOptions.defaults(), SolveMonitor.NONE);
        assertEquals(SolveStatus.OPTIMAL, result.status());
        assertEquals(0, result.configuration().circuitCount());
        assertEquals(1.0, result.metrics().eta());
        assertEquals(List.of(), result.diagnostics(), "nothing unrealized, nothing to warn about");
        assertEquals("Uniform-Exact-small", new UniformExactSmall().name());
    }
}
