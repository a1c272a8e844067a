package com.lightwire.ui.tree;

import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.ElementRef;
import com.lightwire.model.PodRef;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.StudyRef;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.UnknownStudyData;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.tree.ProjectTree.Node;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ProjectTreeTest {

    private static List<String> labels(Node node) {
        return node.children().stream().map(Node::label).toList();
    }

    @Test
    void theTestbedShowsPodsGroupsTopologiesAndTheConfiguration() {
        Node root = ProjectTree.of(SampleProjects.testbed(), "unused");
        assertEquals("testbed-128", root.label());
        assertEquals(ElementRef.CLUSTER, root.element());
        assertEquals(List.of("Pods (4)", "OCS groups (4)", "Topologies (2)", "Configuration: 128 circuits",
                "Studies (1)"), labels(root), "the testbed's tour deck is its one study");
        assertEquals(new PodRef(2, "P002"), root.children().get(0).children().get(2).element());
        assertEquals(new TopologyRef(1, "random full utilization, seed 128"),
                root.children().get(2).children().get(1).element());
        assertEquals(ConfigurationRef.CURRENT, root.children().get(3).element());
    }

    @Test
    void aProjectWithoutAClusterShowsItsStudiesUnderItsName() {
        Project dag = Project.ofStudies(List.of(new Study("dag", "llama step", new UnknownStudyData("{}"))));
        Session session = new Session(dag);
        assertEquals("Untitled - Lightwire", session.titleProperty().get());
        session.markSaved(Path.of("work/dag.json"));
        assertEquals("dag.json", session.projectName());
        assertEquals("dag.json - Lightwire", session.titleProperty().get());
        Node root = ProjectTree.of(session.project(), session.projectName());
        assertEquals("dag.json", root.label());
        assertNull(root.element());
        assertEquals(List.of("Studies (1)"), labels(root));
        Node study = root.children().get(0).children().get(0);
        assertEquals("dag: llama step", study.label());
        assertEquals(new StudyRef("dag", "llama step"), study.element());
    }
}
