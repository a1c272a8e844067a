package com.lightwire.ui.tree;

import com.lightwire.model.ConfigurationRef;
import com.lightwire.model.ElementRef;
import com.lightwire.model.GroupRef;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.PodRef;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.StudyRef;
import com.lightwire.model.TopologyRef;

import java.util.ArrayList;
import java.util.List;

/**
 * The content of the project tree, built from a project without a toolkit: the cluster with its pods, OCS groups,
 * topologies and configuration, then the studies. A project without a cluster shows its studies under its name.
 * O(P + H + topologies + studies).
 */
public final class ProjectTree {

    /** Folders of more children than this start collapsed. */
    private static final int EXPANDED_MAX = 16;

    private ProjectTree() {
    }

    /**
     * One node: its label, the element it stands for (null for folders) and its children.
     *
     * @param label    the text shown
     * @param element  what selecting it selects, or null
     * @param expanded whether it starts expanded
     * @param children the nodes below it
     */
    public record Node(String label, ElementRef element, boolean expanded, List<Node> children) {
        public Node {
            children = List.copyOf(children);
        }

        static Node leaf(String label, ElementRef element) {
            return new Node(label, element, false, List.of());
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** The tree of {@code project}; {@code projectName} labels the root of a project without a cluster. */
    public static Node of(Project project, String projectName) {
        List<Node> children = new ArrayList<>();
        if (project.hasCluster()) {
            children.add(pods(project));
            children.add(groups(project));
            children.add(topologies(project));
            String config = project.currentConfiguration() == null ? "none"
                    : project.currentConfiguration().circuitCount() + " circuits";
            children.add(Node.leaf("Configuration: " + config, ConfigurationRef.CURRENT));
        }
        if (!project.studies().isEmpty() || !project.hasCluster()) {
            children.add(studies(project));
        }
        return project.hasCluster()
                ? new Node(project.cluster().name(), ElementRef.CLUSTER, true, children)
                : new Node(projectName, null, true, children);
    }

    private static Node pods(Project project) {
        List<Node> pods = new ArrayList<>();
        for (Pod pod : project.cluster().pods()) {
            pods.add(Node.leaf(pod.name(), PodRef.of(pod)));
        }
        return new Node("Pods (" + pods.size() + ")", null, pods.size() <= EXPANDED_MAX, pods);
    }

    private static Node groups(Project project) {
        List<Node> groups = new ArrayList<>();
        for (OcsGroup group : project.cluster().groups()) {
            groups.add(Node.leaf(group.name(), GroupRef.of(group)));
        }
        return new Node("OCS groups (" + groups.size() + ")", null, false, groups);
    }

    private static Node topologies(Project project) {
        List<Node> topologies = new ArrayList<>();
        for (int t = 0; t < project.topologies().size(); t++) {
            String name = project.topologies().get(t).name();
            topologies.add(Node.leaf(name, new TopologyRef(t, name)));
        }
        return new Node("Topologies (" + topologies.size() + ")", null, true, topologies);
    }

    private static Node studies(Project project) {
        List<Node> studies = new ArrayList<>();
        for (Study study : project.studies()) {
            studies.add(Node.leaf(study.kind() + ": " + study.name(), StudyRef.of(study)));
        }
        return new Node("Studies (" + studies.size() + ")", null, true, studies);
    }
}
