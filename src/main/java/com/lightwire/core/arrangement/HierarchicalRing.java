package com.lightwire.core.arrangement;

/**
 * The inter-pod stage of hierarchical ring AllReduce (digest §3.3.2, A.5.2, Eq. 43 with §7 item 18's
 * {@code (P − p0) mod P}): one ring per local GPU index n0 over the pods; ring n0 sees pod p0 at position p0 when n0
 * is even and {@code (P − p0) mod P} when odd, so even rings run forward and odd rings backward and each adjacent pod
 * pair carries N/2 flows each way. O(N·P).
 */
public final class HierarchicalRing {

    private HierarchicalRing() {
    }

    /** Eq. 43: the position of pod p0 on ring n0. */
    public static int position(int n0, int p0, int pods) {
        return n0 % 2 == 0 ? p0 : (pods - p0) % pods;
    }

    /** For each ring n0 (0..N−1), the pods in ring order: entry [n0][r] is the pod at position r. */
    public static int[][] podOrders(int n, int pods) {
        int[][] orders = new int[n][pods];
        for (int n0 = 0; n0 < n; n0++) {
            for (int p0 = 0; p0 < pods; p0++) {
                orders[n0][position(n0, p0, pods)] = p0;
            }
        }
        return orders;
    }

    /** Flows per directed pod pair [from][to] over all rings: position r sends to position r + 1 (cyclic). */
    public static int[][] podFlows(int n, int pods) {
        int[][] flows = new int[pods][pods];
        if (pods < 2) {
            return flows;
        }
        for (int[] order : podOrders(n, pods)) {
            for (int r = 0; r < pods; r++) {
                flows[order[r]][order[(r + 1) % pods]]++;
            }
        }
        return flows;
    }
}
