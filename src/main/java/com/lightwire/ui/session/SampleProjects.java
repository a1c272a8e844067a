package com.lightwire.ui.session;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The project built into the app: the bundled testbed-128 sample, packaged from samples/testbed-128. */
public final class SampleProjects {

    private static final String TESTBED = "/samples/testbed-128/project.json";

    private SampleProjects() {
    }

    /** testbed-128: 4 pods of 32 GPUs (K_leaf = K_spine = 8, tau = 2), Cross Wiring, as in samples/testbed-128. */
    public static Project testbed() {
        try (InputStream in = SampleProjects.class.getResourceAsStream(TESTBED)) {
            if (in == null) {
                throw new IllegalStateException("the built-in sample " + TESTBED + " is missing from the build");
            }
            return ProjectFiles.fromJson(new String(in.readAllBytes(), StandardCharsets.UTF_8), "testbed-128 (built in)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
