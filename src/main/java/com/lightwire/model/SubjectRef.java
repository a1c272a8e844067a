package com.lightwire.model;

import java.util.Objects;

/**
 * What a finding is about when it is not an element of the project: the solver, the chosen method, its options,
 * a catalog part. Selecting it selects nothing in particular.
 *
 * @param label the subject as people name it, e.g. "solver"
 */
public record SubjectRef(String label) implements ElementRef {

    public static final SubjectRef SOLVER = new SubjectRef("solver");
    public static final SubjectRef METHOD = new SubjectRef("method");
    public static final SubjectRef OPTIONS = new SubjectRef("options");

    public SubjectRef {
        Objects.requireNonNull(label, "label");
    }
}
