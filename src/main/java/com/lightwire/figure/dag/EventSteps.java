package com.lightwire.figure.dag;

import com.lightwire.core.dag.Schedule;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The event trace of a schedule as steps (DELTA §3.8: the simulator's events), toolkit-free: at each event time, the
 * tasks that start, finish, and change rate (a rate segment ends while the task goes on).
 *
 * @param time     ms
 * @param started  task ids starting
 * @param finished task ids finishing
 * @param changed  task ids whose rate changes
 */
public record EventSteps(double time, List<String> started, List<String> finished, List<String> changed) {

    private static final double EPS = 1e-9;

    /** One step per event time of {@code s}, in time order. */
    public static List<EventSteps> of(TaskDag dag, Schedule s) {
        List<EventSteps> out = new ArrayList<>();
        for (double t : s.eventTimes()) {
            List<String> started = new ArrayList<>();
            List<String> finished = new ArrayList<>();
            List<String> changed = new ArrayList<>();
            for (int m = 0; m < dag.tasks().size(); m++) {
                String id = dag.tasks().get(m).id();
                if (Math.abs(s.start()[m] - t) <= EPS) {
                    started.add(id);
                } else if (Math.abs(s.end()[m] - t) <= EPS) {
                    finished.add(id);
                } else if (s.start()[m] < t && t < s.end()[m] && rateChanges(s.segments()[m], t)) {
                    changed.add(id);
                }
            }
            out.add(new EventSteps(t, started, finished, changed));
        }
        return out;
    }

    private static boolean rateChanges(double[] seg, double t) {
        for (int i = 0; i + 5 < seg.length; i += 3) {
            if (Math.abs(seg[i + 1] - t) <= EPS && seg[i + 2] != seg[i + 5]) {
                return true;
            }
        }
        return false;
    }

    /** E.g. "at 4 ms: finished PPf2; started PPb1, DP.s1; rate changed m1". */
    public String describe() {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "at %s ms:", DagGantt.tick(time)));
        part(b, "started", started);
        part(b, "finished", finished);
        part(b, "rate changed", changed);
        if (started.isEmpty() && finished.isEmpty() && changed.isEmpty()) {
            b.append(" no change");
        }
        return b.toString();
    }

    private static void part(StringBuilder b, String what, List<String> ids) {
        if (ids.isEmpty()) {
            return;
        }
        b.append(b.charAt(b.length() - 1) == ':' ? " " : "; ").append(what).append(' ');
        int shown = Math.min(ids.size(), 6);
        b.append(String.join(", ", ids.subList(0, shown)));
        if (ids.size() > shown) {
            b.append(" +").append(ids.size() - shown).append(" more");
        }
    }
}
