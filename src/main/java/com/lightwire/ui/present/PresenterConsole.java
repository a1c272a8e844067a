package com.lightwire.ui.present;

import com.lightwire.figure.deck.SlidePainter;
import com.lightwire.figure.deck.SlidePalette;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.ui.common.FxPainter;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.event.EventHandler;
import javafx.geometry.Insets;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.util.Duration;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * The presenter's own screen while the slides show on the other: the current slide, the next step (its view and
 * caption), the speaker notes in large type, the step counter, the time of day and the time since the start. Only
 * shown when a second screen is present; on one screen the notes stay hidden. Keys here drive the presentation too.
 */
final class PresenterConsole {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm");

    private final SlideSource source;
    private final PresenterModel model;
    private final Stage stage = new Stage();
    private final Canvas current = new Canvas(640, 360);
    private final Label next = new Label();
    private final Label notes = new Label();
    private final Label counter = new Label();
    private final Label clock = new Label();
    private final Timeline ticker = new Timeline(new KeyFrame(Duration.seconds(1), e -> tick()));
    private final long started = System.nanoTime();

    PresenterConsole(SlideSource source, PresenterModel model, Screen screen) {
        this.source = source;
        this.model = model;
        next.setId("console-next");
        notes.setId("console-notes");
        counter.setId("console-counter");
        clock.setId("console-clock");
        notes.setWrapText(true);
        next.setWrapText(true);
        notes.setFont(Font.font(28));
        next.setFont(Font.font(20));
        counter.setFont(Font.font(null, FontWeight.BOLD, 28));
        clock.setFont(Font.font(null, FontWeight.BOLD, 28));
        VBox left = new VBox(12, current, new Label("Next"), next);
        HBox top = new HBox(32, counter, clock);
        BorderPane root = new BorderPane(notes, top, null, null, left);
        BorderPane.setMargin(notes, new Insets(0, 0, 0, 24));
        root.setPadding(new Insets(24));
        HBox.setHgrow(notes, Priority.ALWAYS);
        root.setStyle("-fx-background-color: black; -fx-text-fill: white;");
        root.lookupAll(".label").forEach(n -> n.setStyle("-fx-text-fill: white;"));
        Rectangle2D bounds = screen.getVisualBounds();
        stage.setScene(new Scene(root, bounds.getWidth(), bounds.getHeight()));
        stage.getScene().getRoot().lookupAll(".label").forEach(n -> n.setStyle("-fx-text-fill: white;"));
        stage.setTitle("Lightwire presenter console");
        stage.setX(bounds.getMinX());
        stage.setY(bounds.getMinY());
        ticker.setCycleCount(Timeline.INDEFINITE);
    }

    /** Sends the console's keys to the presentation too (a clicker talks to the focused window). */
    void onKeys(EventHandler<KeyEvent> handler) {
        stage.getScene().addEventFilter(KeyEvent.KEY_PRESSED, handler);
    }

    void show() {
        stage.show();
        ticker.play();
        tick();
    }

    void close() {
        ticker.stop();
        stage.hide();
    }

    /** Redraws the current slide and the texts after a move. */
    void refresh() {
        int step = model.step();
        DeckStep shown = source.deck().step(step);
        counter.setText("Step " + (step + 1) + " of " + model.steps() + (model.phases() > 1
                ? ", phase " + (model.phase() + 1) + " of " + model.phases() : "") + (model.isBlank() ? " (blank)" : ""));
        notes.setText(shown.notes().isBlank() ? "(no notes)" : shown.notes());
        if (step + 1 < model.steps()) {
            DeckStep following = source.deck().step(step + 1);
            next.setText(following.state().view() + ": " + following.caption());
        } else {
            next.setText("(end of the deck)");
        }
        FxPainter painter = new FxPainter(current.getGraphicsContext2D());
        SlidePainter.paint(painter, source.slide(step, model.phase()), current.getWidth(), current.getHeight(),
                SlidePalette.DARK, SlidePainter.Mode.PRESENT);
    }

    private void tick() {
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        clock.setText(LocalTime.now().format(CLOCK) + "   " + String.format("%d:%02d elapsed", seconds / 60,
                seconds % 60));
    }
}
