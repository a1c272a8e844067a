package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The decompositions the Decomposition view and {@code render --view decomposition} show side by side: Spectra's
 * Decompose (exactly d permutations, §2.2), the Eclipse adaptation (§2.6.2, needs δ > 0; exact candidate search up to
 * n = 64, fast above) and Solstice (an extra, §2.6.4). Each keeps its trace for the steppers.
 */
public enum DecompositionMethod {
    SPECTRA("Spectra Decompose: exactly d permutations"),
    ECLIPSE("Eclipse (adapted, spectra.md 2.6.2): most traffic per unit of time"),
    SOLSTICE("Solstice (extra): stuffing and big slices");

    private final String title;

    DecompositionMethod(String title) {
        this.title = title;
    }

    /** "spectra", "eclipse" or "solstice". */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What the method does, in a few words (the sheets' subtitle). */
    public String title() {
        return title;
    }

    public static Optional<DecompositionMethod> of(String key) {
        return Arrays.stream(values()).filter(m -> m.key().equals(key)).findFirst();
    }

    /** Why the method cannot decompose at {@code delay}, or null when it can. */
    public String problem(double delay) {
        return this == ECLIPSE && !(delay > 0) ? "Eclipse needs a reconfiguration delay above 0 (the study's is "
                + delay + ")" : null;
    }

    /** The decomposition of {@code d}: Refine {@code refine} applies to Spectra, δ to Eclipse. */
    public Decomposition decompose(double[][] d, double delay, Refiner.Mode refine, SolveMonitor monitor) {
        String problem = problem(delay);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return switch (this) {
            case SPECTRA -> SpectraDecomposer.decompose(d, refine, monitor);
            case ECLIPSE -> EclipseDecomposer.decompose(d, delay, EclipseDecomposer.Mode.defaultFor(d.length), monitor);
            case SOLSTICE -> SolsticeDecomposer.decompose(d, monitor);
        };
    }
}
