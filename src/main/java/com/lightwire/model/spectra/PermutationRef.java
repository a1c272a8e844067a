package com.lightwire.model.spectra;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.Objects;
import java.util.Optional;

/**
 * A permutation of a Spectra study's decomposition, by id: the one selection the Decomposition and OCS schedule views
 * share (the stack entry, its cells in the heat map, its slots in the Gantt).
 *
 * @param study  the study's name
 * @param permId the permutation's id
 */
public record PermutationRef(String study, int permId) implements ElementRef {

    public PermutationRef {
        Objects.requireNonNull(study, "study");
    }

    @Override
    public String label() {
        return "permutation P" + permId + " of study \"" + study + "\"";
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(new StudyRef(SpectraStudy.KIND, study));
    }
}
