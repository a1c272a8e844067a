package com.lightwire.app;

import java.util.Arrays;
import java.util.List;

/**
 * Where the undo bench's wall-clock time beyond the work went (ADR 0017). Each timed edit lands in the first class
 * that fits: paused by a GC (its span overlaps a stop-the-world collection and it lost more than the clocks' millisecond
 * of wall time beyond its CPU time, so a pause just before or after it is not counted against it), blocked (the FX thread switched out
 * itself: a lock, a wait or a safepoint), waited for a core (the scheduler switched it out for another thread or
 * process), or undisturbed; each class has the spread of its edits' wall times.
 *
 * @param switchesKnown false where the system does not count thread switches (then no edit is blocked or waited)
 * @param gcPauses      stop-the-world collections in the timed span, and {@code gcMillis} their total
 * @param jitMillis     time the JIT compilers spent in the timed span (their threads compete for the cores)
 */
record UndoTail(boolean switchesKnown, Share inGcPause, Share blocked, Share waited, Share undisturbed, int gcPauses,
                double gcMillis, double jitMillis) {

    /** The resolution of the collectors' pause times: an edit overlaps a pause only to within this. */
    private static final double CLOCK_MS = 1;

    /** One timed edit: wall and CPU ms, switches of the FX thread over it (-1: unknown), its span in uptime ms. */
    record Edit(double wallMs, double cpuMs, long voluntary, long involuntary, double startMs, double endMs) {
    }

    /** How many edits fell in a class, and the spread of their wall times (all zero when none did). */
    record Share(int count, UndoBench.Spread wall) {
        static Share of(double[] walls, int count) {
            return new Share(count, count == 0 ? new UndoBench.Spread(0, 0, 0)
                    : UndoBench.Spread.of(Arrays.copyOf(walls, count)));
        }
    }

    /** The tail of {@code edits}, given the GC pauses of their span and the JIT time spent meanwhile. */
    static UndoTail of(List<Edit> edits, List<GcPauses.Pause> pauses, double jitMillis) {
        double[][] walls = new double[4][edits.size()];
        int[] counts = new int[4];
        for (Edit e : edits) {
            int c = classOf(e, pauses);
            walls[c][counts[c]++] = e.wallMs();
        }
        boolean known = edits.isEmpty() || edits.get(0).voluntary() >= 0;
        double gcMillis = pauses.stream().mapToDouble(p -> p.endMs() - p.startMs()).sum();
        return new UndoTail(known, Share.of(walls[0], counts[0]), Share.of(walls[1], counts[1]),
                Share.of(walls[2], counts[2]), Share.of(walls[3], counts[3]), pauses.size(), gcMillis, jitMillis);
    }

    /** 0 paused by a GC, 1 blocked, 2 waited for a core, 3 undisturbed. */
    private static int classOf(Edit e, List<GcPauses.Pause> pauses) {
        boolean stalled = e.wallMs() - e.cpuMs() > CLOCK_MS;
        if (stalled && pauses.stream().anyMatch(p -> p.overlaps(e.startMs(), e.endMs()))) {
            return 0;
        }
        if (e.voluntary() > 0) {
            return 1;
        }
        return e.involuntary() > 0 ? 2 : 3;
    }
}
