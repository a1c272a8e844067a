package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Slot;

import java.util.ArrayList;
import java.util.List;

/**
 * Equalize (spectra.md §2.4, the paper's Alg. 4): while the most-loaded switch exceeds the least-loaded by more than
 * δ + ε, move x = (L_max − L_min − δ)/2 of the largest permutation on the most-loaded switch (ties: earliest slot) to a
 * new slot on the least-loaded one (ties for both: lowest index), so both end at T = (L_max + L_min + δ)/2; stop when
 * that permutation is not larger than x + ε. Each permutation's total α is unchanged, the makespan never rises.
 * Stops after {@link #MAX_ITER} moves (δ = 0 converges only geometrically).
 */
public final class Equalize {

    /** The most moves made. */
    public static final int MAX_ITER = 100_000;

    private Equalize() {
    }

    /**
     * One move, for the Equalize stepper.
     *
     * @param from   the most-loaded switch
     * @param to     the least-loaded switch
     * @param slot   the slot on {@code from} cut
     * @param permId its permutation
     * @param x      the time moved
     * @param target T, both switches' load after the move
     */
    public record Move(int from, int to, int slot, int permId, double x, double target) {
    }

    /** Equalizes {@code slots} in place (per-switch mutable lists); returns the moves made. */
    public static List<Move> run(List<List<Slot>> slots, double delay, double eps) {
        int s = slots.size();
        double[] loads = new double[s];
        for (int h = 0; h < s; h++) {
            for (Slot slot : slots.get(h)) {
                loads[h] += delay + slot.alpha();
            }
        }
        List<Move> moves = new ArrayList<>();
        for (int iter = 0; iter < MAX_ITER && s > 1; iter++) {
            int hMax = 0;
            int hMin = 0;
            for (int h = 1; h < s; h++) {
                hMax = loads[h] > loads[hMax] ? h : hMax;
                hMin = loads[h] < loads[hMin] ? h : hMin;
            }
            if (!(loads[hMax] - loads[hMin] > delay + eps)) {
                break;
            }
            double target = (loads[hMax] + loads[hMin] + delay) / 2;
            double x = loads[hMax] - target;
            List<Slot> from = slots.get(hMax);
            int j = largest(from);
            if (j < 0 || !(from.get(j).alpha() > x + eps)) {
                break;
            }
            Slot cut = from.get(j);
            from.set(j, new Slot(cut.permId(), cut.alpha() - x));
            slots.get(hMin).add(new Slot(cut.permId(), x));
            moves.add(new Move(hMax, hMin, j, cut.permId(), x, target));
            loads[hMax] = target;
            loads[hMin] = loads[hMin] + delay + x;
        }
        return moves;
    }

    private static int largest(List<Slot> slots) {
        int best = -1;
        for (int k = 0; k < slots.size(); k++) {
            if (best < 0 || slots.get(k).alpha() > slots.get(best).alpha()) {
                best = k;
            }
        }
        return best;
    }
}
