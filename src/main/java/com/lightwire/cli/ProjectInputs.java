package com.lightwire.cli;

import com.lightwire.io.LightwireFileException;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;

import java.nio.file.Path;
import java.util.List;

/**
 * Reading the project a command works on: every command that reads a project runs {@link ProjectValidator} on it
 * and refuses one with an error, naming the first error (the root cause: cluster rules come before the topologies,
 * the configuration and the studies that depend on them) in one line.
 */
final class ProjectInputs {

    private ProjectInputs() {
    }

    /** Reads {@code file}, with or without a cluster, and refuses it when {@link ProjectValidator} finds an error. */
    static Project validated(Path file) throws LightwireFileException {
        Project project = ProjectFiles.read(file);
        refuseErrors(file, ProjectValidator.validate(project));
        return project;
    }

    /**
     * Reads {@code file} and refuses it when it has no cluster ({@code error: <file>: the project has no cluster})
     * or when {@link ProjectValidator} finds an error.
     */
    static Project withCluster(Path file) throws LightwireFileException {
        Project project = ProjectFiles.read(file);
        if (!project.hasCluster()) {
            throw new LightwireFileException(file.toString(), "", "the project has no cluster");
        }
        refuseErrors(file, ProjectValidator.validate(project));
        return project;
    }

    /**
     * Refuses {@code cluster} (the project's cluster with options applied, such as another wiring scheme) when
     * {@link ClusterValidator} finds an error in it.
     */
    static Cluster requireValid(Path file, Cluster cluster) throws LightwireFileException {
        refuseErrors(file, ClusterValidator.validate(cluster));
        return cluster;
    }

    /** Throws the first error of {@code diagnostics}, saying how many more there are; warnings pass. */
    static void refuseErrors(Path file, List<Diagnostic> diagnostics) throws LightwireFileException {
        LightwireFileException first = firstError(file, diagnostics, "'lightwire info " + file + "' lists them all");
        if (first != null) {
            throw first;
        }
    }

    /**
     * The first error of {@code diagnostics} as the line the CLI prints, {@code <file>: <element>: <message>
     * [<rule>]}, followed by the number of further errors and {@code seeAlso} (where they are listed, or null);
     * null when there is none.
     */
    static LightwireFileException firstError(Path file, List<Diagnostic> diagnostics, String seeAlso) {
        List<Diagnostic> errors = diagnostics.stream().filter(Diagnostic::isError).toList();
        if (errors.isEmpty()) {
            return null;
        }
        String more = errors.size() == 1 ? "" : "and " + (errors.size() - 1) + " more error"
                + (errors.size() == 2 ? "" : "s") + (seeAlso == null ? "" : "; " + seeAlso);
        return error(file, errors.get(0), more);
    }

    /** {@code diagnostic} as the line the CLI prints, with {@code note} in parentheses after it unless empty. */
    static LightwireFileException error(Path file, Diagnostic diagnostic, String note) {
        return new LightwireFileException(file.toString(), diagnostic.element().label(), diagnostic.message() + " ["
                + diagnostic.rule() + "]" + (note.isEmpty() ? "" : " (" + note + ")"));
    }
}
