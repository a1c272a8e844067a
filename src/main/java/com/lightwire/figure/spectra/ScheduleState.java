package com.lightwire.figure.spectra;

/**
 * What the OCS schedule view shows besides the schedule: the stepper and its step, the selected permutation, the time
 * cursor, the slot under the pointer and the port of the port view (-1 or NaN for none).
 *
 * @param stepper      the result, an LPT assignment or an Equalize move
 * @param step         how many assignments or moves are applied (0..count)
 * @param selectedPerm the selected permutation id
 * @param cursor       the time cursor, or NaN
 * @param hoverSwitch  the switch of the slot under the pointer
 * @param hoverSlot    that slot's position on its switch
 * @param port         the ToR i the port view follows
 */
public record ScheduleState(Stepper stepper, int step, int selectedPerm, double cursor, int hoverSwitch,
                            int hoverSlot, int port) {

    /** What the Gantt steps through. */
    public enum Stepper {
        /** The final schedule. */
        RESULT,
        /** LPT's assignments of whole permutations, one a step. */
        LPT,
        /** Equalize's moves after LPT, one a step. */
        EQUALIZE
    }

    /** The final schedule, nothing selected, port 0. */
    public static final ScheduleState INITIAL = new ScheduleState(Stepper.RESULT, 0, -1, Double.NaN, -1, -1, 0);

    public ScheduleState withStep(Stepper s, int k) {
        return new ScheduleState(s, k, selectedPerm, cursor, hoverSwitch, hoverSlot, port);
    }

    public ScheduleState withSelectedPerm(int perm) {
        return new ScheduleState(stepper, step, perm, cursor, hoverSwitch, hoverSlot, port);
    }

    public ScheduleState withCursor(double t) {
        return new ScheduleState(stepper, step, selectedPerm, t, hoverSwitch, hoverSlot, port);
    }

    public ScheduleState withHover(int h, int slot) {
        return new ScheduleState(stepper, step, selectedPerm, cursor, h, slot, port);
    }

    public ScheduleState withPort(int i) {
        return new ScheduleState(stepper, step, selectedPerm, cursor, hoverSwitch, hoverSlot, i);
    }
}
