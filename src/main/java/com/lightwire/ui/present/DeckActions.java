package com.lightwire.ui.present;

import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.model.deck.ViewState;
import com.lightwire.ui.common.View;
import com.lightwire.ui.session.Session;
import javafx.application.Platform;
import javafx.stage.Screen;
import javafx.stage.Window;

import java.util.List;
import java.util.function.Supplier;

/**
 * The presenter's commands behind the menus: View &gt; Present (F5), Add Current View as Step, Edit Deck, and
 * Help &gt; Present the Tour. Presenting a project without a deck presents the view in front as one step.
 */
public final class DeckActions {

    private final StepHost host;
    private final Supplier<Window> owner;
    private final DeckExport export;
    private DeckEditor editor;
    private PresenterStage presenter;

    public DeckActions(StepHost host, Supplier<Window> owner) {
        this.host = host;
        this.owner = owner;
        this.export = new DeckExport(host);
    }

    private Session session() {
        return host.context().session();
    }

    /** The project's deck, or a one-step deck of the view in front when it has none. */
    Deck deckToPresent() {
        return Deck.of(session().project()).filter(d -> !d.isEmpty()).orElseGet(() -> new Deck(java.util.List.of(
                new DeckStep(ViewStates.capture(host.currentViewId(), host.currentView()),
                        host.registry().byId(host.currentViewId()).map(d -> d.title()).orElse(""), ""))));
    }

    /** Presents the deck from its first step. */
    public void present() {
        present(0);
    }

    /** Presents the deck from step {@code first}; nothing when a presentation is already on. */
    public void present(int first) {
        present(first, Screen.getScreens());
    }

    /** Presents the deck from step {@code first} on {@code screens} ({@link PresenterStage}'s choice of screens). */
    public void present(int first, List<Screen> screens) {
        if (presenter != null) {
            return;
        }
        presenter = new PresenterStage(host, new SlideSource(host, deckToPresent()), first,
                host.context().theme().get().isDark(), screens);
        presenter.setOnClose(() -> presenter = null);
        presenter.show();
    }

    /** The presentation on screen, or null. */
    public PresenterStage presenter() {
        return presenter;
    }

    /** Adds what the view in front shows as the last step, captioned with the view's title. */
    public void addCurrentView() {
        String id = host.currentViewId();
        ViewState state = ViewStates.capture(id, host.currentView());
        String title = host.registry().byId(id).map(d -> d.title()).orElse(id);
        int number = Deck.of(session().project()).map(Deck::size).orElse(0) + 1;
        session().perform(new DeckEdit("Add step " + number, d -> d.appended(new DeckStep(state, title, ""))));
        host.context().tasks().post("Added step " + number + " (" + title + ") to the deck");
    }

    /** Opens the deck editor (one per window). */
    public void editDeck() {
        if (editor == null) {
            editor = new DeckEditor(host, this, owner.get());
        }
        editor.show();
    }

    /** Shows {@code step} in the window, as recorded; returns what could not be restored, or null. */
    public String showStep(DeckStep step) {
        View view = host.show(step.state().view());
        if (view == null) {
            return "This Lightwire has no view " + step.state().view();
        }
        String problem = ViewStates.restore(view, step.state());
        Platform.runLater(() -> ViewStates.restoreCamera(view, step.state()));
        return problem;
    }

    /** Asks for a PDF or PNG file and writes the deck there, one page or image per step. */
    public void exportDeck() {
        export.ask(deckToPresent());
    }
}
