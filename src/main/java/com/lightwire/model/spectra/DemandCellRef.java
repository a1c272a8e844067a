package com.lightwire.model.spectra;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.Objects;
import java.util.Optional;

/**
 * A cell D[row][column] of a Spectra study's demand, selected in the heat map; the views show the permutations and
 * slots that serve it.
 *
 * @param study  the study's name
 * @param row    the source rack i
 * @param column the destination rack j
 */
public record DemandCellRef(String study, int row, int column) implements ElementRef {

    public DemandCellRef {
        Objects.requireNonNull(study, "study");
    }

    @Override
    public String label() {
        return "demand cell D[" + row + "][" + column + "] of study \"" + study + "\"";
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(new StudyRef(SpectraStudy.KIND, study));
    }
}
