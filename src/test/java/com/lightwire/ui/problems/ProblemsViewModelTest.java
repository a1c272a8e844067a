package com.lightwire.ui.problems;

import com.lightwire.io.ProjectFiles;
import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.StudyRef;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.TopologySpineRef;
import com.lightwire.ui.session.PutTopologyEdit;
import com.lightwire.ui.session.RenamePodEdit;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProblemsViewModelTest {

    static final String CLUSTERLESS = """
            {
              "formatVersion": 2,
              "cluster": null,
              "topologies": [],
              "configuration": null,
              "studies": [
                {"kind": "dag", "name": "llama step", "data": {"tasks": []}}
              ]
            }
            """;

    @Test
    void aProjectWithoutAClusterOpensAndListsItsStudyFindings(@TempDir Path dir) throws IOException {
        Project project = ProjectFiles.read(Files.writeString(dir.resolve("dag.json"), CLUSTERLESS));
        Session session = new Session(project);
        ProblemsViewModel model = new ProblemsViewModel(session);
        assertEquals(List.of(new StudyRef("dag", "llama step")), model.problems().stream().map(Problem::target)
                .toList());
        assertEquals("Warning - dag \"llama step\": this Lightwire does not know studies of kind \"dag\"; the study "
                + "is kept unchanged", model.problems().get(0).toString());
        assertEquals("Problems (0 errors, 1 warning)", model.summary());
    }

    @Test
    void problemsFollowEditsAndNameTheirElementTyped() {
        Session session = new Session(SampleProjects.testbed());
        ProblemsViewModel model = new ProblemsViewModel(session);
        assertEquals("Problems (0 errors, 0 warnings)", model.summary());
        session.perform(new PutTopologyEdit(new NamedTopology("heavy", TopologyGenerators.ring(4, 4, 5)), "Add"));
        List<String> lines = model.problems().stream().map(Problem::toString).toList();
        assertEquals(16, lines.size());
        assertEquals("Error - topology \"heavy\" group 0 pod 0: pod 0 needs 10 > 8 ports in group 0. Infeasible on any "
                + "wiring", lines.get(0));
        assertEquals(new TopologySpineRef(new TopologyRef(2, "heavy"), 0, 0), model.problems().get(0).target());
        session.undo();
        assertEquals(List.of(), model.problems());
    }

    @Test
    void findingsReusedForAnUnchangedClusterStayThoseOfTheValidator(@TempDir Path dir) throws IOException {
        Session session = new Session(SampleProjects.testbed());
        ProblemsViewModel model = new ProblemsViewModel(session);
        session.perform(new PutTopologyEdit(new NamedTopology("heavy", TopologyGenerators.ring(4, 4, 5)), "Add"));
        assertSameAsValidator(session, model);
        session.perform(new RenamePodEdit(0, "Q7"));
        assertSameAsValidator(session, model);
        session.open(ProjectFiles.read(Files.writeString(dir.resolve("dag.json"), CLUSTERLESS)), null);
        assertSameAsValidator(session, model);
        session.open(SampleProjects.testbed(), null);
        assertSameAsValidator(session, model);
        session.undo();
        assertSameAsValidator(session, model);
    }

    private static void assertSameAsValidator(Session session, ProblemsViewModel model) {
        assertEquals(ProjectValidator.validate(session.project()), model.problems().stream()
                .map(Problem::diagnostic).toList());
    }
}
