package com.lightwire.core.arrangement;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** V12 and V13 (digest §6), the PP×DP fill of §3.3.5 and seeded rings through the verifier. */
class ArrangementSpecCasesTest {

    private static int[] pods(int n, int p) {
        int[] podOf = new int[n * p];
        for (int g = 0; g < podOf.length; g++) {
            podOf[g] = g / n;
        }
        return podOf;
    }

    @Test
    void v12RingOrderForFourGpusInThreePods() {
        int[] order = RingArrangement.inverse(RingArrangement.positions(4, 3));
        // (0,0),(0,1),(1,0),(1,1),(2,0),(2,1),(2,3),(2,2),(1,3),(1,2),(0,3),(0,2)
        assertArrayEquals(new int[] {0, 1, 4, 5, 8, 9, 11, 10, 7, 6, 3, 2}, order);
        assertArrayEquals(order, RingArrangement.order(pods(4, 3)), "the generalised order agrees with Eq. 42");
        int[][] flows = ArrangementVerifier.podFlows(order, pods(4, 3));
        assertEquals(List.of("0>1", "1>0", "1>2", "2>1"), pairs(flows), "each exactly once");
        assertEquals(1, ArrangementVerifier.linkLoad(flows));
        assertEquals(List.of("0>1", "1>2", "2>0"), pairs(ArrangementVerifier.podFlows(RingArrangement.naive(12),
                pods(4, 3))), "the naive ring");
    }

    private static List<String> pairs(int[][] flows) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < flows.length; i++) {
            for (int j = 0; j < flows.length; j++) {
                for (int k = 0; k < flows[i][j]; k++) {
                    out.add(i + ">" + j);
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "V12: N {0}, P {1}: at most one flow per directed pod pair")
    @CsvSource({"2,2", "4,4", "8,5", "6,7"})
    void v12LemmaA1(int n, int p) {
        int[] ring = RingArrangement.inverse(RingArrangement.positions(n, p));
        assertTrue(ArrangementVerifier.verifyRing(ring, pods(n, p), true).isPassed());
        assertEquals(1, ArrangementVerifier.linkLoad(ArrangementVerifier.podFlows(ring, pods(n, p))));
    }

    @Test
    void v12HierarchicalRingCarriesTwoFlowsEachWayBetweenAdjacentPods() {
        int[][] flows = HierarchicalRing.podFlows(4, 4);
        for (int p = 0; p < 4; p++) {
            assertEquals(2, flows[p][(p + 1) % 4], "forward " + p);
            assertEquals(2, flows[(p + 1) % 4][p], "backward " + p);
            assertEquals(0, flows[p][(p + 2) % 4], "no flow skips a pod");
        }
    }

    @Test
    void v13AllToAllPeerFunction() {
        assertTrue(AllToAllPeers.distinctTargetPods(4, 4));
        assertTrue(AllToAllPeers.everyPhaseIsAPermutation(4, 4));
        assertTrue(AllToAllPeers.distinctTargetPods(2, 4));
        assertFalse(AllToAllPeers.everyPhaseIsAPermutation(2, 4));
        assertFalse(AllToAllPeers.distinctTargetPods(4, 2));
        assertFalse(AllToAllPeers.distinctTargetPods(8, 4));
        for (int[] np : new int[][] {{4, 4}, {2, 4}, {4, 2}, {8, 4}}) {
            int size = np[0] * np[1];
            for (int gpu = 0; gpu < size; gpu++) {
                boolean[] reached = new boolean[size];
                for (int t = 1; t <= size; t++) {
                    int to = AllToAllPeers.peer(np[0], np[1], gpu, t);
                    assertFalse(reached[to], "GPU " + gpu + " reaches " + to + " twice");
                    reached[to] = true;
                }
            }
        }
    }

    @Test
    void rowMajorFillColoursSmallerSharesFirst() {
        int[][] pod = DomainArrangement.arrange(2, 4, new int[] {5, 3}, FillOrder.ROW_MAJOR);
        assertArrayEquals(new int[] {1, 1, 1, 0}, pod[0]);
        assertArrayEquals(new int[] {0, 0, 0, 0}, pod[1]);
        int[][] snake = DomainArrangement.arrange(2, 4, new int[] {5, 3}, FillOrder.COLUMN_SNAKE);
        assertArrayEquals(new int[] {1, 0, 0, 0}, snake[0]);
        assertArrayEquals(new int[] {1, 1, 0, 0}, snake[1]);
        assertTrue(ArrangementVerifier.verifyDomains(pod, 2, 4, new int[] {5, 3}).isPassed());
        assertThrows(IllegalArgumentException.class, () -> DomainArrangement.arrange(2, 2, new int[] {3}, FillOrder.ROW_MAJOR));
        assertThrows(IllegalArgumentException.class, () -> RingArrangement.positions(3, 2));
    }

    @ParameterizedTest(name = "seed {0}: 100 random pod memberships give arrangeable rings and valid fills")
    @ValueSource(ints = {1, 2, 3})
    void seededRingsAndFillsPassTheVerifier(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            int pods = 1 + rnd.nextInt(8);
            int[] counts = rnd.ints(pods, 1, 7).toArray();
            int size = java.util.Arrays.stream(counts).sum();
            int[] podOf = new int[size];
            int next = 0;
            for (int p = 0; p < pods; p++) {
                for (int i = 0; i < counts[p]; i++) {
                    podOf[next++] = p;
                }
            }
            assertTrue(ArrangementVerifier.verifyRing(RingArrangement.order(podOf), podOf, true).isPassed());
            int pp = 1 + rnd.nextInt(size);
            while (size % pp != 0) {
                pp--;
            }
            FillOrder fill = rnd.nextBoolean() ? FillOrder.ROW_MAJOR : FillOrder.COLUMN_SNAKE;
            assertTrue(ArrangementVerifier.verifyDomains(DomainArrangement.arrange(pp, size / pp, counts, fill), pp,
                    size / pp, counts).isPassed());
        }
    }
}
