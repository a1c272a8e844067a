package com.lightwire.core.reconfig.lp;

import java.util.Arrays;

/**
 * Local search after rounding: for each old unit s→t on colour m that the placement lost although pair {s, t} is
 * still demanded, try putting it back: drop the pair's least valuable unit, evict what holds source s and target t on
 * colour m, place s→t there, and re-insert the evicted units by least-loss Kempe swaps; keep the trial when it keeps
 * more old circuits. Passes repeat while they improve (at most {@value #MAX_PASSES}). O(passes · lost · n · P).
 */
final class LocalSearch {

    private static final int MAX_PASSES = 3;

    private LocalSearch() {
    }

    static GroupColouring improve(GroupInstance g, GroupColouring start) {
        return improve(g, start, MAX_PASSES, GroupColouring::insertPair);
    }

    /**
     * The same search with one pass, re-inserting the evicted units the better way of a Kempe path and an ejection
     * tree of at most {@code nodeLimit} nodes ({@link EjectionInsertion}).
     */
    static GroupColouring improveByEjection(GroupInstance g, GroupColouring start, int nodeLimit) {
        return improve(g, start, 1, (x, a, b) -> EjectionInsertion.reinsert(g, x, a, b, nodeLimit));
    }

    /** How the evicted units go back in. */
    @FunctionalInterface
    private interface Inserter {
        boolean insert(GroupColouring x, int a, int b);
    }

    private static GroupColouring improve(GroupInstance g, GroupColouring start, int passes, Inserter inserter) {
        if (g.old() == null) {
            return start;
        }
        long[] keys = pairKeys(g);
        GroupColouring x = start;
        for (int pass = 0; pass < passes; pass++) {
            boolean improved = false;
            for (int m = 0; m < g.colours(); m++) {
                for (int s = 0; s < g.pods(); s++) {
                    int t = g.old()[2 * m][s];
                    if (t < 0 || t >= g.pods() || x.targetOf(m, s) == t) {
                        continue;
                    }
                    int q = Arrays.binarySearch(keys, key(g, s, t));
                    GroupColouring trial = q < 0 ? null : restore(g, x, s, t, m, inserter);
                    if (trial != null && trial.kept() > x.kept()) {
                        x = trial;
                        improved = true;
                    }
                }
            }
            if (!improved) {
                break;
            }
        }
        return x;
    }

    /** The trial that puts s→t back on colour m, or null when the pair has no cheaper unit to give up. */
    private static GroupColouring restore(GroupInstance g, GroupColouring x, int s, int t, int m,
                                          Inserter inserter) {
        int gain = g.weight(s, t, m);
        int worstColour = -1;
        int worstSource = -1;
        int worstWeight = gain;
        for (int c = 0; c < g.colours(); c++) {
            for (int source : new int[] {s, t}) {
                int target = source == s ? t : s;
                if (x.targetOf(c, source) == target && g.weight(source, target, c) < worstWeight) {
                    worstWeight = g.weight(source, target, c);
                    worstColour = c;
                    worstSource = source;
                }
            }
        }
        if (worstColour < 0) {
            return null;
        }
        GroupColouring trial = x.copy();
        trial.remove(worstSource, worstSource == s ? t : s, worstColour);
        int rowTarget = trial.targetOf(m, s);
        int colSource = trial.sourceOf(m, t);
        if (rowTarget >= 0) {
            trial.remove(s, rowTarget, m);
        }
        if (colSource >= 0) {
            trial.remove(colSource, t, m);
        }
        trial.place(s, t, m);
        boolean ok = (rowTarget < 0 || inserter.insert(trial, s, rowTarget))
                && (colSource < 0 || inserter.insert(trial, colSource, t));
        return ok ? trial : null;
    }

    private static long[] pairKeys(GroupInstance g) {
        long[] keys = new long[g.pairs()];
        for (int q = 0; q < keys.length; q++) {
            keys[q] = (long) g.first()[q] * g.pods() + g.second()[q];
        }
        return keys;
    }

    private static long key(GroupInstance g, int a, int b) {
        return (long) Math.min(a, b) * g.pods() + Math.max(a, b);
    }
}
