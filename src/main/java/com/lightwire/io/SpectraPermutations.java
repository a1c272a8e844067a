package com.lightwire.io;

import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/** Reads the weighted permutations of a schedule or decomposition file: ids 0.. in order, σ a permutation of n. */
final class SpectraPermutations {

    private SpectraPermutations() {
    }

    static List<WeightedPermutation> read(List<SpectraDtos.PermutationDto> dtos, int n, String at, FieldChecks checks)
            throws LightwireFileException {
        List<WeightedPermutation> out = new ArrayList<>();
        for (int k = 0; k < dtos.size(); k++) {
            String pAt = at + "[" + k + "]";
            SpectraDtos.PermutationDto p = checks.require(dtos.get(k), pAt);
            checks.position(p.id(), pAt + ".id", k, "permutations");
            List<Integer> sigma = checks.list(p.sigma(), pAt + ".sigma");
            if (sigma.size() != n) {
                throw checks.error(pAt + ".sigma", "has " + sigma.size() + " entries; a permutation of n = " + n
                        + " ports has " + n);
            }
            int[] s = new int[n];
            for (int i = 0; i < n; i++) {
                s[i] = checks.integer(sigma.get(i), pAt + ".sigma[" + i + "]", 0, n - 1);
            }
            if (!WeightedPermutation.isPermutation(s)) {
                throw checks.error(pAt + ".sigma", "repeats an output port; sigma must be a permutation of 0.."
                        + (n - 1));
            }
            double alpha = DemandCells.nonNegative(p.alpha(), pAt + ".alpha", checks);
            double initial = p.initialAlpha() == null ? alpha
                    : DemandCells.nonNegative(p.initialAlpha(), pAt + ".initialAlpha", checks);
            out.add(new WeightedPermutation(k, s, alpha, initial));
        }
        return out;
    }
}
