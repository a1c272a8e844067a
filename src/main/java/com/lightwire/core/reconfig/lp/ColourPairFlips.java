package com.lightwire.core.reconfig.lp;

/**
 * Local search over pairs of colours: the units of two colours α and β form alternating paths and even cycles (each
 * pod has at most one α and one β unit out and in); swapping α and β on a whole component keeps both colours partial
 * permutations, and each component independently takes the colouring that keeps more old circuits. For two colours
 * and a fixed set of units this is optimal; passes over all pairs repeat while they improve (at most
 * {@value #MAX_PASSES}). O(passes · n² · P).
 */
final class ColourPairFlips {

    private static final int MAX_PASSES = 4;

    private ColourPairFlips() {
    }

    static GroupColouring improve(GroupInstance g, GroupColouring x) {
        if (g.old() == null) {
            return x;
        }
        int n = g.colours();
        boolean[] seen = new boolean[g.pods()];
        for (int pass = 0; pass < MAX_PASSES; pass++) {
            boolean improved = false;
            for (int alpha = 0; alpha < n; alpha++) {
                for (int beta = alpha + 1; beta < n; beta++) {
                    java.util.Arrays.fill(seen, false);
                    for (int s = 0; s < g.pods(); s++) {
                        if (!seen[s] && (x.targetOf(alpha, s) >= 0 || x.targetOf(beta, s) >= 0)) {
                            improved |= flipIfBetter(g, x, s, alpha, beta, seen);
                        }
                    }
                }
            }
            if (!improved) {
                break;
            }
        }
        return x;
    }

    /**
     * Walks the component of source s in the α/β union (marking its sources seen) and swaps its colours when that keeps
     * more old circuits; true when it swapped.
     */
    private static boolean flipIfBetter(GroupInstance g, GroupColouring x, int start, int alpha, int beta,
                                        boolean[] seen) {
        int[] units = new int[6 * g.pods() + 6];
        int count = collect(x, start, alpha, beta, seen, units);
        int gain = 0;
        for (int u = 0; u < count; u += 3) {
            int s = units[u];
            int t = units[u + 1];
            int m = units[u + 2];
            gain += g.weight(s, t, m == alpha ? beta : alpha) - g.weight(s, t, m);
        }
        if (gain <= 0) {
            return false;
        }
        for (int u = 0; u < count; u += 3) {
            x.remove(units[u], units[u + 1], units[u + 2]);
        }
        for (int u = 0; u < count; u += 3) {
            x.place(units[u], units[u + 1], units[u + 2] == alpha ? beta : alpha);
        }
        return true;
    }

    /** The component's units as (s, t, colour) triples, found by a walk over sources and targets. */
    private static int collect(GroupColouring x, int start, int alpha, int beta, boolean[] seen, int[] units) {
        int count = 0;
        int[] stack = new int[2 * x.pods() + 2];
        boolean[] seenTarget = new boolean[x.pods()];
        int top = 0;
        stack[top++] = start;
        seen[start] = true;
        while (top > 0) {
            int v = stack[--top];
            boolean isTarget = v < 0;
            int pod = isTarget ? -v - 1 : v;
            for (int m : new int[] {alpha, beta}) {
                int other = isTarget ? x.sourceOf(m, pod) : x.targetOf(m, pod);
                if (other < 0) {
                    continue;
                }
                if (!isTarget) {
                    units[count++] = pod;
                    units[count++] = other;
                    units[count++] = m;
                    if (!seenTarget[other]) {
                        seenTarget[other] = true;
                        stack[top++] = -other - 1;
                    }
                } else if (!seen[other]) {
                    seen[other] = true;
                    stack[top++] = other;
                }
            }
        }
        return count;
    }
}
