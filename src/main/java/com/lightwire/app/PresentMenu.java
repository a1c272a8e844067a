package com.lightwire.app;

import com.lightwire.io.InstalledSamples;
import com.lightwire.model.deck.Deck;
import com.lightwire.ui.common.Icons;
import com.lightwire.ui.present.DeckActions;
import com.lightwire.ui.session.SampleProjects;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.material2.Material2OutlinedAL;
import org.kordamp.ikonli.material2.Material2OutlinedMZ;

import java.util.List;

/**
 * The presenter's menu items: View &gt; Present (F5), Add Current View as Step (Ctrl+Shift+D), Edit Deck..., and
 * Help &gt; Present the Tour, which presents the open project's deck, or offers the testbed-128 sample's when the
 * project has none.
 */
final class PresentMenu {

    static final String TOUR_SAMPLE = "testbed-128";

    private PresentMenu() {
    }

    static List<MenuItem> viewItems(DeckActions deck) {
        return List.of(item("Present", "menu-present", "F5", Material2OutlinedMZ.SLIDESHOW, deck::present),
                item("Add Current View as Step", "menu-add-step", "Shortcut+Shift+D", Material2OutlinedAL.ADD_TO_QUEUE,
                        deck::addCurrentView),
                item("Edit Deck...", "menu-edit-deck", null, Material2OutlinedAL.LIST, deck::editDeck));
    }

    static MenuItem tourItem(MainWindow window) {
        return item("Present the Tour", "menu-tour", null, Material2OutlinedMZ.SLIDESHOW, () -> presentTour(window));
    }

    /** Presents the open project's deck; without one, offers to open the testbed-128 sample and present its tour. */
    static void presentTour(MainWindow window) {
        if (Deck.of(window.session().project()).filter(d -> !d.isEmpty()).isEmpty()) {
            if (!window.dialogs().confirm("Present the tour", "This project has no deck. Open the " + TOUR_SAMPLE
                    + " sample and present its tour?")) {
                return;
            }
            InstalledSamples.find().list().stream().filter(s -> s.name().equals(TOUR_SAMPLE)).findFirst()
                    .ifPresentOrElse(window.files()::openSample, () -> {
                        if (window.files().confirmDiscard()) {
                            window.session().open(SampleProjects.testbed(), null);
                        }
                    });
            if (Deck.of(window.session().project()).filter(d -> !d.isEmpty()).isEmpty()) {
                return;
            }
        }
        window.deck().present();
    }

    private static MenuItem item(String text, String id, String accelerator, Ikon icon, Runnable action) {
        MenuItem item = Icons.on(new MenuItem(text), icon);
        item.setId(id);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
