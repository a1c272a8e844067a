package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.figure.spectra.ScheduleState;

import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a deck step records of the OCS schedule view ({@code ui.common.Presentable}), under the keys of
 * {@code render --view schedule --param}: the {@code study}, the {@code method}, the {@code stepper} (result, lpt,
 * equalize) and its {@code step}; {@code solved} when a schedule is shown (restoring solves it in the background).
 */
final class SchedulePresentation {

    private final SpectraViewModel model;

    SchedulePresentation(SpectraViewModel model) {
        this.model = model;
    }

    SortedMap<String, String> capture() {
        SortedMap<String, String> state = new TreeMap<>();
        if (model.studyProperty().get() == null) {
            return state;
        }
        state.put("study", model.studyProperty().get());
        if (model.methodProperty().get() != null) {
            state.put("method", model.methodProperty().get().key());
        }
        ScheduleState shown = model.stateProperty().get();
        if (shown != null) {
            state.put("stepper", shown.stepper().name().toLowerCase(Locale.ROOT));
            state.put("step", Integer.toString(shown.step()));
        }
        if (model.resultProperty().get() != null) {
            state.put("solved", "true");
        }
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
        SpectraMethod.of(state.getOrDefault("method", "")).ifPresent(model.methodProperty()::set);
        if ("true".equals(state.get("solved")) && model.resultProperty().get() == null) {
            model.solve();
        }
        for (ScheduleState.Stepper stepper : ScheduleState.Stepper.values()) {
            if (stepper.name().equalsIgnoreCase(state.getOrDefault("stepper", ""))) {
                model.setStepper(stepper);
            }
        }
        try {
            int step = Integer.parseInt(state.getOrDefault("step", "-1"));
            ScheduleState shown = model.stateProperty().get();
            if (step >= 0 && shown != null) {
                model.step(step - shown.step());
            }
        } catch (NumberFormatException e) {
            return "The step's schedule position is not a number: " + state.get("step");
        }
        return null;
    }
}
