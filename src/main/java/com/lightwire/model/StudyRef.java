package com.lightwire.model;

import java.util.Objects;

/**
 * A study of the project, identified by its kind and name (unique together).
 *
 * @param kind the study kind, e.g. "demand"
 * @param name the study's name
 */
public record StudyRef(String kind, String name) implements ElementRef {
    public StudyRef {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
    }

    public static StudyRef of(Study study) {
        return new StudyRef(study.kind(), study.name());
    }

    @Override
    public String label() {
        return kind + " \"" + name + "\"";
    }
}
