package com.lightwire.app;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.ui.session.ProjectStore;

import java.io.IOException;
import java.nio.file.Path;

/** The project file store the app uses: Lightwire's JSON project format with its sibling files (io layer). */
final class ProjectStores {

    private ProjectStores() {
    }

    static ProjectStore standard() {
        return new ProjectStore() {
            @Override
            public Project read(Path path) throws IOException {
                return ProjectFiles.read(path);
            }

            @Override
            public void write(Project project, Path path) throws IOException {
                ProjectFiles.write(project, path);
            }

            @Override
            public void writeCopy(Project project, Path copy, Path original) throws IOException {
                ProjectFiles.writeCopy(project, copy, original);
            }

            @Override
            public void delete(Path path) throws IOException {
                ProjectFiles.delete(path);
            }
        };
    }
}
