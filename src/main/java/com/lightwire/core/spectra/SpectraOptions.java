package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolverLimits;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.spectra.Demand;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The parameters of one schedule solve.
 *
 * @param switches      s ≥ 1
 * @param delay         δ ≥ 0
 * @param method        the method
 * @param refine        Spectra's Refine rule
 * @param eclipse       Eclipse candidate search, or null for the default by n
 * @param limits        the exact method's limits (time limit always set)
 * @param decomposition a decomposition to schedule instead of computing one (Spectra variants only), or null
 */
public record SpectraOptions(int switches, double delay, SpectraMethod method, Refiner.Mode refine,
                             EclipseDecomposer.Mode eclipse, SolverLimits limits, Decomposition decomposition) {

    public SpectraOptions {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(refine, "refine");
        Objects.requireNonNull(limits, "limits");
    }

    /** Spectra with greedy Refine, default Eclipse mode and a 60 s limit. */
    public static SpectraOptions of(int switches, double delay, SpectraMethod method) {
        return new SpectraOptions(switches, delay, method, Refiner.Mode.GREEDY, null, SolverLimits.of(60, 1), null);
    }

    public SpectraOptions withMethod(SpectraMethod other) {
        return new SpectraOptions(switches, delay, other, refine, eclipse, limits, decomposition);
    }

    /** The Eclipse mode for an n-port demand. */
    public EclipseDecomposer.Mode eclipseFor(int n) {
        return eclipse != null ? eclipse : EclipseDecomposer.Mode.defaultFor(n);
    }

    /** Why these options cannot schedule {@code demand}: the usage errors of the CLI (exit 2) and bad demand. */
    public List<Diagnostic> validate(Demand demand) {
        List<Diagnostic> out = new ArrayList<>(demand.validate());
        if (switches < 1) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "switches", "--switches must be at least 1, got " + switches));
        }
        if (!(delay >= 0) || Double.isInfinite(delay)) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "delay", "--delay must be finite and >= 0, got " + delay));
        }
        if (method == SpectraMethod.SPECTRA_ECLIPSE && !(delay > 0)) {
            out.add(Diagnostic.error(SubjectRef.METHOD, "eclipse-delay", "Spectra(Eclipse) needs --delay > 0"));
        }
        if (method == SpectraMethod.EXACT && demand.n() > ExactScheduler.MAX_N) {
            out.add(Diagnostic.error(SubjectRef.METHOD, "exact-size", "the exact method takes n <= "
                    + ExactScheduler.MAX_N + ", the demand has n = " + demand.n()));
        }
        if (method == SpectraMethod.EXACT) {
            out.addAll(limits.validate(SubjectRef.OPTIONS));
        }
        if (decomposition != null && decomposition.n() != demand.n()) {
            out.add(Diagnostic.error(SubjectRef.OPTIONS, "decomposition-size", "the decomposition has n = "
                    + decomposition.n() + ", the demand " + demand.n()));
        }
        return out;
    }
}
