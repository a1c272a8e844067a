package com.lightwire.ui.tree;

import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Project;
import com.lightwire.ui.session.ElementRef;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

import java.util.HashMap;
import java.util.Map;

/**
 * The project tree. Rebuilt when the revision changes (O(P + H + topologies)); selecting a node selects its element,
 * and selecting an element elsewhere selects its node.
 */
public final class ProjectTreeView extends TreeView<ProjectTreeView.Node> {

    /** One tree node: its label and the element it stands for (null for folders). */
    public record Node(String label, ElementRef element) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final Session session;
    private final Selection selection;
    private final Map<ElementRef, TreeItem<Node>> items = new HashMap<>();
    private boolean syncing;

    public ProjectTreeView(Session session, Selection selection) {
        this.session = session;
        this.selection = selection;
        setId("project-tree");
        session.revisionProperty().addListener((obs, old, now) -> rebuild());
        selection.selectedProperty().addListener((obs, old, now) -> reveal(now));
        getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (!syncing && now != null && now.getValue().element() != null) {
                selection.select(now.getValue().element());
            }
        });
        rebuild();
    }

    private void rebuild() {
        Project project = session.project();
        items.clear();
        TreeItem<Node> root = item(project.cluster().name(), ElementRef.CLUSTER);
        root.getChildren().add(podsFolder(project));
        root.getChildren().add(groupsFolder(project));
        root.getChildren().add(topologiesFolder(project));
        String config = project.currentConfiguration() == null ? "none"
                : project.currentConfiguration().circuitCount() + " circuits";
        root.getChildren().add(item("Configuration: " + config, new ElementRef(ElementRef.Kind.CONFIGURATION, -1, "")));
        root.setExpanded(true);
        syncing = true;
        setRoot(root);
        syncing = false;
        reveal(selection.get());
    }

    private TreeItem<Node> podsFolder(Project project) {
        TreeItem<Node> folder = item("Pods (" + project.cluster().podCount() + ")", null);
        for (Pod pod : project.cluster().pods()) {
            folder.getChildren().add(item(pod.name(), ElementRef.pod(pod.index())));
        }
        folder.setExpanded(project.cluster().podCount() <= 16);
        return folder;
    }

    private TreeItem<Node> groupsFolder(Project project) {
        TreeItem<Node> folder = item("OCS groups (" + project.cluster().groups().size() + ")", null);
        for (OcsGroup group : project.cluster().groups()) {
            folder.getChildren().add(item(group.name(), ElementRef.group(group.index())));
        }
        return folder;
    }

    private TreeItem<Node> topologiesFolder(Project project) {
        TreeItem<Node> folder = item("Topologies (" + project.topologies().size() + ")", null);
        for (int t = 0; t < project.topologies().size(); t++) {
            NamedTopology named = project.topologies().get(t);
            folder.getChildren().add(item(named.name(), ElementRef.topology(t)));
        }
        folder.setExpanded(true);
        return folder;
    }

    private TreeItem<Node> item(String label, ElementRef element) {
        TreeItem<Node> item = new TreeItem<>(new Node(label, element));
        if (element != null) {
            items.put(element, item);
        }
        return item;
    }

    private void reveal(ElementRef element) {
        TreeItem<Node> item = items.get(element);
        if (item == null || getSelectionModel().getSelectedItem() == item) {
            return;
        }
        syncing = true;
        for (TreeItem<Node> up = item.getParent(); up != null; up = up.getParent()) {
            up.setExpanded(true);
        }
        getSelectionModel().select(item);
        syncing = false;
    }
}
