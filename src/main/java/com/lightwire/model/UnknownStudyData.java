package com.lightwire.model;

import java.util.List;
import java.util.Objects;

/**
 * The payload of a study whose kind this build does not know (written by a newer Lightwire or another tool): kept
 * as the exact JSON text it was read from and written back unchanged, so that opening and saving loses nothing.
 *
 * @param json the payload document, as read
 */
public record UnknownStudyData(String json) implements StudyData {
    public UnknownStudyData {
        Objects.requireNonNull(json, "json");
    }

    @Override
    public List<Diagnostic> validate(Project project, StudyRef at) {
        return List.of(Diagnostic.warning(at, "study-kind-unknown", "this Lightwire does not know studies of kind \""
                + at.kind() + "\"; the study is kept unchanged"));
    }
}
