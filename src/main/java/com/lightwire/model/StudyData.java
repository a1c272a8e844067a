package com.lightwire.model;

import java.util.List;

/**
 * The payload of a {@link Study}: each study kind (demand matrices, jobs and traces, DAGs, HBD layouts, schedules
 * and results) has its own immutable record implementing this interface, and the io layer a codec for it. A payload
 * brings its own design rules, so {@link ProjectValidator} checks every kind without knowing it.
 */
public interface StudyData {

    /** Findings on this payload within {@code project}; {@code at} names the study. None by default. */
    default List<Diagnostic> validate(Project project, StudyRef at) {
        return List.of();
    }
}
