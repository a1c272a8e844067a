package com.lightwire.ui.spectra;

import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.spectra.ScheduleFillFigure;
import com.lightwire.figure.spectra.ScheduleGanttFigure;
import com.lightwire.figure.spectra.ScheduleReplay;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.ui.common.Animated;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a deck step records of the OCS schedule view ({@code ui.common.Presentable}), under the keys of
 * {@code render --view schedule --param}: the {@code study}, the {@code method}, the {@code stepper} (result, lpt,
 * equalize) and its {@code step}; {@code solved} when a schedule is shown (restoring solves it in the background).
 * And the schedule animation: the Gantt chart filling in time, one phase per slot end (at most {@value #MAX_PHASES},
 * evenly spaced beyond), ending at the chart as the view shows it.
 */
final class SchedulePresentation {

    /** Most phases the Gantt fills in; schedules with more slot ends fill in evenly spaced times. */
    static final int MAX_PHASES = 48;

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

    /** The Gantt chart filling in time, when a schedule is shown. */
    Optional<Animated.Animation> filling(Palette palette) {
        ScheduleReplay replay = model.replayProperty().get();
        ScheduleState shown = model.stateProperty().get();
        if (replay == null || shown == null) {
            return Optional.empty();
        }
        Schedule schedule = replay.at(shown.stepper(), shown.step());
        double[] times = eventTimes(schedule);
        if (times.length == 0) {
            return Optional.empty();
        }
        List<TimedSlot> slots = schedule.timedSlots();
        return Optional.of(new Animated.Animation() {
            @Override
            public int phases() {
                return times.length + 1;
            }

            @Override
            public Figure frame(int phase) {
                return phase >= times.length ? new ScheduleGanttFigure(replay, shown.withHover(-1, -1), palette)
                        : new ScheduleFillFigure(replay, shown, phase == 0 ? 0 : times[phase - 1], palette);
            }

            @Override
            public String describe(int phase) {
                if (phase == 0) {
                    return "Schedule of " + schedule.switches() + " OCSes (" + schedule.method() + "): t = 0, "
                            + slots.size() + " slots to run";
                }
                double t = times[phase - 1];
                long done = slots.stream().filter(s -> s.end() <= t + 1e-12).count();
                return "t = " + num(t) + " of makespan " + num(schedule.makespan()) + ": " + done + " of "
                        + slots.size() + " slots served, reconfiguration " + num(schedule.delay()) + " each";
            }
        });
    }

    /** The distinct slot ends in time order, or evenly spaced times when there are more than the phases allow. */
    static double[] eventTimes(Schedule schedule) {
        double[] ends = schedule.timedSlots().stream().mapToDouble(TimedSlot::end).filter(t -> t > 0).sorted()
                .distinct().toArray();
        if (ends.length <= MAX_PHASES) {
            return ends;
        }
        double[] even = new double[MAX_PHASES];
        for (int k = 0; k < MAX_PHASES; k++) {
            even[k] = schedule.makespan() * (k + 1) / MAX_PHASES;
        }
        return even;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
