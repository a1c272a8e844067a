package com.lightwire.core.arrangement;

import java.util.ArrayList;
import java.util.List;

/**
 * Ring AllReduce rank arrangement (digest §3.3.1, A.5.1, Eq. 42): the ring runs through the first halves of the pods
 * in ascending order and back through the second halves in descending order (members of a second half in descending
 * order), so each adjacent pod pair carries one flow each way (P − 1 fully used bidirectional links) instead of the
 * naive ring's P links used one way (Lemma A.1). {@link #order} generalises Eq. 42 to any number of members per pod
 * (first half = the first ceil(c/2) members): every directed pod pair still carries at most one flow. O(n).
 */
public final class RingArrangement {

    private RingArrangement() {
    }

    /**
     * Eq. 42: the ring position of GPU {@code p0·N + n0}, for N GPUs (even) in each of P pods.
     *
     * @throws IllegalArgumentException when N is odd or either size is below 1
     */
    public static int[] positions(int n, int pods) {
        if (n < 2 || n % 2 != 0 || pods < 1) {
            throw new IllegalArgumentException("Eq. 42 needs an even N >= 2 and P >= 1; got N " + n + ", P " + pods);
        }
        int[] g = new int[n * pods];
        for (int p0 = 0; p0 < pods; p0++) {
            for (int n0 = 0; n0 < n; n0++) {
                g[p0 * n + n0] = n0 < n / 2 ? p0 * n / 2 + n0 : n * pods - 1 - (p0 * n / 2 + n0 - n / 2);
            }
        }
        return g;
    }

    /** The members (indices into {@code podOf}) in ring order by the generalised Eq. 42. */
    public static int[] order(int[] podOf) {
        int pods = 0;
        for (int p : podOf) {
            pods = Math.max(pods, p + 1);
        }
        List<List<Integer>> members = new ArrayList<>();
        for (int p = 0; p < pods; p++) {
            members.add(new ArrayList<>());
        }
        for (int m = 0; m < podOf.length; m++) {
            members.get(podOf[m]).add(m);
        }
        int[] ring = new int[podOf.length];
        int next = 0;
        for (List<Integer> pod : members) {
            for (int i = 0; i < (pod.size() + 1) / 2; i++) {
                ring[next++] = pod.get(i);
            }
        }
        for (int p = pods - 1; p >= 0; p--) {
            List<Integer> pod = members.get(p);
            for (int i = pod.size() - 1; i >= (pod.size() + 1) / 2; i--) {
                ring[next++] = pod.get(i);
            }
        }
        return ring;
    }

    /** The members in index order: the naive ring. */
    public static int[] naive(int size) {
        int[] ring = new int[size];
        for (int i = 0; i < size; i++) {
            ring[i] = i;
        }
        return ring;
    }

    /** The ring order of Eq. 42's positions: entry r is the GPU at position r. */
    public static int[] inverse(int[] positions) {
        int[] order = new int[positions.length];
        for (int gpu = 0; gpu < positions.length; gpu++) {
            order[positions[gpu]] = gpu;
        }
        return order;
    }
}
