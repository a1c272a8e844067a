package com.lightwire.ui.present;

import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.figure.deck.Slide;
import com.lightwire.figure.deck.SlidePalette;
import com.lightwire.io.DeckHandout;
import com.lightwire.model.deck.Deck;
import com.lightwire.ui.common.FileChoice;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Deck &gt; Export: a PDF handout or PNG images of every step, drawn from the live views as the presenter shows them.
 * The steps are shown one after the other on the FX thread, each waiting (without blocking) until the background work
 * it started (a realize) has finished, at most {@value #MAX_WAIT_SECONDS} s; the files are then written on the I/O
 * lane, reported in the status bar.
 */
final class DeckExport {

    static final String LANE = "deck.export";
    static final int MAX_WAIT_SECONDS = 60;
    private static final double POLL_SECONDS = 0.1;

    private final StepHost host;

    DeckExport(StepHost host) {
        this.host = host;
    }

    /** Asks where, then exports {@code deck}: a .pdf file, or PNG images named after a .png file. */
    void ask(Deck deck) {
        host.context().dialogs().chooseSave(FileChoice.of("Export deck", "PDF handout or PNG images", "*.pdf",
                "*.png").named("deck.pdf")).ifPresent(file -> {
                    boolean notes = host.context().dialogs().confirm("Speaker notes",
                            "Print the speaker notes under each step?");
                    collect(deck, slides -> write(slides, file, notes));
                });
    }

    /** Shows every step in turn, waiting for its view to settle, and hands the slides to {@code done}. */
    void collect(Deck deck, Consumer<List<Slide>> done) {
        String shownBefore = host.currentViewId();
        SlideSource source = new SlideSource(host, deck);
        List<Slide> slides = new ArrayList<>();
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            int index = slides.size();
            if (index == deck.size()) {
                host.show(shownBefore);
                done.accept(slides);
                return;
            }
            source.show(index);
            whenSettled(() -> {
                int phases = source.refreshAnimation();
                slides.add(source.slide(index, phases - 1));
                next[0].run();
            });
        };
        next[0].run();
    }

    /** Runs {@code then} on the FX thread once no background task runs (or after the longest wait). */
    private void whenSettled(Runnable then) {
        int[] polls = {0};
        Timeline[] poll = new Timeline[1];
        poll[0] = new Timeline(new KeyFrame(Duration.seconds(POLL_SECONDS), e -> {
            polls[0]++;
            if (host.context().tasks().tasks().isEmpty() || polls[0] * POLL_SECONDS >= MAX_WAIT_SECONDS) {
                poll[0].stop();
                then.run();
            }
        }));
        poll[0].setCycleCount(Timeline.INDEFINITE);
        poll[0].play();
    }

    private void write(List<Slide> slides, Path file, boolean notes) {
        boolean png = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
        SlidePalette colors = SlidePalette.of(host.context().theme().get().isDark());
        host.context().runner().submit(new TaskRequest<>(LANE, "Export deck to " + file.getFileName(),
                TaskKind.SIDE_EFFECT, monitor -> {
                    try {
                        if (png) {
                            String name = file.getFileName().toString();
                            return DeckHandout.writePngs(slides, file.toAbsolutePath().getParent(),
                                    name.substring(0, name.length() - 4), 1920, 1080, colors, notes).size();
                        }
                        DeckHandout.writePdf(slides, file, colors, notes);
                        return slides.size();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }, pages -> "Exported the deck: " + pages + (png ? " images next to " : " pages in ") + file,
                pages -> { }, e -> host.context().dialogs().error("Cannot export the deck", e.getMessage(), null)));
    }
}
