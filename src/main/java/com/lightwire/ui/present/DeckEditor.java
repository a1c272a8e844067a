package com.lightwire.ui.present;

import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.session.Session;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.util.stream.IntStream;

/**
 * The deck editor (View &gt; Edit Deck): the steps in order with their view and caption; buttons to show a step in the
 * window (restoring what it recorded), re-record it from the view in front, move it up or down, duplicate and delete
 * it, present from it and export the deck; the caption and notes of the selected step edited in place. Every change
 * is one undoable {@link DeckEdit}; the list follows undo and redo.
 */
public final class DeckEditor {

    private final StepHost host;
    private final DeckActions actions;
    private final Session session;
    private final Stage stage = new Stage();
    private final ListView<Integer> list = new ListView<>();
    private final TextField caption = new TextField();
    private final TextArea notes = new TextArea();
    private final Label message = new Label();
    private final CheckBox animate = new CheckBox("Play the view's animation on this step (where it has one)");
    private boolean syncing;

    public DeckEditor(StepHost host, DeckActions actions, Window owner) {
        this.host = host;
        this.actions = actions;
        this.session = host.context().session();
        list.setId("deck-steps");
        caption.setId("deck-caption");
        notes.setId("deck-notes");
        message.setId("deck-message");
        notes.setPrefRowCount(6);
        notes.setWrapText(true);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Integer index, boolean empty) {
                super.updateItem(index, empty);
                setText(empty || index == null || index >= deck().size() ? null : describe(index));
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showFields());
        caption.textProperty().addListener((o, was, now) -> editText(true, now));
        notes.textProperty().addListener((o, was, now) -> editText(false, now));
        animate.setId("deck-animate");
        animate.setOnAction(e -> selected(this::toggleAnimation));
        VBox fields = new VBox(6, new Label("Caption"), caption, new Label("Speaker notes"), notes, animate, message);
        fields.setPadding(new Insets(8));
        VBox.setVgrow(notes, Priority.ALWAYS);
        BorderPane root = new BorderPane(list, toolbar(), null, fields, null);
        root.setId("deck-editor");
        stage.setScene(new Scene(root, 720, 560));
        stage.setTitle("Deck");
        if (owner != null) {
            stage.initOwner(owner);
            stage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        session.revisionProperty().addListener(o -> syncList());
        syncList();
    }

    public Stage stage() {
        return stage;
    }

    public void show() {
        stage.show();
        stage.toFront();
    }

    /** The buttons, wrapped over as many rows as the window's width needs (a tool bar would hide some). */
    private FlowPane toolbar() {
        FlowPane bar = new FlowPane(6, 6,
                button("Add current view", "deck-add", Material2OutlinedAL.ADD_BOX, actions::addCurrentView),
                button("Show", "deck-show", Material2OutlinedMZ.VISIBILITY, () -> selected(this::showStep)),
                button("Re-record", "deck-rerecord", Material2OutlinedMZ.REFRESH, () -> selected(this::rerecord)),
                button("Up", "deck-up", Material2OutlinedAL.ARROW_UPWARD, () -> selected(i -> move(i, -1))),
                button("Down", "deck-down", Material2OutlinedAL.ARROW_DOWNWARD, () -> selected(i -> move(i, 1))),
                button("Duplicate", "deck-duplicate", Material2OutlinedAL.CONTENT_COPY, () -> selected(this::duplicate)),
                button("Delete", "deck-delete", Material2OutlinedAL.DELETE, () -> selected(this::delete)),
                button("Present", "deck-present", Material2OutlinedMZ.SLIDESHOW,
                        () -> actions.present(Math.max(0, selectedIndex()))),
                button("Export...", "deck-export", Material2OutlinedMZ.SAVE_ALT, actions::exportDeck));
        bar.setPadding(new Insets(6));
        return bar;
    }

    private Deck deck() {
        return Deck.of(session.project()).orElse(Deck.EMPTY);
    }

    private String describe(int index) {
        DeckStep step = deck().step(index);
        String title = host.registry().byId(step.state().view()).map(d -> d.title()).orElse(step.state().view());
        return (index + 1) + ".  [" + title + "]  " + (step.caption().isBlank() ? "(no caption)" : step.caption());
    }

    private int selectedIndex() {
        Integer index = list.getSelectionModel().getSelectedItem();
        return index == null ? -1 : index;
    }

    private void selected(java.util.function.IntConsumer action) {
        int index = selectedIndex();
        if (index < 0) {
            message.setText("Pick a step first");
        } else {
            action.accept(index);
        }
    }

    private void showStep(int index) {
        String problem = actions.showStep(deck().step(index));
        message.setText(problem == null ? "Showing step " + (index + 1) : problem);
    }

    private void rerecord(int index) {
        DeckStep old = deck().step(index);
        DeckStep now = old.withState(ViewStates.capture(host.currentViewId(), host.currentView()));
        session.perform(new DeckEdit("Re-record step " + (index + 1), d -> d.replaced(index, now)));
    }

    private void move(int index, int by) {
        int to = index + by;
        if (to < 0 || to >= deck().size()) {
            return;
        }
        session.perform(new DeckEdit("Move step " + (index + 1) + (by < 0 ? " up" : " down"), d -> d.moved(index, to)));
        list.getSelectionModel().select(Integer.valueOf(to));
    }

    private void duplicate(int index) {
        session.perform(new DeckEdit("Duplicate step " + (index + 1), d -> d.duplicated(index)));
        list.getSelectionModel().select(Integer.valueOf(index + 1));
    }

    private void toggleAnimation(int index) {
        boolean on = animate.isSelected();
        DeckStep step = deck().step(index);
        java.util.TreeMap<String, String> properties = new java.util.TreeMap<>(step.state().properties());
        if (on) {
            properties.put(SlideSource.ANIMATE, "true");
        } else {
            properties.remove(SlideSource.ANIMATE);
        }
        DeckStep changed = step.withState(step.state().withProperties(properties));
        session.perform(new DeckEdit((on ? "Animate" : "Stop animating") + " step " + (index + 1),
                d -> d.replaced(index, changed)));
    }

    private void delete(int index) {
        session.perform(new DeckEdit("Delete step " + (index + 1), d -> d.removed(index)));
    }

    /** Typing in the caption or notes: one edit per keystroke, merged into one undo step per step and field. */
    private void editText(boolean isCaption, String text) {
        int index = selectedIndex();
        if (syncing || index < 0 || index >= deck().size()) {
            return;
        }
        String what = isCaption ? "caption" : "notes";
        session.perform(new DeckEdit("Edit " + what + " of step " + (index + 1), d -> d.replaced(index,
                isCaption ? d.step(index).withCaption(text) : d.step(index).withNotes(text)),
                "deck-" + what + "-" + index));
    }

    /** The list and fields after any change of the project (an edit here, undo, a file opened). */
    private void syncList() {
        int keep = selectedIndex();
        syncing = true;
        list.getItems().setAll(IntStream.range(0, deck().size()).boxed().toList());
        list.refresh();
        if (keep >= 0 && keep < deck().size()) {
            list.getSelectionModel().select(Integer.valueOf(keep));
        } else if (deck().size() > 0) {
            list.getSelectionModel().select(Integer.valueOf(Math.min(Math.max(0, keep), deck().size() - 1)));
        }
        syncing = false;
        showFields();
    }

    private void showFields() {
        int index = selectedIndex();
        boolean has = index >= 0 && index < deck().size();
        syncing = true;
        if (has && !caption.getText().equals(deck().step(index).caption())) {
            caption.setText(deck().step(index).caption());
        }
        if (has && !notes.getText().equals(deck().step(index).notes())) {
            notes.setText(deck().step(index).notes());
        }
        if (!has) {
            caption.clear();
            notes.clear();
        }
        animate.setSelected(has && "true".equals(deck().step(index).state().property(SlideSource.ANIMATE, "")));
        animate.setDisable(!has);
        caption.setDisable(!has);
        notes.setDisable(!has);
        syncing = false;
    }

    private static Button button(String text, String id, Ikon icon, Runnable action) {
        Button button = Icons.on(new Button(text), icon);
        button.setId(id);
        button.setOnAction(e -> action.run());
        return button;
    }
}
