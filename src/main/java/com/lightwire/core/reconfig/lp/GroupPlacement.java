package com.lightwire.core.reconfig.lp;

import java.util.Optional;

/**
 * Builds one group's placement from a start: the LP's integral columns (LP rounding) or every old unit the demand
 * still asks for (keep-old split), then completes the remaining demand by least-loss Kempe insertion and improves the
 * result by {@link LocalSearch}. Deterministic.
 */
final class GroupPlacement {

    /** A column at or above this value counts as integral. */
    private static final double INTEGRAL = 1 - 1e-6;

    private GroupPlacement() {
    }

    /** Rounds the LP: its integral columns fixed, the rest completed; empty when completion fails. */
    static Optional<GroupColouring> fromLp(GroupInstance g, RewiringLp.Solution lp) {
        GroupColouring x = new GroupColouring(g);
        int[] placed = new int[g.pairs()];
        int n = g.colours();
        for (int c = 0; c < lp.values().length; c++) {
            if (lp.values()[c] < INTEGRAL) {
                continue;
            }
            int q = c / (2 * n);
            int d = (c / n) % 2;
            int s = g.source(q, d);
            int t = g.target(q, d);
            if (placed[q] < g.demand()[q] && x.free(c % n, s, t)) {
                x.place(s, t, c % n);
                placed[q]++;
            }
        }
        return complete(g, x, placed);
    }

    /** The keep-old split: every old unit of a still-demanded pair (both circuits kept first), then completion. */
    static Optional<GroupColouring> keepOld(GroupInstance g) {
        int[] placed = new int[g.pairs()];
        return complete(g, keptUnits(g, placed), placed);
    }

    /**
     * The keep-old split completed unit by unit the better way of a least-loss Kempe path and an ejection tree of at
     * most {@code nodeLimit} nodes ({@link EjectionInsertion}), then two-colour flips and local search.
     */
    static Optional<GroupColouring> keepOldByEjection(GroupInstance g, int nodeLimit) {
        int[] placed = new int[g.pairs()];
        GroupColouring x = keptUnits(g, placed);
        for (int q = 0; q < g.pairs(); q++) {
            for (int u = placed[q]; u < g.demand()[q]; u++) {
                if (!EjectionInsertion.reinsert(g, x, g.first()[q], g.second()[q], nodeLimit)) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(LocalSearch.improve(g, ColourPairFlips.improve(g, x)));
    }

    /** Every old unit of a still-demanded pair, both circuits kept first; {@code placed} counts them per pair. */
    static GroupColouring keptUnits(GroupInstance g, int[] placed) {
        GroupColouring x = new GroupColouring(g);
        for (int weight = 2; weight >= 1; weight--) {
            for (int q = 0; q < g.pairs(); q++) {
                for (int d = 0; d < 2; d++) {
                    for (int m = 0; m < g.colours() && placed[q] < g.demand()[q]; m++) {
                        int s = g.source(q, d);
                        int t = g.target(q, d);
                        if (g.weight(s, t, m) == weight && x.free(m, s, t)) {
                            x.place(s, t, m);
                            placed[q]++;
                        }
                    }
                }
            }
        }
        return x;
    }

    private static Optional<GroupColouring> complete(GroupInstance g, GroupColouring x, int[] placed) {
        for (int q = 0; q < g.pairs(); q++) {
            for (int u = placed[q]; u < g.demand()[q]; u++) {
                if (!x.insertPair(g.first()[q], g.second()[q])) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(LocalSearch.improve(g, x));
    }
}
