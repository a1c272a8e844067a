package com.lightwire.ui.spectra.decomposition;

import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.spectra.DecomposeReplay;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.DecompositionState;
import com.lightwire.model.spectra.Demand;
import com.lightwire.ui.common.Animated;

import java.util.Locale;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a deck step records of the Decomposition view ({@code ui.common.Presentable}), under the keys of
 * {@code render --view decomposition --param}: the {@code study}, the {@code method}, the {@code stepper} (result,
 * decompose, refine) and its {@code step}; and the decomposition animation: the demand first, then the permutations
 * peeling off round by round (the residual D_r shrinking), ending at what the view shows.
 */
final class DecompositionPresentation {

    /** Most phases the peeling plays one round each; longer decompositions peel several rounds a phase. */
    static final int MAX_PHASES = 48;

    private final DecompositionViewModel model;

    DecompositionPresentation(DecompositionViewModel model) {
        this.model = model;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.studyProperty().get() == null) {
            return state;
        }
        state.put("study", model.studyProperty().get());
        state.put("method", model.methodProperty().get().key());
        DecompositionState shown = model.stateProperty().get();
        state.put("stepper", shown.stepper().name().toLowerCase(Locale.ROOT));
        state.put("step", Integer.toString(shown.step()));
        return state;
    }

    String restore(SortedMap<String, String> state) {
        String study = state.get("study");
        if (study != null && !model.studies().contains(study)) {
            return "The project has no Spectra study \"" + study + "\" any more";
        }
        if (study != null) {
            model.studyProperty().set(study);
        }
        DecompositionMethod.of(state.getOrDefault("method", "")).ifPresent(model.methodProperty()::set);
        DecompositionState shown = model.stateProperty().get();
        DecompositionState.Stepper stepper = shown.stepper();
        for (DecompositionState.Stepper s : DecompositionState.Stepper.values()) {
            if (s.name().equalsIgnoreCase(state.getOrDefault("stepper", ""))) {
                stepper = s;
            }
        }
        try {
            int step = Math.max(0, Integer.parseInt(state.getOrDefault("step", "0").strip()));
            model.stateProperty().set(shown.withStep(stepper, step));
            model.step(0);
        } catch (NumberFormatException e) {
            return "The step's decomposition round is not a number: " + state.get("step");
        }
        return null;
    }

    /** The permutations peeling off, when a decomposition is shown. */
    Optional<Animated.Animation> peeling(Palette palette) {
        DecomposeReplay replay = model.replayProperty().get();
        Demand demand = model.demand();
        if (replay == null || demand == null || replay.rounds() == 0) {
            return Optional.empty();
        }
        return Optional.of(new Peeling(demand.matrix(), replay, model.stateProperty().get(), palette));
    }

    /**
     * Phase 0 is the demand before any round, phase k the residual after {@code k * per} rounds with the next
     * round's matching marked, the last phase the view's own state.
     */
    static final class Peeling implements Animated.Animation {

        private final double[][] demand;
        private final DecomposeReplay replay;
        private final DecompositionState shown;
        private final Palette palette;
        private final int per;
        private final int steps;

        Peeling(double[][] demand, DecomposeReplay replay, DecompositionState shown, Palette palette) {
            this.demand = demand;
            this.replay = replay;
            this.shown = shown.withHover(-1, -1, -1);
            this.palette = palette;
            this.per = (replay.rounds() + MAX_PHASES - 1) / MAX_PHASES;
            this.steps = (replay.rounds() + per - 1) / per;
        }

        @Override
        public int phases() {
            return steps + 1;
        }

        private int roundOf(int phase) {
            return Math.min(replay.rounds(), phase * per);
        }

        @Override
        public Figure frame(int phase) {
            DecompositionState state = phase >= steps ? shown
                    : shown.withStep(DecompositionState.Stepper.DECOMPOSE, roundOf(phase))
                    .withHeat(DecompositionState.Heat.DEMAND, shown.log()).withSelection(-1, -1, -1);
            return new DecompositionFigure(demand, replay, state, palette);
        }

        @Override
        public String describe(int phase) {
            int rounds = replay.rounds();
            String method = replay.decomposition().method();
            if (phase == 0) {
                return "The demand, " + demand.length + " x " + demand.length + ", before " + method
                        + " peels its first permutation";
            }
            int peeled = roundOf(phase);
            DecomposeReplay.RoundState r = replay.round(peeled);
            String left = peeled >= rounds ? "every demand cell covered"
                    : uncovered(r.uncovered()) + " demand cells still uncovered";
            return peeled + " of " + rounds + " permutations peeled off (" + method + "): " + left;
        }

        private static int uncovered(boolean[][] cells) {
            int count = 0;
            for (boolean[] row : cells) {
                for (boolean cell : row) {
                    count += cell ? 1 : 0;
                }
            }
            return count;
        }
    }
}
