package com.lightwire.model.spectra;

/**
 * The one tolerance of Spectra: relative to the largest demand entry, so that scaling D and δ by c scales every
 * result by c and changes no decision (spectra.md §2.7, §5.5).
 */
public final class Tolerance {

    /** Comparisons of times (cover, Equalize threshold, Refine) use {@code RELATIVE · max D}. */
    public static final double RELATIVE = 1e-9;

    /** An entry counts as demand (is in supp D) when above {@code SUPPORT · max D}. */
    public static final double SUPPORT = 1e-12;

    private Tolerance() {
    }

    /** ε for a matrix whose largest entry is {@code maxEntry}. */
    public static double epsilon(double maxEntry) {
        return RELATIVE * maxEntry;
    }

    /** The support threshold for a matrix whose largest entry is {@code maxEntry}. */
    public static double support(double maxEntry) {
        return SUPPORT * maxEntry;
    }
}
