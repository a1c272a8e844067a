package com.lightwire.ui.session;

import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads and writes project files; the composition root binds it to the io layer. Failures are {@link IOException}s
 * whose message is shown to the user as it is ("file: location: reason").
 */
public interface ProjectStore {

    Project read(Path path) throws IOException;

    void write(Project project, Path path) throws IOException;
}
