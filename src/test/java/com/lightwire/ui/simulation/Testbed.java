package com.lightwire.ui.simulation;

import com.lightwire.io.ProjectFiles;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.SimulationStudy;
import com.lightwire.ui.session.Session;

import java.nio.file.Path;

/** samples/lumos-testbed as a session, with its stored results or as if never simulated. */
final class Testbed {

    private Testbed() {
    }

    static Session withResults() throws Exception {
        return new Session(ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")));
    }

    static Session unsimulated() throws Exception {
        Project p = ProjectFiles.read(Path.of("samples/lumos-testbed/project.json"));
        return new Session(p.withStudies(p.studies().stream().map(s -> s.data() instanceof SimulationStudy d
                ? new Study(s.kind(), s.name(), d.withResults(null)) : s).toList()));
    }
}
