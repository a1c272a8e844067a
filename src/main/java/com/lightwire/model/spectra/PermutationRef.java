package com.lightwire.model.spectra;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.Objects;
import java.util.Optional;

/**
 * A permutation of a Spectra study's decomposition, by id: the one selection the Decomposition and OCS schedule views
 * share (the stack entry, its cells in the heat map, its slots in the Gantt). Ids are those of one decomposition, so
 * the reference names it: a view shows the selection only when it shows that decomposition.
 *
 * @param study         the study's name
 * @param decomposition "spectra", "eclipse" or "solstice" (the Decomposition view's methods), or the key of a schedule
 *                      method with permutations of its own ("baseline", "exact")
 * @param permId        the permutation's id
 */
public record PermutationRef(String study, String decomposition, int permId) implements ElementRef {

    public PermutationRef {
        Objects.requireNonNull(study, "study");
        Objects.requireNonNull(decomposition, "decomposition");
    }

    /** A permutation of the study's Spectra decomposition. */
    public PermutationRef(String study, int permId) {
        this(study, "spectra", permId);
    }

    @Override
    public String label() {
        return "permutation P" + permId + " (" + decomposition + ") of study \"" + study + "\"";
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(new StudyRef(SpectraStudy.KIND, study));
    }
}
