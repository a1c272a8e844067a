package com.lightwire.core.reconfig.lp;

import com.lightwire.core.decompose.MatrixEntries;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * Colours an oriented group by peeling one colour at a time with a minimum-cost perfect matching (successive shortest
 * paths, Hungarian potentials). The oriented units form a bipartite multigraph (sources × targets) of maximum degree
 * n, made n-regular with dummy edges; each colour in turn takes a perfect matching of the remaining r-regular graph
 * (one exists by König's theorem, and the rest stays (r−1)-regular), preferring the colour's own old units (cost 0),
 * then units without an old colour (cost 2), and another colour's old unit last (cost 6: that colour loses the unit
 * and usually displaces another to make up for it; 6 measured best of 3, 4, 6, 10 on the 8k and 32k bench job changes). The colour's own old units are a matching of maximum weight for its size, so the search
 * starts from them with zero potentials and augments only the vertices they leave free: O(n · holes · E log P).
 */
final class ColourPeeling {

    private static final int OWN = 0;
    private static final int FREE = 2;
    private static final int STOLEN = 6;
    private static final int NONE = -1;
    private static final int DUMMY = -2;

    private final GroupInstance g;
    private final int pods;
    private final int[] from;
    private final int[] to;
    private final int[] label;
    private final int[] colour;
    private final int[][] outEdges;

    private ColourPeeling(GroupInstance g, int[] from, int[] to, int[] label) {
        this.g = g;
        this.pods = g.pods();
        this.from = from;
        this.to = to;
        this.label = label;
        this.colour = new int[from.length];
        Arrays.fill(colour, -1);
        int[] degree = new int[pods];
        for (int s : from) {
            degree[s]++;
        }
        outEdges = new int[pods][];
        for (int s = 0; s < pods; s++) {
            outEdges[s] = new int[degree[s]];
        }
        Arrays.fill(degree, 0);
        for (int e = 0; e < from.length; e++) {
            outEdges[from[e]][degree[from[e]]++] = e;
        }
    }

    /** The placement of orientation {@code a} (entries s→t with counts, out- and in-degrees at most n). */
    static GroupColouring colour(GroupInstance g, MatrixEntries a, int[] order) {
        ColourPeeling p = build(g, a, order);
        for (int m : order) {
            p.peel(m);
        }
        GroupColouring x = new GroupColouring(g);
        p.placeInto(x);
        return x;
    }

    private void placeInto(GroupColouring x) {
        for (int e = 0; e < from.length; e++) {
            if (label[e] != DUMMY) {
                x.place(from[e], to[e], colour[e]);
            }
        }
    }

    private static ColourPeeling build(GroupInstance g, MatrixEntries a, int[] colours) {
        int n = colours.length;
        int pods = g.pods();
        int total = pods * n;
        int[] from = new int[total];
        int[] to = new int[total];
        int[] label = new int[total];
        int[] outDeficit = new int[pods];
        int[] inDeficit = new int[pods];
        Arrays.fill(outDeficit, n);
        Arrays.fill(inDeficit, n);
        int e = 0;
        for (int x = 0; x < a.size(); x++) {
            int s = a.row(x);
            int t = a.col(x);
            int left = a.value(x);
            for (int i = 0; i < n && left > 0; i++) {
                int m = colours[i];
                if (g.weight(s, t, m) > 0) {
                    from[e] = s;
                    to[e] = t;
                    label[e++] = m;
                    left--;
                }
            }
            for (; left > 0; left--) {
                from[e] = s;
                to[e] = t;
                label[e++] = NONE;
            }
            outDeficit[s] -= a.value(x);
            inDeficit[t] -= a.value(x);
        }
        int t = 0;
        for (int s = 0; s < pods; s++) {
            while (outDeficit[s] > 0) {
                while (inDeficit[t] == 0) {
                    t++;
                }
                from[e] = s;
                to[e] = t;
                label[e++] = DUMMY;
                outDeficit[s]--;
                inDeficit[t]--;
            }
        }
        return new ColourPeeling(g, from, to, label);
    }

    private int cost(int e, int m) {
        if (label[e] == m) {
            return OWN;
        }
        return label[e] < 0 ? FREE : STOLEN;
    }

    /** Colour m takes a minimum-cost perfect matching of the uncoloured edges. */
    private void peel(int m) {
        commit(m, match(m));
    }

    /** Colours the edges of a matching with m. */
    private void commit(int m, int[] matchL) {
        for (int s = 0; s < pods; s++) {
            if (matchL[s] >= 0) {
                colour[matchL[s]] = m;
            }
        }
    }

    /** The cost of a matching on colour m. */
    private int cost(int[] matchL, int m) {
        int total = 0;
        for (int s = 0; s < pods; s++) {
            total += matchL[s] >= 0 ? cost(matchL[s], m) : 0;
        }
        return total;
    }

    /**
     * The placement of orientation {@code a}, taking at each step the remaining colour whose minimum-cost matching is
     * cheapest (the least damaged colours settle first). n(n+1)/2 matchings instead of n.
     */
    static GroupColouring colourCheapestFirst(GroupInstance g, MatrixEntries a) {
        int n = g.colours();
        int[] all = new int[n];
        for (int m = 0; m < n; m++) {
            all[m] = m;
        }
        ColourPeeling p = build(g, a, all);
        boolean[] done = new boolean[n];
        for (int step = 0; step < n; step++) {
            int chosen = -1;
            int[] chosenMatch = null;
            int chosenCost = 0;
            for (int m = 0; m < n; m++) {
                if (done[m]) {
                    continue;
                }
                int[] match = p.match(m);
                int c = p.cost(match, m);
                if (chosen < 0 || c < chosenCost) {
                    chosen = m;
                    chosenMatch = match;
                    chosenCost = c;
                }
            }
            done[chosen] = true;
            p.commit(chosen, chosenMatch);
        }
        GroupColouring x = new GroupColouring(g);
        p.placeInto(x);
        return x;
    }

    /** A minimum-cost perfect matching of the uncoloured edges for colour m (edge per source, -1 where none). */
    private int[] match(int m) {
        int[] matchL = new int[pods];
        int[] matchR = new int[pods];
        Arrays.fill(matchL, -1);
        Arrays.fill(matchR, -1);
        for (int e = 0; e < from.length; e++) {
            if (colour[e] < 0 && label[e] == m && matchL[from[e]] < 0 && matchR[to[e]] < 0) {
                matchL[from[e]] = e;
                matchR[to[e]] = e;
            }
        }
        long[] potL = new long[pods];
        long[] potR = new long[pods];
        for (int s = 0; s < pods; s++) {
            if (matchL[s] < 0 && hasUncoloured(s)) {
                augment(m, s, matchL, matchR, potL, potR);
            }
        }
        return matchL;
    }

    private boolean hasUncoloured(int s) {
        for (int e : outEdges[s]) {
            if (colour[e] < 0) {
                return true;
            }
        }
        return false;
    }

    /** One Dijkstra from free source {@code root} to the nearest free target, then the path is flipped. */
    private void augment(int m, int root, int[] matchL, int[] matchR, long[] potL, long[] potR) {
        long[] distL = new long[pods];
        long[] distR = new long[pods];
        Arrays.fill(distL, Long.MAX_VALUE);
        Arrays.fill(distR, Long.MAX_VALUE);
        int[] viaEdge = new int[pods];
        boolean[] doneR = new boolean[pods];
        PriorityQueue<long[]> queue = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        distL[root] = 0;
        scan(m, root, 0, distL, distR, viaEdge, potL, potR, queue);
        int end = -1;
        long endDist = 0;
        while (!queue.isEmpty()) {
            long[] top = queue.poll();
            int t = (int) top[1];
            if (doneR[t] || top[0] > distR[t]) {
                continue;
            }
            doneR[t] = true;
            if (matchR[t] < 0) {
                end = t;
                endDist = distR[t];
                break;
            }
            int e = matchR[t];
            int s = from[e];
            long d = distR[t] + potR[t] - cost(e, m) - potL[s];
            if (d < distL[s]) {
                distL[s] = d;
                scan(m, s, d, distL, distR, viaEdge, potL, potR, queue);
            }
        }
        if (end < 0) {
            throw new IllegalStateException("no perfect matching on colour " + m + ": the graph is not regular");
        }
        for (int s = 0; s < pods; s++) {
            if (distL[s] < endDist) {
                potL[s] -= endDist - distL[s];
            }
        }
        for (int t = 0; t < pods; t++) {
            if (doneR[t] && distR[t] < endDist) {
                potR[t] -= endDist - distR[t];
            }
        }
        for (int t = end; t >= 0; ) {
            int e = viaEdge[t];
            int s = from[e];
            int prev = matchL[s];
            matchL[s] = e;
            matchR[t] = e;
            t = s == root ? -1 : to[prev];
        }
    }

    private void scan(int m, int s, long d, long[] distL, long[] distR, int[] viaEdge, long[] potL, long[] potR,
                      PriorityQueue<long[]> queue) {
        for (int e : outEdges[s]) {
            if (colour[e] >= 0) {
                continue;
            }
            int t = to[e];
            long nd = d + cost(e, m) + potL[s] - potR[t];
            if (nd < distR[t]) {
                distR[t] = nd;
                viaEdge[t] = e;
                queue.add(new long[] {nd, t});
            }
        }
    }
}
