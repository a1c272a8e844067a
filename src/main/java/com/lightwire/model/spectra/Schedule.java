package com.lightwire.model.spectra;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Configurations on s parallel OCSes (spectra.md §1.4, §2.0): the permutations used (ids = list positions) and, per
 * switch, the slots in execution order. Switch h is busy for L_h = k_h·δ + Σ α (an unused switch: 0); the makespan is
 * max L_h.
 *
 * @param method       the method that built it, e.g. "spectra"
 * @param n            ports
 * @param delay        δ, paid before every slot
 * @param permutations the permutations, {@code permutations.get(i).id() == i}
 * @param slots        one list per switch (s = its size), slots in order
 */
public record Schedule(String method, int n, double delay, List<WeightedPermutation> permutations,
                       List<List<Slot>> slots) {

    public Schedule {
        Objects.requireNonNull(method, "method");
        permutations = List.copyOf(permutations);
        List<List<Slot>> copied = new ArrayList<>();
        for (List<Slot> s : slots) {
            copied.add(List.copyOf(s));
        }
        slots = List.copyOf(copied);
        for (int i = 0; i < permutations.size(); i++) {
            if (permutations.get(i).id() != i) {
                throw new IllegalArgumentException("permutation " + i + " has id " + permutations.get(i).id());
            }
        }
    }

    /** s, the number of switches. */
    public int switches() {
        return slots.size();
    }

    /** L_h = k_h·δ + Σ α for every switch. */
    public double[] loads() {
        double[] loads = new double[slots.size()];
        for (int h = 0; h < loads.length; h++) {
            double sum = 0;
            for (Slot slot : slots.get(h)) {
                sum += delay + slot.alpha();
            }
            loads[h] = sum;
        }
        return loads;
    }

    public double makespan() {
        double max = 0;
        for (double load : loads()) {
            max = Math.max(max, load);
        }
        return max;
    }

    /** Σ α over all slots. */
    public double sumAlpha() {
        double sum = 0;
        for (List<Slot> list : slots) {
            for (Slot slot : list) {
                sum += slot.alpha();
            }
        }
        return sum;
    }

    /** The number of slots (configurations, each paying δ). */
    public int configurations() {
        return slots.stream().mapToInt(List::size).sum();
    }

    /** Every slot with its times, by switch then slot. */
    public List<TimedSlot> timedSlots() {
        List<TimedSlot> out = new ArrayList<>();
        for (int h = 0; h < slots.size(); h++) {
            double t = 0;
            List<Slot> list = slots.get(h);
            for (int k = 0; k < list.size(); k++) {
                Slot slot = list.get(k);
                out.add(new TimedSlot(h, k, slot.permId(), slot.alpha(), t, t + delay, t + delay + slot.alpha()));
                t += delay + slot.alpha();
            }
        }
        return out;
    }
}
