package com.lightwire.core.reconfig.lp;

import java.util.Arrays;

/**
 * Inserts one unit into a placement by an ejection tree, found by depth-first branch and bound: the unit takes a slot
 * (an orientation and a colour), the at most two units holding that slot's ports are ejected and inserted the same
 * way, and units placed during the search stay where they went (so the tree ends). The tree that keeps the most old
 * circuits wins; the search visits at most {@code nodeLimit} nodes, so its cost does not depend on the pod count,
 * unlike a two-colour Kempe path, whose length grows with it. Optimal insertions after a job change measured on the
 * 8k bench instance are such trees: a few reversals and colour changes around the re-paired pods (ADR 0039).
 * Deterministic: slots are tried in a fixed order (most kept first).
 */
final class EjectionInsertion {

    /** Most units waiting to be re-inserted at once: a wider tree costs more than any Kempe path it would beat. */
    private static final int MAX_PENDING = 6;

    /** Nodes per insertion when completing the keep-old split (few units, so a wide search). */
    static final int NODE_LIMIT = 2000;

    /** Nodes per re-insertion in the local-search polish of the best placement (many trials). */
    static final int POLISH_LIMIT = 200;

    private final GroupInstance g;
    private final GroupColouring x;
    private final boolean[][] locked;
    private final int nodeLimit;
    private final int[] pendingS;
    private final int[] pendingT;
    private final int[] undo;
    private int pending;
    private int undoTop;
    private int nodes;
    private long bestKept;
    private int[] bestUndo;
    private int bestUndoTop;

    private EjectionInsertion(GroupInstance g, GroupColouring x, int nodeLimit) {
        this.g = g;
        this.x = x;
        this.locked = new boolean[g.colours()][g.pods()];
        this.nodeLimit = nodeLimit;
        int depth = 4 * g.colours() * g.pods() + 8;
        pendingS = new int[depth];
        pendingT = new int[depth];
        undo = new int[8 * depth];
    }

    /**
     * Inserts unit {a, b} into {@code x} the better way: least-loss Kempe insertion ({@link GroupColouring#insertPair})
     * or an ejection tree that keeps more old circuits; false only when neither finds a way.
     */
    static boolean reinsert(GroupInstance g, GroupColouring x, int a, int b, int nodeLimit) {
        GroupColouring kempe = x.copy();
        boolean ok = kempe.insertPair(a, b);
        if (insert(g, x, a, b, nodeLimit, ok ? kempe.kept() : Long.MIN_VALUE)) {
            return true;
        }
        if (ok) {
            x.setTo(kempe);
        }
        return ok;
    }

    /**
     * Inserts unit {a, b} (either orientation) into {@code x} by the best ejection tree found within the node limit;
     * false (and {@code x} unchanged) when none keeping more than {@code floor} old circuits was found.
     */
    static boolean insert(GroupInstance g, GroupColouring x, int a, int b, int nodeLimit, long floor) {
        EjectionInsertion search = new EjectionInsertion(g, x, nodeLimit);
        search.pendingS[0] = a;
        search.pendingT[0] = b;
        search.pending = 1;
        search.bestKept = floor;
        search.dfs();
        if (search.bestUndo == null) {
            return false;
        }
        search.replay();
        return true;
    }

    /** Replays the recorded best tree's placements and removals on {@code x}. */
    private void replay() {
        for (int i = 0; i < bestUndoTop; i += 4) {
            if (bestUndo[i] == 1) {
                x.place(bestUndo[i + 1], bestUndo[i + 2], bestUndo[i + 3]);
            } else {
                x.remove(bestUndo[i + 1], bestUndo[i + 2], bestUndo[i + 3]);
            }
        }
    }

    private void dfs() {
        if (++nodes > nodeLimit) {
            return;
        }
        if (pending == 0) {
            if (x.kept() > bestKept) {
                bestKept = x.kept();
                bestUndo = Arrays.copyOf(undo, undoTop);
                bestUndoTop = undoTop;
            }
            return;
        }
        if (pending > MAX_PENDING || x.kept() + gainBound() <= bestKept) {
            return;
        }
        int a = pendingS[--pending];
        int b = pendingT[pending];
        int n = g.colours();
        long[] order = new long[2 * n];
        int count = 0;
        for (int d = 0; d < 2; d++) {
            int s = d == 0 ? a : b;
            int t = d == 0 ? b : a;
            for (int m = 0; m < n; m++) {
                int o1 = x.targetOf(m, s);
                int o2 = x.sourceOf(m, t);
                if ((o1 >= 0 && locked[m][s]) || (o2 >= 0 && locked[m][o2]) || o1 == t) {
                    continue;
                }
                int delta = g.weight(s, t, m) - (o1 >= 0 ? g.weight(s, o1, m) : 0)
                        - (o2 >= 0 ? g.weight(o2, t, m) : 0);
                int ejected = (o1 >= 0 ? 1 : 0) + (o2 >= 0 ? 1 : 0);
                long key = (long) (100 - delta) * 16 + ejected;
                order[count++] = key * 1024 + d * n + m;
            }
        }
        Arrays.sort(order, 0, count);
        for (int i = 0; i < count && nodes <= nodeLimit; i++) {
            int slot = (int) (order[i] % 1024);
            int d = slot / n;
            int m = slot % n;
            int s = d == 0 ? a : b;
            int t = d == 0 ? b : a;
            trySlot(s, t, m);
        }
        pendingS[pending] = a;
        pendingT[pending++] = b;
    }

    /** Places s→t on colour m, ejecting what holds its ports, recurses, and undoes. */
    private void trySlot(int s, int t, int m) {
        int mark = undoTop;
        int pendingMark = pending;
        int o1 = x.targetOf(m, s);
        if (o1 >= 0) {
            remove(s, o1, m);
            pendingS[pending] = s;
            pendingT[pending++] = o1;
        }
        int o2 = x.sourceOf(m, t);
        if (o2 >= 0) {
            remove(o2, t, m);
            pendingS[pending] = o2;
            pendingT[pending++] = t;
        }
        place(s, t, m);
        locked[m][s] = true;
        dfs();
        locked[m][s] = false;
        while (undoTop > mark) {
            undoTop -= 4;
            if (undo[undoTop] == 1) {
                x.remove(undo[undoTop + 1], undo[undoTop + 2], undo[undoTop + 3]);
            } else {
                x.place(undo[undoTop + 1], undo[undoTop + 2], undo[undoTop + 3]);
            }
        }
        pending = pendingMark;
    }

    private void place(int s, int t, int m) {
        x.place(s, t, m);
        log(1, s, t, m);
    }

    private void remove(int s, int t, int m) {
        x.remove(s, t, m);
        log(0, s, t, m);
    }

    private void log(int op, int s, int t, int m) {
        undo[undoTop++] = op;
        undo[undoTop++] = s;
        undo[undoTop++] = t;
        undo[undoTop++] = m;
    }

    /** No pending unit can keep more than its best slot not held by a locked unit. */
    private long gainBound() {
        long bound = 0;
        for (int p = 0; p < pending; p++) {
            int best = 0;
            for (int d = 0; d < 2; d++) {
                int s = d == 0 ? pendingS[p] : pendingT[p];
                int t = d == 0 ? pendingT[p] : pendingS[p];
                for (int m = 0; m < g.colours(); m++) {
                    int o2 = x.sourceOf(m, t);
                    if (!locked[m][s] && (o2 < 0 || !locked[m][o2])) {
                        best = Math.max(best, g.weight(s, t, m));
                    }
                }
            }
            bound += best;
        }
        return bound;
    }
}
