package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Schedule (spectra.md §2.3, the paper's Alg. 3): Longest Processing Time first. Whole permutations, sorted by α
 * non-increasing (stable: equal weights keep Decompose order), each go to the least-loaded switch (ties: lowest
 * index), whose load grows by α + δ. Permutations of weight ≤ ε (LP Refine may leave some) are not configured.
 * O(d log d + d·s).
 */
public final class Lpt {

    private Lpt() {
    }

    /** One step of the assignment, for the LPT stepper: the permutation, its switch and the loads after it. */
    public record Step(int permId, int switchIndex, double[] loadsAfter) {
        public Step {
            loadsAfter = loadsAfter.clone();
        }

        @Override
        public double[] loadsAfter() {
            return loadsAfter.clone();
        }
    }

    /** Per-switch slot lists (mutable) after LPT. */
    public static List<List<Slot>> assign(List<WeightedPermutation> perms, int switches, double delay) {
        return assign(perms, switches, delay, new ArrayList<>());
    }

    /** As {@link #assign(List, int, double)}, recording each step into {@code steps}. */
    public static List<List<Slot>> assign(List<WeightedPermutation> perms, int switches, double delay,
                                          List<Step> steps) {
        double eps = Tolerance.epsilon(perms.stream().mapToDouble(WeightedPermutation::alpha).max().orElse(0));
        List<WeightedPermutation> order = new ArrayList<>(perms);
        order.sort(Comparator.comparingDouble(WeightedPermutation::alpha).reversed());
        List<List<Slot>> slots = new ArrayList<>();
        for (int h = 0; h < switches; h++) {
            slots.add(new ArrayList<>());
        }
        double[] loads = new double[switches];
        for (WeightedPermutation p : order) {
            if (p.alpha() <= eps) {
                continue;
            }
            int best = 0;
            for (int h = 1; h < switches; h++) {
                if (loads[h] < loads[best]) {
                    best = h;
                }
            }
            slots.get(best).add(new Slot(p.id(), p.alpha()));
            loads[best] += p.alpha() + delay;
            steps.add(new Step(p.id(), best, loads));
        }
        return slots;
    }
}
