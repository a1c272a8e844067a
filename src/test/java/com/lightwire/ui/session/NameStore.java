package com.lightwire.ui.session;

import com.lightwire.model.Cluster;
import com.lightwire.model.Project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A project store for the session tests: a file holds only the cluster's name (read back onto the testbed), and the
 * store records which saved file each copy was told to refer to.
 */
class NameStore implements ProjectStore {

    final List<String> originals = new ArrayList<>();

    /** The testbed under another name. */
    static Project named(String name) {
        Cluster c = SampleProjects.testbed().cluster();
        return SampleProjects.testbed().withCluster(new Cluster(name, c.params(), c.scheme(), c.pods(), c.groups(),
                c.racks(), c.floor()));
    }

    @Override
    public Project read(Path path) throws IOException {
        return named(Files.readString(path));
    }

    @Override
    public void write(Project project, Path path) throws IOException {
        Files.writeString(path, project.cluster().name());
    }

    @Override
    public void writeCopy(Project project, Path copy, Path original) throws IOException {
        originals.add(String.valueOf(original == null ? null : original.getFileName()));
        write(project, copy);
    }
}
