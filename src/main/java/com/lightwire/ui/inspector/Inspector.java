package com.lightwire.ui.inspector;

import com.lightwire.model.ElementRef;
import com.lightwire.model.Project;
import com.lightwire.ui.common.DialogService;
import com.lightwire.ui.common.ElementInspector;
import com.lightwire.ui.common.ElementInspectors;
import com.lightwire.ui.common.InspectorRows;
import com.lightwire.ui.session.Edit;
import com.lightwire.ui.session.Selection;
import com.lightwire.ui.session.Session;
import javafx.collections.FXCollections;
import javafx.scene.layout.BorderPane;
import org.controlsfx.control.PropertySheet;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Shows the selected element in a {@link PropertySheet}, with the rows of the first {@link ElementInspector} of
 * {@link ElementInspectors} that inspects it; an element no contribution knows shows its parent (a topology for one
 * of its cells), else the cluster. Edits are checked on every keystroke ({@link InspectorEditors}): a valid value is
 * applied at once as an undoable edit, an invalid one is kept in the editor and explained right under its field until
 * it is corrected. A row whose value needs a decision (switching the wiring under a configuration) asks through the
 * {@link DialogService}; cancelled, the row shows the project's value again.
 */
public final class Inspector extends BorderPane {

    private final Session session;
    private final Selection selection;
    private final ElementInspectors inspectors;
    private final DialogService dialogs;
    private final PropertySheet sheet = new PropertySheet();
    private boolean applying;
    private ElementInspector shownInspector;
    private Object shownSource;

    public Inspector(Session session, Selection selection, ElementInspectors inspectors, DialogService dialogs) {
        this.session = session;
        this.selection = selection;
        this.inspectors = inspectors;
        this.dialogs = dialogs;
        setId("inspector");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false);
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.setPropertyEditorFactory(new InspectorEditors());
        setCenter(sheet);
        selection.selectedProperty().addListener((obs, old, now) -> rebuild());
        session.revisionProperty().addListener((obs, old, now) -> {
            if (!applying && showsChanged()) {
                rebuild();
            }
        });
        inspectors.refreshesProperty().addListener((obs, old, now) -> {
            if (!applying && showsChanged()) {
                rebuild();
            }
        });
        rebuild();
    }

    /** True when a different contribution would show the selection, or its rows' source in the project changed. */
    private boolean showsChanged() {
        Shown shown = resolve(session.project(), selection.get());
        return shown.inspector() != shownInspector || shown.source(session.project()) != shownSource;
    }

    private void rebuild() {
        Project project = session.project();
        Shown shown = resolve(project, selection.get());
        shownInspector = shown.inspector();
        shownSource = shown.source(project);
        List<PropertySheet.Item> items = new ArrayList<>();
        if (shown.inspector() != null) {
            shown.inspector().rows(project, shown.element(), new Rows(items));
        }
        sheet.getItems().setAll(FXCollections.observableArrayList(items));
    }

    /** The contribution that shows {@code element}, else its parent's, else the cluster's (null when none does). */
    private Shown resolve(Project project, ElementRef element) {
        ElementRef candidate = element;
        Optional<ElementInspector> found = inspectors.find(project, candidate);
        while (found.isEmpty() && candidate.parent().isPresent()) {
            candidate = candidate.parent().get();
            found = inspectors.find(project, candidate);
        }
        if (found.isEmpty()) {
            candidate = ElementRef.CLUSTER;
            found = inspectors.find(project, candidate);
        }
        return new Shown(found.orElse(null), candidate);
    }

    /** The contribution chosen for the selection and the element it shows. */
    private record Shown(ElementInspector inspector, ElementRef element) {
        Object source(Project project) {
            return inspector == null ? null : inspector.source(project, element);
        }
    }

    /**
     * Performs the edit a row's value asks for (after asking the user when the row has a question); returns null when
     * applied, "" when the user cancelled, or why the value was refused.
     */
    private String perform(InspectorRows.Outcome outcome) {
        Edit edit = outcome.edit();
        if (outcome.question() != null) {
            Optional<Edit> answer = outcome.question().apply(dialogs);
            if (answer.isEmpty()) {
                return "";
            }
            edit = answer.get();
        }
        if (edit == null) {
            return outcome.refusal();
        }
        applying = true;
        try {
            session.perform(edit);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        } finally {
            applying = false;
        }
    }

    /** Turns an inspector's rows into property-sheet items. */
    private final class Rows implements InspectorRows {
        private final List<PropertySheet.Item> items;

        Rows(List<PropertySheet.Item> items) {
            this.items = items;
        }

        @Override
        public void readOnly(String category, String name, Object value) {
            items.add(new InspectorItem(category, name, value, null));
        }

        @Override
        public void editable(String category, String name, Object value, Commit commit) {
            items.add(new InspectorItem(category, name, value, v -> perform(commit.apply(session.project(), v))));
        }
    }
}
