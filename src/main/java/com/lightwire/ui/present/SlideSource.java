package com.lightwire.ui.present;

import com.lightwire.figure.deck.Slide;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.deck.DeckStep;
import com.lightwire.ui.common.Animated;
import com.lightwire.ui.common.View;

import java.util.Optional;

/**
 * Turns the steps of a deck into slides through the live views: showing a step brings its view to the front and
 * restores its state; the slide then draws what the view shows (or the phase of its animation) under the step's
 * camera. Runs on the FX thread; restoring starts background work (a realize) the way the view's own buttons do.
 */
public final class SlideSource {

    private final StepHost host;
    private final Deck deck;
    private View view;
    private Animated.Animation animation;
    private String problem;
    private DeckStep current;

    /** The state property that asks for the view's animation on a step ("true"); set in the deck editor. */
    public static final String ANIMATE = "animate";

    public SlideSource(StepHost host, Deck deck) {
        this.host = host;
        this.deck = deck;
    }

    public Deck deck() {
        return deck;
    }

    /** Shows step {@code index} in its view; returns its number of animation phases (1 without one). */
    public int show(int index) {
        DeckStep step = deck.step(index);
        current = step;
        view = host.show(step.state().view());
        animation = null;
        if (view == null) {
            problem = "The deck names a view this Lightwire does not have: " + step.state().view();
            return 1;
        }
        problem = ViewStates.restore(view, step.state());
        return refreshAnimation();
    }

    /** Re-reads the animation after the view's drawing changed (a realize that finished); phases, 1 without one. */
    public int refreshAnimation() {
        boolean wanted = current != null && "true".equals(current.state().property(ANIMATE, "false"));
        Optional<Animated.Animation> played = wanted && view instanceof Animated animated ? animated.animation()
                : Optional.empty();
        animation = played.filter(a -> a.phases() > 1).orElse(null);
        return animation == null ? 1 : animation.phases();
    }

    /** What could not be restored for the step shown, or null. */
    public String problem() {
        return problem;
    }

    /** The slide of step {@code index} (shown last) at animation phase {@code phase}. */
    public Slide slide(int index, int phase) {
        DeckStep step = deck.step(index);
        String counter = (index + 1) + " / " + deck.size();
        if (view == null) {
            return new Slide(null, null, step.caption(), counter, "", step.notes());
        }
        ViewStates.Shown shown = ViewStates.shown(view);
        Slide slide = new Slide(shown.figure(), shown.framed() ? step.state().camera() : null, step.caption(),
                counter, "", step.notes());
        if (animation != null) {
            int at = Math.max(0, Math.min(animation.phases() - 1, phase));
            slide = slide.withPhase(animation.frame(at), animation.describe(at));
        }
        return slide;
    }

    /** The figure the step's view shows now, to notice when it changes (a background result arrived). */
    public Object currentFigure() {
        return view == null ? null : ViewStates.shown(view).figure();
    }
}
