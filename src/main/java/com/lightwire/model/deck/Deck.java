package com.lightwire.model.deck;

import com.lightwire.model.Project;
import com.lightwire.model.Study;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.lightwire.model.StudyData;

/**
 * An ordered list of steps to present. A project keeps its deck as the study of kind {@value #STUDY_KIND} named
 * {@value #STUDY_NAME} (ADR 0051), so older files without one open unchanged and older builds keep it as an unknown
 * study. Immutable: every change returns a new deck.
 *
 * @param steps the steps in presentation order
 */
public record Deck(List<DeckStep> steps) implements StudyData {

    public static final String STUDY_KIND = "deck";
    public static final String STUDY_NAME = "tour";
    public static final Deck EMPTY = new Deck(List.of());

    public Deck {
        steps = List.copyOf(steps);
    }

    /** The project's deck, or empty when it has none. */
    public static Optional<Deck> of(Project project) {
        return project.studies().stream().filter(s -> s.kind().equals(STUDY_KIND) && s.name().equals(STUDY_NAME))
                .map(Study::data).filter(Deck.class::isInstance).map(Deck.class::cast).findFirst();
    }

    /** {@code project} holding {@code deck} in place of its deck (added last when it had none; removed when empty). */
    public static Project put(Project project, Deck deck) {
        List<Study> studies = new ArrayList<>(project.studies());
        int at = -1;
        for (int i = 0; i < studies.size(); i++) {
            if (studies.get(i).kind().equals(STUDY_KIND) && studies.get(i).name().equals(STUDY_NAME)) {
                at = i;
            }
        }
        Study study = new Study(STUDY_KIND, STUDY_NAME, deck);
        if (at < 0 && !deck.steps.isEmpty()) {
            studies.add(study);
        } else if (at >= 0 && deck.steps.isEmpty()) {
            studies.remove(at);
        } else if (at >= 0) {
            studies.set(at, study);
        }
        return project.withStudies(studies);
    }

    public int size() {
        return steps.size();
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    public DeckStep step(int index) {
        return steps.get(index);
    }

    /** {@code step} inserted at {@code index} (0 to size). */
    public Deck inserted(int index, DeckStep step) {
        List<DeckStep> out = new ArrayList<>(steps);
        out.add(index, step);
        return new Deck(out);
    }

    public Deck appended(DeckStep step) {
        return inserted(steps.size(), step);
    }

    public Deck removed(int index) {
        List<DeckStep> out = new ArrayList<>(steps);
        out.remove(index);
        return new Deck(out);
    }

    public Deck replaced(int index, DeckStep step) {
        List<DeckStep> out = new ArrayList<>(steps);
        out.set(index, step);
        return new Deck(out);
    }

    /** The step at {@code from} moved to {@code to}; the others keep their order. */
    public Deck moved(int from, int to) {
        List<DeckStep> out = new ArrayList<>(steps);
        out.add(to, out.remove(from));
        return new Deck(out);
    }

    /** A copy of the step at {@code index} inserted right after it. */
    public Deck duplicated(int index) {
        return inserted(index + 1, steps.get(index));
    }
}
