package com.lightwire.core.spectra;

import java.util.Arrays;
import java.util.Optional;

/** The scheduling methods, by CLI key; extras beyond the paper (spectra.md §2.6.4) say so in their label. */
public enum SpectraMethod {
    SPECTRA("spectra", "Spectra", false),
    SPECTRA_NO_EQUALIZE("spectra-no-equalize", "Spectra without Equalize", false),
    SPECTRA_ECLIPSE("spectra-eclipse", "Spectra(Eclipse)", false),
    BASELINE("baseline", "Baseline (LESS-like, reconstructed)", false),
    SOLSTICE("solstice", "Solstice + LPT + Equalize (extra)", true),
    BEST("best", "Best of Spectra, Spectra(Eclipse), Solstice (extra)", true),
    EXACT("exact", "Exact MIP (n <= 6)", false);

    private final String key;
    private final String label;
    private final boolean extra;

    SpectraMethod(String key, String label, boolean extra) {
        this.key = key;
        this.label = label;
        this.extra = extra;
    }

    public String key() {
        return key;
    }

    /** How tables and views name it. */
    public String label() {
        return label;
    }

    /** True for methods the paper does not use. */
    public boolean isExtra() {
        return extra;
    }

    /** The keys, comma separated, for messages. */
    public static String keys() {
        return String.join(", ", Arrays.stream(values()).map(SpectraMethod::key).toList());
    }

    public static Optional<SpectraMethod> of(String key) {
        return Arrays.stream(values()).filter(m -> m.key.equals(key)).findFirst();
    }
}
