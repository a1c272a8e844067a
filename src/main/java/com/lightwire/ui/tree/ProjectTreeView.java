package com.lightwire.ui.tree;

import com.lightwire.model.ElementRef;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import com.lightwire.ui.tree.ProjectTree.Node;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The project tree ({@link ProjectTree}). Rebuilt when the revision changes; selecting a node selects its element,
 * and selecting an element elsewhere selects its node, or the node of the element it belongs to (a topology for
 * one of its cells).
 */
public final class ProjectTreeView extends TreeView<Node> {

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
        items.clear();
        TreeItem<Node> root = item(ProjectTree.of(session.project(), session.projectName()));
        syncing = true;
        setRoot(root);
        syncing = false;
        reveal(selection.get());
    }

    private TreeItem<Node> item(Node node) {
        TreeItem<Node> item = new TreeItem<>(node);
        item.setExpanded(node.expanded());
        if (node.element() != null) {
            items.put(node.element(), item);
        }
        for (Node child : node.children()) {
            item.getChildren().add(item(child));
        }
        return item;
    }

    private void reveal(ElementRef element) {
        TreeItem<Node> item = null;
        for (Optional<ElementRef> at = Optional.ofNullable(element); item == null && at.isPresent();
             at = at.get().parent()) {
            item = items.get(at.get());
        }
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
