package com.lightwire.core.dag;

import java.util.Arrays;

/**
 * The maximum-weight independent set of a comparability graph, i.e. the heaviest antichain of a partial order (used by
 * Alg. 2, digest §3.5d and §8 item 17). By the weighted Dilworth theorem it equals the total weight minus the maximum
 * flow of the split network {@code s -> L_i (w_i)}, {@code L_i -> R_j (inf)} for {@code i < j} in the order,
 * {@code R_j -> t (w_j)}; the relation must be transitively closed. Dinic's algorithm, O(V^2 E). Exact, never an
 * underestimate.
 */
final class MaxWeightAntichain {

    private MaxWeightAntichain() {
    }

    /**
     * @param weight  vertex weights, at least 0
     * @param before  {@code before[i][j]} when i precedes j (transitively closed, irreflexive)
     */
    static long solve(int[] weight, boolean[][] before) {
        int n = weight.length;
        long total = Arrays.stream(weight).asLongStream().sum();
        Dinic flow = new Dinic(2 * n + 2);
        int s = 2 * n;
        int t = 2 * n + 1;
        for (int i = 0; i < n; i++) {
            flow.add(s, i, weight[i]);
            flow.add(n + i, t, weight[i]);
            for (int j = 0; j < n; j++) {
                if (before[i][j]) {
                    flow.add(i, n + j, Long.MAX_VALUE / 4);
                }
            }
        }
        return total - flow.max(s, t);
    }

    /** Brute force over all subsets: the reference for tests (n at most 20). */
    static long bruteForce(int[] weight, boolean[][] before) {
        int n = weight.length;
        long best = 0;
        for (int mask = 0; mask < (1 << n); mask++) {
            long w = 0;
            boolean ok = true;
            for (int i = 0; i < n && ok; i++) {
                if ((mask >> i & 1) == 0) {
                    continue;
                }
                w += weight[i];
                for (int j = 0; j < n; j++) {
                    if ((mask >> j & 1) == 1 && before[i][j]) {
                        ok = false;
                        break;
                    }
                }
            }
            if (ok) {
                best = Math.max(best, w);
            }
        }
        return best;
    }

    /** A small Dinic max-flow on long capacities. */
    private static final class Dinic {
        private int[] head;
        private int[] next = new int[16];
        private int[] to = new int[16];
        private long[] cap = new long[16];
        private int arcs;
        private final int[] level;
        private final int[] it;

        Dinic(int nodes) {
            head = new int[nodes];
            Arrays.fill(head, -1);
            level = new int[nodes];
            it = new int[nodes];
        }

        void add(int u, int v, long c) {
            arc(u, v, c);
            arc(v, u, 0);
        }

        private void arc(int u, int v, long c) {
            if (arcs == to.length) {
                next = Arrays.copyOf(next, arcs * 2);
                to = Arrays.copyOf(to, arcs * 2);
                cap = Arrays.copyOf(cap, arcs * 2);
            }
            to[arcs] = v;
            cap[arcs] = c;
            next[arcs] = head[u];
            head[u] = arcs++;
        }

        long max(int s, int t) {
            long total = 0;
            while (bfs(s, t)) {
                System.arraycopy(head, 0, it, 0, head.length);
                for (long f; (f = dfs(s, t, Long.MAX_VALUE)) > 0; ) {
                    total += f;
                }
            }
            return total;
        }

        private boolean bfs(int s, int t) {
            Arrays.fill(level, -1);
            int[] queue = new int[level.length];
            int qh = 0;
            int qt = 0;
            queue[qt++] = s;
            level[s] = 0;
            while (qh < qt) {
                int u = queue[qh++];
                for (int a = head[u]; a >= 0; a = next[a]) {
                    if (cap[a] > 0 && level[to[a]] < 0) {
                        level[to[a]] = level[u] + 1;
                        queue[qt++] = to[a];
                    }
                }
            }
            return level[t] >= 0;
        }

        private long dfs(int u, int t, long f) {
            if (u == t) {
                return f;
            }
            for (; it[u] >= 0; it[u] = next[it[u]]) {
                int a = it[u];
                if (cap[a] > 0 && level[to[a]] == level[u] + 1) {
                    long d = dfs(to[a], t, Math.min(f, cap[a]));
                    if (d > 0) {
                        cap[a] -= d;
                        cap[a ^ 1] += d;
                        return d;
                    }
                }
            }
            return 0;
        }
    }
}
