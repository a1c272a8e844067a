package com.lightwire.core.arrangement;

import java.util.Arrays;
import java.util.Comparator;

/**
 * PP/DP communication-domain arrangement (digest §3.3.5, A.6): a matrix with one row per pipeline stage (a DP domain)
 * and one column per pipeline (a PP domain), each element a TP group; the job's pods sorted by ascending share (ties:
 * lower index) colour the elements in fill order, each pod as many elements as its share. The greedy of the paper
 * (the underlying partition problem is bin packing). O(pp·dp + P log P).
 */
public final class DomainArrangement {

    private DomainArrangement() {
    }

    /** Entry [s][d]: the position in fill order of the element of stage s and pipeline d. */
    public static int[][] slots(int pp, int dp, FillOrder fill) {
        int[][] slot = new int[pp][dp];
        for (int s = 0; s < pp; s++) {
            for (int d = 0; d < dp; d++) {
                slot[s][d] = fill == FillOrder.ROW_MAJOR ? s * dp + d : d * pp + (d % 2 == 0 ? s : pp - 1 - s);
            }
        }
        return slot;
    }

    /** The pods in colouring order: ascending share, ties to the lower index; pods without a share left out. */
    public static int[] podOrder(int[] share) {
        return java.util.stream.IntStream.range(0, share.length).filter(p -> share[p] > 0).boxed()
                .sorted(Comparator.<Integer>comparingInt(p -> share[p]).thenComparingInt(p -> p))
                .mapToInt(Integer::intValue).toArray();
    }

    /**
     * ArrangeDomains: entry [s][d] is the pod of that element.
     *
     * @param share elements (TP groups) per pod; they must sum to pp·dp
     */
    public static int[][] arrange(int pp, int dp, int[] share, FillOrder fill) {
        if (Arrays.stream(share).asLongStream().sum() != (long) pp * dp) {
            throw new IllegalArgumentException("the shares sum to " + Arrays.stream(share).sum() + ", not pp·dp = "
                    + (long) pp * dp);
        }
        int[] podAt = new int[pp * dp];
        int next = 0;
        for (int p : podOrder(share)) {
            for (int i = 0; i < share[p]; i++) {
                podAt[next++] = p;
            }
        }
        int[][] slot = slots(pp, dp, fill);
        int[][] pod = new int[pp][dp];
        for (int s = 0; s < pp; s++) {
            for (int d = 0; d < dp; d++) {
                pod[s][d] = podAt[slot[s][d]];
            }
        }
        return pod;
    }
}
