package com.lightwire.model;

import java.util.Objects;

/**
 * One study kept in a project next to the cluster: a demand matrix, a job trace, a training DAG, an HBD layout, a
 * schedule... {@code kind} says which, and so which codec reads and writes {@code data}.
 *
 * @param kind a stable lower-case key such as "demand" ({@code [a-z0-9-]+})
 * @param name unique among the project's studies of the same kind
 * @param data the payload
 */
public record Study(String kind, String name, StudyData data) {
    public Study {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(data, "data");
        if (!kind.matches("[a-z0-9-]+")) {
            throw new IllegalArgumentException("a study kind is lower-case letters, digits and '-': " + kind);
        }
    }
}
