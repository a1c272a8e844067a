package com.lightwire.core.arrangement;

import com.lightwire.core.solve.Verification;

/**
 * Independent checks of the arrangements (digest §3.3): a ring is a permutation of its members and, when asked,
 * no directed pod pair carries more than one of its flows ({@code C_link ≤ 1}, Lemma A.1); a domain arrangement
 * colours every element and gives each pod exactly its share.
 */
public final class ArrangementVerifier {

    private ArrangementVerifier() {
    }

    /** Flows per directed pod pair [from][to] of a ring (member r sends to member r + 1, cyclically). */
    public static int[][] podFlows(int[] ring, int[] podOf) {
        int pods = 0;
        for (int p : podOf) {
            pods = Math.max(pods, p + 1);
        }
        int[][] flows = new int[pods][pods];
        for (int r = 0; r < ring.length && ring.length > 1; r++) {
            int from = podOf[ring[r]];
            int to = podOf[ring[(r + 1) % ring.length]];
            if (from != to) {
                flows[from][to]++;
            }
        }
        return flows;
    }

    /** The most flows on one directed pod pair: C_link of the ring. */
    public static int linkLoad(int[][] flows) {
        int most = 0;
        for (int[] row : flows) {
            for (int f : row) {
                most = Math.max(most, f);
            }
        }
        return most;
    }

    public static Verification verifyRing(int[] ring, int[] podOf, boolean arrangeable) {
        Verification.Collector v = new Verification.Collector();
        boolean[] seen = new boolean[podOf.length];
        v.check(ring.length == podOf.length, () -> "the ring has " + ring.length + " members of " + podOf.length);
        for (int m : ring) {
            boolean fresh = m >= 0 && m < seen.length && !seen[m];
            v.check(fresh, () -> "member " + m + " is out of range or visited twice");
            if (fresh) {
                seen[m] = true;
            }
        }
        if (arrangeable && v.build().isPassed()) {
            int load = linkLoad(podFlows(ring, podOf));
            v.check(load <= 1, () -> "a directed pod pair carries " + load + " flows of the ring");
        }
        return v.build();
    }

    public static Verification verifyDomains(int[][] pod, int pp, int dp, int[] share) {
        Verification.Collector v = new Verification.Collector();
        v.check(pod.length == pp, () -> pod.length + " rows for " + pp + " stages");
        int[] got = new int[share.length];
        for (int[] row : pod) {
            v.check(row.length == dp, () -> row.length + " columns for " + dp + " pipelines");
            for (int p : row) {
                if (p >= 0 && p < share.length) {
                    got[p]++;
                } else {
                    v.fail("an element is coloured with pod " + p);
                }
            }
        }
        for (int p = 0; p < share.length; p++) {
            int pod0 = p;
            v.check(got[p] == share[p], () -> "pod " + pod0 + " holds " + got[pod0] + " elements; its share is "
                    + share[pod0]);
        }
        return v.build();
    }
}
