package com.lightwire.core.spectra;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.Tolerance;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.List;

/**
 * Independent checks of a parallel-OCS schedule against its demand (spectra.md §1.4, §2.1): n matches, every σ is a
 * permutation of 0..n−1, every slot names a known permutation with a finite α ≥ 0, each permutation's α equals the
 * total of its slots, and the switches together cover D: Σ_h Σ_slots α·P ≥ D − ε entry by entry. O(n² + slots·n).
 */
public final class ScheduleVerifier {

    private ScheduleVerifier() {
    }

    public static Verification verify(double[][] d, Schedule schedule) {
        Verification.Collector out = new Verification.Collector();
        int n = d.length;
        out.check(schedule.n() == n, () -> "the schedule has n = " + schedule.n() + ", the demand " + n);
        out.check(schedule.delay() >= 0 && Double.isFinite(schedule.delay()), () -> "delay " + schedule.delay());
        List<WeightedPermutation> perms = schedule.permutations();
        for (WeightedPermutation p : perms) {
            out.check(p.n() == n && WeightedPermutation.isPermutation(p.sigma()),
                    () -> "permutation " + p.id() + " is not a permutation of 0.." + (n - 1));
        }
        if (!out.build().isPassed()) {
            return out.build();
        }
        double eps = Tolerance.epsilon(Math.max(Support.maxEntry(d), perms.stream()
                .mapToDouble(WeightedPermutation::alpha).max().orElse(0)));
        double[] totals = new double[perms.size()];
        double[][] served = new double[n][n];
        for (int h = 0; h < schedule.switches(); h++) {
            for (Slot slot : schedule.slots().get(h)) {
                int hh = h;
                if (slot.permId() < 0 || slot.permId() >= perms.size()) {
                    out.fail("switch " + hh + " holds unknown permutation " + slot.permId());
                    continue;
                }
                out.check(Double.isFinite(slot.alpha()) && slot.alpha() >= 0,
                        () -> "switch " + hh + " holds permutation " + slot.permId() + " for " + slot.alpha());
                totals[slot.permId()] += slot.alpha();
                int[] sigma = perms.get(slot.permId()).sigma();
                for (int i = 0; i < n; i++) {
                    served[i][sigma[i]] += slot.alpha();
                }
            }
        }
        for (WeightedPermutation p : perms) {
            double total = totals[p.id()];
            out.check(Math.abs(total - p.alpha()) <= eps * Math.max(1, perms.size()),
                    () -> "permutation " + p.id() + " has alpha " + p.alpha() + " but its slots total " + total);
        }
        checkCover(d, served, eps, out);
        return out.build();
    }

    /** Verifies that the weighted permutations of a decomposition cover D. */
    public static Verification verifyCover(double[][] d, List<WeightedPermutation> perms) {
        Verification.Collector out = new Verification.Collector();
        int n = d.length;
        double[][] served = new double[n][n];
        for (WeightedPermutation p : perms) {
            if (p.n() != n || !WeightedPermutation.isPermutation(p.sigma())) {
                out.fail("permutation " + p.id() + " is not a permutation of 0.." + (n - 1));
                return out.build();
            }
            out.check(Double.isFinite(p.alpha()) && p.alpha() >= 0, () -> "permutation " + p.id() + " has alpha "
                    + p.alpha());
            for (int i = 0; i < n; i++) {
                served[i][p.target(i)] += p.alpha();
            }
        }
        checkCover(d, served, Tolerance.epsilon(Support.maxEntry(d)) * Math.max(1, perms.size()), out);
        return out.build();
    }

    private static void checkCover(double[][] d, double[][] served, double eps, Verification.Collector out) {
        int n = d.length;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (served[i][j] < d[i][j] - eps) {
                    int ii = i;
                    int jj = j;
                    out.fail("entry (" + ii + ", " + jj + ") needs " + d[ii][jj] + " but is served " + served[ii][jj]);
                }
            }
        }
    }
}
