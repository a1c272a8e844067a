package com.lightwire.core.spectra;

import com.lightwire.model.spectra.Demand;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The verification cases C1–C13 of spectra.md §6 as presets, each with its s and δ. C11 is the zero matrix (its s = 1
 * variant is C4's matrix with s = 1); C12 holds the k < s line (0.6, 0.4) on every line.
 */
public final class SpectraCases {

    /**
     * One preset.
     *
     * @param id       "C1".."C13"
     * @param demand   the matrix
     * @param switches s
     * @param delay    δ
     */
    public record Case(String id, Demand demand, int switches, double delay) {
    }

    private static final double[][] C4 = {{0.7, 0.3}, {0.3, 0.7}};

    private static final List<Case> ALL = List.of(
            of("C1", new double[][] {{0, .5, 0}, {0, 0, .5}, {.5, 0, 0}}, 2, 0.1),
            of("C2", new double[][] {{.5, .3, .2}, {.2, .5, .3}, {.3, .2, .5}}, 2, 0.1),
            of("C3", new double[][] {{.61, .3, .1}, {.1, .61, .3}, {.3, .1, .61}}, 2, 0.1),
            of("C4", C4, 2, 0.1),
            of("C5", C4, 2, 0.5),
            of("C6", new double[][] {{1, 3}, {3, 2}}, 2, 0.5),
            of("C7", new double[][] {{9, 5, 3}, {3, 9, 5}, {5, 3, 9}}, 3, 1),
            of("C8", new double[][] {{5, 1, 0, 0}, {0, 4, 2, 0}, {0, 0, 3, 3}, {2, 0, 0, 6}}, 2, 1),
            of("C9", new double[][] {{1, 2, 0}, {9, 0, 0}, {0, 8, 0}}, 2, 1),
            of("C10", new double[][] {{0, 0, 0}, {.4, 0, 0}, {0, .2, 0}}, 2, 0.1),
            of("C11", new double[3][3], 2, 0.1),
            of("C12", new double[][] {{.6, .4}, {.4, .6}}, 4, 0.1),
            of("C13", C4, 2, 0));

    private SpectraCases() {
    }

    private static Case of(String id, double[][] matrix, int s, double delay) {
        return new Case(id, Demand.of(id, matrix), s, delay);
    }

    public static List<Case> all() {
        return ALL;
    }

    /** The case named {@code id} (case-insensitive, "C7" or "c7"). */
    public static Optional<Case> byId(String id) {
        return ALL.stream().filter(c -> c.id().equals(id.toUpperCase(Locale.ROOT))).findFirst();
    }
}
