package com.lightwire.model.spectra;

import com.lightwire.model.ElementRef;
import com.lightwire.model.StudyRef;

import java.util.Objects;
import java.util.Optional;

/**
 * A line of a Spectra study's demand (spectra.md §0: rows 0..n−1, then columns), selected in the lower-bound explorer;
 * the Inspector shows its k, w, entries and bounds, the heat map outlines it.
 *
 * @param study  the study's name
 * @param column true for column {@code index}, false for row {@code index}
 * @param index  the row or column, 0..n−1
 */
public record LineRef(String study, boolean column, int index) implements ElementRef {

    public LineRef {
        Objects.requireNonNull(study, "study");
    }

    @Override
    public String label() {
        return (column ? "column " : "row ") + index + " of study \"" + study + "\"";
    }

    @Override
    public Optional<ElementRef> parent() {
        return Optional.of(new StudyRef(SpectraStudy.KIND, study));
    }
}
