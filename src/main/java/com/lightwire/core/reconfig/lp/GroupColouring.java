package com.lightwire.core.reconfig.lp;

import java.util.Arrays;

/**
 * A partial placement of one group's units: for each colour m (even OCS 2m) a partial permutation of pods, with the
 * old circuits it keeps counted as it changes. Units are inserted by least-loss Kempe swaps: among every orientation,
 * pair of colours (α free at the source, β free at the target) and both ends of the two-colour alternating path, the
 * swap that loses the fewest kept circuits wins (König's theorem guarantees one exists while the source's out-degree
 * and the target's in-degree are below n). O(n² · path length) per insertion.
 */
final class GroupColouring {

    private final GroupInstance g;
    private final int[][] rowTo;
    private final int[][] colFrom;
    private final int[] out;
    private final int[] in;
    private long kept;

    GroupColouring(GroupInstance g) {
        this.g = g;
        rowTo = new int[g.colours()][g.pods()];
        colFrom = new int[g.colours()][g.pods()];
        for (int m = 0; m < g.colours(); m++) {
            Arrays.fill(rowTo[m], -1);
            Arrays.fill(colFrom[m], -1);
        }
        out = new int[g.pods()];
        in = new int[g.pods()];
    }

    private GroupColouring(GroupColouring o) {
        g = o.g;
        rowTo = deepCopy(o.rowTo);
        colFrom = deepCopy(o.colFrom);
        out = o.out.clone();
        in = o.in.clone();
        kept = o.kept;
    }

    /** The placement of pod-space maps {@code [K][P]}: their even OCSes (the odd ones mirror them). */
    static GroupColouring of(GroupInstance g, int[][] maps) {
        GroupColouring x = new GroupColouring(g);
        for (int m = 0; m < g.colours(); m++) {
            for (int s = 0; s < g.pods(); s++) {
                if (maps[2 * m][s] >= 0) {
                    x.place(s, maps[2 * m][s], m);
                }
            }
        }
        return x;
    }

    GroupColouring copy() {
        return new GroupColouring(this);
    }

    /** Makes this placement equal to {@code o} (same instance). */
    void setTo(GroupColouring o) {
        for (int m = 0; m < rowTo.length; m++) {
            System.arraycopy(o.rowTo[m], 0, rowTo[m], 0, rowTo[m].length);
            System.arraycopy(o.colFrom[m], 0, colFrom[m], 0, colFrom[m].length);
        }
        System.arraycopy(o.out, 0, out, 0, out.length);
        System.arraycopy(o.in, 0, in, 0, in.length);
        kept = o.kept;
    }

    /** Old circuits the placement keeps. */
    long kept() {
        return kept;
    }

    boolean free(int m, int s, int t) {
        return rowTo[m][s] < 0 && colFrom[m][t] < 0;
    }

    /** The target of source s on colour m, or -1. */
    int targetOf(int m, int s) {
        return rowTo[m][s];
    }

    int sourceOf(int m, int t) {
        return colFrom[m][t];
    }

    void place(int s, int t, int m) {
        rowTo[m][s] = t;
        colFrom[m][t] = s;
        out[s]++;
        in[t]++;
        kept += g.weight(s, t, m);
    }

    void remove(int s, int t, int m) {
        rowTo[m][s] = -1;
        colFrom[m][t] = -1;
        out[s]--;
        in[t]--;
        kept -= g.weight(s, t, m);
    }

    /**
     * Inserts one unit of pair {a, b} in the orientation and colours that keep the most old circuits; when neither
     * orientation has room (both pods' out-ports, or both in-ports, are full), first reverses a path of units to
     * free one. Returns false only when no such path exists.
     */
    boolean insertPair(int a, int b) {
        Move best = Move.NONE;
        if (out[a] < g.colours() && in[b] < g.colours()) {
            best = bestMove(a, b, best);
        }
        if (out[b] < g.colours() && in[a] < g.colours()) {
            best = bestMove(b, a, best);
        }
        if (best != Move.NONE) {
            apply(best);
            return true;
        }
        return Reorientation.freeRoom(this, a, b) && insertPair(a, b);
    }

    /** Inserts unit s→t; its source must have a free out-port and its target a free in-port. */
    void insertDirected(int s, int t) {
        Move best = bestMove(s, t, Move.NONE);
        if (best == Move.NONE) {
            throw new IllegalStateException("no colour free at pod " + s + " out and pod " + t + " in");
        }
        apply(best);
    }

    int outDegree(int pod) {
        return out[pod];
    }

    int inDegree(int pod) {
        return in[pod];
    }

    int colours() {
        return g.colours();
    }

    int pods() {
        return g.pods();
    }

    /**
     * A move: place s→t on colour {@code alpha} after swapping α and β on the alternating path that starts at the
     * target's column ({@code fromRow} false) or, placing on β instead, at the source's row ({@code fromRow} true).
     */
    private record Move(int s, int t, int alpha, int beta, boolean fromRow, int score, int length) {
        static final Move NONE = new Move(-1, -1, -1, -1, false, Integer.MIN_VALUE, 0);

        boolean beats(Move o) {
            return score > o.score || (score == o.score && length < o.length);
        }
    }

    private Move bestMove(int s, int t, Move best) {
        int n = g.colours();
        for (int alpha = 0; alpha < n; alpha++) {
            if (rowTo[alpha][s] >= 0) {
                continue;
            }
            if (colFrom[alpha][t] < 0) {
                Move direct = new Move(s, t, alpha, alpha, false, g.weight(s, t, alpha), 0);
                best = direct.beats(best) ? direct : best;
                continue;
            }
            for (int beta = 0; beta < n; beta++) {
                if (beta == alpha || colFrom[beta][t] >= 0) {
                    continue;
                }
                best = better(best, fromColumn(s, t, alpha, beta));
                if (rowTo[beta][s] >= 0) {
                    best = better(best, fromRow(s, t, alpha, beta));
                }
            }
        }
        return best;
    }

    private static Move better(Move best, Move candidate) {
        return candidate.beats(best) ? candidate : best;
    }

    /** Place on α after swapping the α/β path from column t (α unit at t, β unit at its row, ...). */
    private Move fromColumn(int s, int t, int alpha, int beta) {
        int delta = 0;
        int length = 0;
        int col = t;
        while (true) {
            int row = colFrom[alpha][col];
            if (row < 0) {
                break;
            }
            delta += g.weight(row, col, beta) - g.weight(row, col, alpha);
            length++;
            int next = rowTo[beta][row];
            if (next < 0) {
                break;
            }
            delta += g.weight(row, next, alpha) - g.weight(row, next, beta);
            length++;
            col = next;
        }
        return new Move(s, t, alpha, beta, false, delta + g.weight(s, t, alpha), length);
    }

    /** Place on β after swapping the β/α path from row s (β unit at s, α unit at its column, ...); β free at t. */
    private Move fromRow(int s, int t, int alpha, int beta) {
        int delta = 0;
        int length = 0;
        int row = s;
        while (true) {
            int col = rowTo[beta][row];
            if (col < 0) {
                break;
            }
            delta += g.weight(row, col, alpha) - g.weight(row, col, beta);
            length++;
            int prev = colFrom[alpha][col];
            if (prev < 0) {
                break;
            }
            delta += g.weight(prev, col, beta) - g.weight(prev, col, alpha);
            length++;
            row = prev;
        }
        return new Move(s, t, alpha, beta, true, delta + g.weight(s, t, beta), length);
    }

    private void apply(Move move) {
        if (move.length() > 0) {
            swapPath(move.fromRow() ? move.s() : move.t(), move.fromRow(), move.alpha(), move.beta());
        }
        place(move.s(), move.t(), move.fromRow() ? move.beta() : move.alpha());
    }

    /**
     * Swaps colours α and β on the alternating path from column {@code start} (α unit first) or from row
     * {@code start} (β unit first).
     */
    private void swapPath(int start, boolean fromRow, int alpha, int beta) {
        int[] units = new int[6 * g.pods() + 6];
        int count = 0;
        int first = fromRow ? beta : alpha;
        int second = fromRow ? alpha : beta;
        int at = start;
        boolean atRow = fromRow;
        int colour = first;
        while (true) {
            int other = atRow ? rowTo[colour][at] : colFrom[colour][at];
            if (other < 0) {
                break;
            }
            int s = atRow ? at : other;
            int t = atRow ? other : at;
            units[count++] = s;
            units[count++] = t;
            units[count++] = colour;
            at = other;
            atRow = !atRow;
            colour = colour == first ? second : first;
        }
        for (int u = 0; u < count; u += 3) {
            remove(units[u], units[u + 1], units[u + 2]);
        }
        for (int u = 0; u < count; u += 3) {
            place(units[u], units[u + 1], units[u + 2] == alpha ? beta : alpha);
        }
    }

    /** Pod-space maps {@code [K][P]}: colour m on OCS 2m and its mirror on OCS 2m+1. */
    int[][] podMaps() {
        int k = 2 * g.colours();
        int[][] maps = new int[k][g.pods()];
        for (int[] map : maps) {
            Arrays.fill(map, -1);
        }
        for (int m = 0; m < g.colours(); m++) {
            for (int s = 0; s < g.pods(); s++) {
                int t = rowTo[m][s];
                if (t >= 0) {
                    maps[2 * m][s] = t;
                    maps[2 * m + 1][t] = s;
                }
            }
        }
        return maps;
    }

    private static int[][] deepCopy(int[][] a) {
        int[][] c = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i].clone();
        }
        return c;
    }
}
