package com.lightwire.app;

import com.lightwire.ui.session.ProjectStore;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The project file store the app uses. Project files are the io layer's business; until it is bound here the app
 * edits the built-in project and says plainly that opening and saving files is not available.
 */
final class ProjectStores {

    private ProjectStores() {
    }

    static ProjectStore standard() {
        return new ProjectStore() {
            @Override
            public com.lightwire.model.Project read(Path path) throws IOException {
                throw new IOException(path + ": project files cannot be read by this build (no file format bound)");
            }

            @Override
            public void write(com.lightwire.model.Project project, Path path) throws IOException {
                throw new IOException(path + ": project files cannot be written by this build (no file format bound)");
            }
        };
    }
}
