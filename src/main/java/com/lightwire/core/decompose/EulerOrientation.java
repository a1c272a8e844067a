package com.lightwire.core.decompose;

/**
 * Symmetric decomposition by balanced Euler orientation (digest §4.1 remark 4, LumosCore §3.1.1): half of every
 * even part goes each way, and the simple graph of odd entries, closed by a dummy vertex joined to its odd-degree
 * vertices, is oriented along closed trails. Every row and column sum of A lands in [floor(d/2), ceil(d/2)].
 * O(P²) time; ignores old configurations. Used as an independent cross-check of {@link SymmetricSplit}.
 */
public final class EulerOrientation {

    private EulerOrientation() {
    }

    /** A with {@code A + Aᵀ = C}, for a symmetric non-negative C with zero diagonal. */
    public static int[][] orient(int[][] c) {
        int p = c.length;
        int[][] a = new int[p][p];
        int dummy = p;
        int[][] adjacency = new int[p + 1][p + 1];
        int[] degree = new int[p + 1];
        for (int i = 0; i < p; i++) {
            for (int j = i + 1; j < p; j++) {
                a[i][j] = c[i][j] / 2;
                a[j][i] = c[i][j] / 2;
                if (c[i][j] % 2 != 0) {
                    link(adjacency, degree, i, j);
                }
            }
        }
        for (int i = 0; i < p; i++) {
            if (degree[i] % 2 != 0) {
                link(adjacency, degree, i, dummy);
            }
        }
        walkClosedTrails(adjacency, degree, a, dummy);
        return a;
    }

    private static void link(int[][] adjacency, int[] degree, int i, int j) {
        adjacency[i][j] = 1;
        adjacency[j][i] = 1;
        degree[i]++;
        degree[j]++;
    }

    /** Every vertex has even degree, so a greedy walk from v can only stop at v: orient along it. */
    private static void walkClosedTrails(int[][] adjacency, int[] degree, int[][] a, int dummy) {
        int n = adjacency.length;
        int[] next = new int[n];
        for (int start = 0; start < n; start++) {
            while (degree[start] > 0) {
                int u = start;
                do {
                    int v = nextNeighbour(adjacency, next, u);
                    adjacency[u][v] = 0;
                    adjacency[v][u] = 0;
                    degree[u]--;
                    degree[v]--;
                    if (u != dummy && v != dummy) {
                        a[u][v]++;
                    }
                    u = v;
                } while (u != start);
            }
        }
    }

    private static int nextNeighbour(int[][] adjacency, int[] next, int u) {
        while (adjacency[u][next[u]] == 0) {
            next[u]++;
        }
        return next[u];
    }
}
