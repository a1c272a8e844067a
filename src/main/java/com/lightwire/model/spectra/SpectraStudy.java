package com.lightwire.model.spectra;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Spectra study kept in a project (kind {@value #KIND}): the demand, the switches and δ, the method and Refine rule,
 * and how the demand was made (generator and seed; "" and 0 for an imported or hand-made matrix).
 *
 * @param demand    the demand matrix
 * @param switches  s ≥ 1
 * @param delay     δ ≥ 0
 * @param method    a method name of the CLI's {@code schedule solve --method}
 * @param refine    "greedy" or "lp"
 * @param generator the generator's kind, or "" when none
 * @param seed      the generator's seed
 */
public record SpectraStudy(Demand demand, int switches, double delay, String method, String refine, String generator,
                           long seed) implements StudyData {

    /** The study kind key. */
    public static final String KIND = "spectra";

    public SpectraStudy {
        Objects.requireNonNull(demand, "demand");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(refine, "refine");
        Objects.requireNonNull(generator, "generator");
    }

    /** The same study with another demand (an edit of cells, a generator, a preprocessing step). */
    public SpectraStudy withDemand(Demand newDemand) {
        return new SpectraStudy(newDemand, switches, delay, method, refine, generator, seed);
    }

    @Override
    public List<Diagnostic> validate(Project project, StudyRef at) {
        List<Diagnostic> out = new ArrayList<>();
        demand.validate().forEach(d -> out.add(d.at(at)));
        if (switches < 1) {
            out.add(Diagnostic.error(at, "spectra-switches", "needs at least one switch, has " + switches));
        }
        if (!(delay >= 0) || Double.isInfinite(delay)) {
            out.add(Diagnostic.error(at, "spectra-delay", "the reconfiguration delay must be finite and >= 0, is "
                    + delay));
        }
        if (!refine.equals("greedy") && !refine.equals("lp")) {
            out.add(Diagnostic.error(at, "spectra-refine", "Refine is greedy or lp, not " + refine));
        }
        return out;
    }
}
