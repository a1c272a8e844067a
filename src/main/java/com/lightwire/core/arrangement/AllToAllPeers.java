package com.lightwire.core.arrangement;

/**
 * The cross-pod AlltoAll peer function (digest §3.3.4, A.7, Eq. 44): in phase t (1..N·P), GPU {@code p0·N + n0}
 * sends to {@code (p0·(N+1) + N·n0 + t − 1) mod (N·P)}. The GPUs of one pod target distinct pods in every phase iff
 * N ≤ P, and a phase is a permutation of the GPUs only when N = P (§7 item 19: check and warn, else a full mesh);
 * over the N·P phases each GPU reaches every GPU once, itself included. O(1) per peer.
 */
public final class AllToAllPeers {

    private AllToAllPeers() {
    }

    /** Eq. 44: the peer of GPU {@code gpu} in phase t (1-based). */
    public static int peer(int n, int pods, int gpu, int t) {
        int p0 = gpu / n;
        int n0 = gpu % n;
        long size = (long) n * pods;
        return (int) Math.floorMod((long) p0 * (n + 1) + (long) n * n0 + t - 1, size);
    }

    /** True when, in every phase, the GPUs of each pod send to distinct pods (the paper's claim). */
    public static boolean distinctTargetPods(int n, int pods) {
        for (int t = 1; t <= n * pods; t++) {
            for (int p0 = 0; p0 < pods; p0++) {
                boolean[] seen = new boolean[pods];
                for (int n0 = 0; n0 < n; n0++) {
                    int pod = peer(n, pods, p0 * n + n0, t) / n;
                    if (seen[pod]) {
                        return false;
                    }
                    seen[pod] = true;
                }
            }
        }
        return true;
    }

    /** True when every phase's destinations are a permutation of the GPUs. */
    public static boolean everyPhaseIsAPermutation(int n, int pods) {
        int size = n * pods;
        for (int t = 1; t <= size; t++) {
            boolean[] hit = new boolean[size];
            for (int gpu = 0; gpu < size; gpu++) {
                int to = peer(n, pods, gpu, t);
                if (hit[to]) {
                    return false;
                }
                hit[to] = true;
            }
        }
        return true;
    }
}
