package com.lightwire.figure.spectra;

import com.lightwire.core.spectra.Equalize;
import com.lightwire.core.spectra.Lpt;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.TimedSlot;
import com.lightwire.model.spectra.WeightedPermutation;

import java.util.ArrayList;
import java.util.List;

/**
 * Replays how LPT and Equalize built a schedule (spectra.md §5.2 item 4's steppers) from the steps and moves the solver
 * recorded, and answers what the schedule holds at a time (the cursor) and for one port (the port view). Methods
 * without a trace (Baseline, exact) have no steps: every step is the final schedule.
 */
public final class ScheduleReplay {

    private final SpectraResult result;

    public ScheduleReplay(SpectraResult result) {
        this.result = result;
    }

    public SpectraResult result() {
        return result;
    }

    /** LPT's assignments recorded. */
    public int lptSteps() {
        return result.lptSteps().size();
    }

    /** Equalize's moves recorded. */
    public int moves() {
        return result.moves().size();
    }

    /** The schedule {@code state}'s stepper shows. */
    public Schedule at(ScheduleState.Stepper stepper, int step) {
        return switch (stepper) {
            case RESULT -> result.schedule();
            case LPT -> lptSteps() == 0 ? result.schedule() : afterLpt(Math.min(step, lptSteps()));
            case EQUALIZE -> lptSteps() == 0 ? result.schedule() : afterMoves(Math.min(step, moves()));
        };
    }

    /** The schedule after the first {@code k} LPT assignments. */
    public Schedule afterLpt(int k) {
        return schedule(lptSlots(k));
    }

    /** The schedule after LPT and the first {@code k} Equalize moves. */
    public Schedule afterMoves(int k) {
        List<List<Slot>> slots = lptSlots(lptSteps());
        for (int m = 0; m < k; m++) {
            Equalize.Move move = result.moves().get(m);
            List<Slot> from = slots.get(move.from());
            Slot cut = from.get(move.slot());
            from.set(move.slot(), new Slot(cut.permId(), cut.alpha() - move.x()));
            slots.get(move.to()).add(new Slot(move.permId(), move.x()));
        }
        return schedule(slots);
    }

    private List<List<Slot>> lptSlots(int k) {
        Schedule s = result.schedule();
        List<List<Slot>> slots = new ArrayList<>();
        for (int h = 0; h < s.switches(); h++) {
            slots.add(new ArrayList<>());
        }
        for (int i = 0; i < k; i++) {
            Lpt.Step step = result.lptSteps().get(i);
            slots.get(step.switchIndex()).add(new Slot(step.permId(), s.permutations().get(step.permId()).alpha()));
        }
        return slots;
    }

    private Schedule schedule(List<List<Slot>> slots) {
        Schedule s = result.schedule();
        return new Schedule(s.method(), s.n(), s.delay(), s.permutations(), slots);
    }

    /** The slot each switch is in at time t (reconfiguring or carrying traffic), or null where the switch is idle. */
    public static List<TimedSlot> slotsAt(Schedule schedule, double t) {
        List<TimedSlot> out = new ArrayList<>();
        for (int h = 0; h < schedule.switches(); h++) {
            out.add(null);
        }
        for (TimedSlot slot : schedule.timedSlots()) {
            if (t >= slot.reconfStart() && t < slot.end()) {
                out.set(slot.switchIndex(), slot);
            }
        }
        return out;
    }

    /**
     * When each demand D[i][j] of row i is fully served: the earliest time at which the traffic time of slots whose
     * permutation sends i to j, summed over all switches running in parallel, reaches D[i][j]; NaN where D[i][j] is 0
     * or not reached.
     */
    public static double[] completions(Schedule schedule, double[][] demand, int i) {
        int n = demand.length;
        double[] done = new double[n];
        for (int j = 0; j < n; j++) {
            done[j] = demand[i][j] > 0 ? completion(schedule, demand[i][j], i, j) : Double.NaN;
        }
        return done;
    }

    private static double completion(Schedule schedule, double need, int i, int j) {
        List<double[]> intervals = new ArrayList<>();
        for (TimedSlot slot : schedule.timedSlots()) {
            WeightedPermutation p = schedule.permutations().get(slot.permId());
            if (p.target(i) == j && slot.alpha() > 0) {
                intervals.add(new double[] {slot.trafficStart(), slot.end()});
            }
        }
        List<Double> times = new ArrayList<>();
        intervals.forEach(iv -> {
            times.add(iv[0]);
            times.add(iv[1]);
        });
        times.sort(Double::compare);
        double served = 0;
        double eps = 1e-9 * need;
        for (int k = 0; k + 1 < times.size(); k++) {
            double a = times.get(k);
            double b = times.get(k + 1);
            int active = 0;
            for (double[] iv : intervals) {
                active += iv[0] <= a && iv[1] >= b ? 1 : 0;
            }
            if (active > 0 && served + active * (b - a) >= need - eps) {
                return a + (need - served) / active;
            }
            served += active * (b - a);
        }
        return Double.NaN;
    }
}
