package com.lightwire.ui.spectra;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.ui.session.Edit;

import javafx.beans.property.ObjectProperty;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The Spectra studies of a project and the edits of them, shared by the Decomposition and OCS schedule views: each
 * edit is one named, undoable step that replaces or adds one study.
 */
public final class SpectraStudies {

    private SpectraStudies() {
    }

    /** The names of the project's Spectra studies, in project order. */
    public static List<String> names(Project project) {
        return project.studies().stream().filter(s -> s.data() instanceof SpectraStudy).map(Study::name).toList();
    }

    /**
     * After the project changed: lists its Spectra studies in {@code studies}; keeps {@code study} when it still
     * exists (then runs {@code unchanged}, the project may hold new data for it), else chooses the first or none.
     */
    public static void follow(Project project, ObservableList<String> studies, ObjectProperty<String> study,
            Runnable unchanged) {
        List<String> names = names(project);
        studies.setAll(names);
        if (study.get() == null || !names.contains(study.get())) {
            study.set(names.isEmpty() ? null : names.get(0));
        } else {
            unchanged.run();
        }
    }

    /** The data of the Spectra study {@code name}, or null. */
    public static SpectraStudy find(Project project, String name) {
        return project.studies().stream().filter(s -> s.name().equals(name) && s.data() instanceof SpectraStudy)
                .map(s -> (SpectraStudy) s.data()).findFirst().orElse(null);
    }

    /** An edit that replaces study {@code name}'s data by {@code change} of it. */
    public static Edit replace(String name, String description, UnaryOperator<SpectraStudy> change) {
        return new Edit() {
            @Override
            public String description() {
                return description;
            }

            @Override
            public Project apply(Project project) {
                if (find(project, name) == null) {
                    throw new IllegalArgumentException("no Spectra study named \"" + name + "\"");
                }
                return project.withStudies(project.studies().stream().map(s -> s.name().equals(name)
                        && s.data() instanceof SpectraStudy d ? new Study(s.kind(), s.name(), change.apply(d)) : s)
                        .toList());
            }
        };
    }

    /** An edit that adds a Spectra study (its name must be new). */
    public static Edit add(String name, SpectraStudy data, String description) {
        return new Edit() {
            @Override
            public String description() {
                return description;
            }

            @Override
            public Project apply(Project project) {
                if (project.studies().stream().anyMatch(s -> s.kind().equals(SpectraStudy.KIND)
                        && s.name().equals(name))) {
                    throw new IllegalArgumentException("a Spectra study named \"" + name + "\" exists");
                }
                List<Study> studies = new ArrayList<>(project.studies());
                studies.add(new Study(SpectraStudy.KIND, name, data));
                return project.withStudies(studies);
            }
        };
    }

    /** {@code base}, or {@code base 2}, {@code base 3}... whichever no Spectra study of the project has. */
    public static String freshName(Project project, String base) {
        List<String> names = names(project);
        String name = base;
        for (int k = 2; names.contains(name); k++) {
            name = base + " " + k;
        }
        return name;
    }
}
