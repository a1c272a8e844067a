package com.lightwire.cli;

import com.lightwire.io.LightwireFileException;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;

import java.nio.file.Path;

/** Reading the project a command works on, for the commands that need its cluster. */
final class ProjectInputs {

    private ProjectInputs() {
    }

    /**
     * Reads {@code file}; a project without a cluster (studies only) is refused with the one line
     * {@code error: <file>: the project has no cluster}.
     */
    static Project withCluster(Path file) throws LightwireFileException {
        Project project = ProjectFiles.read(file);
        if (!project.hasCluster()) {
            throw new LightwireFileException(file.toString(), "", "the project has no cluster");
        }
        return project;
    }
}
