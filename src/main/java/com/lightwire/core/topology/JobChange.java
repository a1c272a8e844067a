package com.lightwire.core.topology;

import com.lightwire.model.LogicalTopology;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Models a job change on a running topology: the links of {@code changedPods} random pods are torn down (a job ends)
 * and every port freed this way, at those pods and at their former peers, is paired again at random (the next job
 * starts), so spines stay as utilized as before. Deterministic for a seed. Used by the reconfiguration benchmark and
 * the experiment runner.
 */
public final class JobChange {

    private JobChange() {
    }

    public static LogicalTopology apply(LogicalTopology base, int changedPods, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int pods = base.pods();
        boolean[] changed = pickPods(pods, Math.min(changedPods, pods), random);
        int[][][] c = new int[base.groups()][][];
        for (int h = 0; h < base.groups(); h++) {
            c[h] = base.matrix(h);
            List<Integer> stubs = freeStubs(c[h], changed);
            pairAtRandom(c[h], stubs, random);
        }
        return LogicalTopology.of(c);
    }

    private static boolean[] pickPods(int pods, int count, SplittableRandom random) {
        boolean[] picked = new boolean[pods];
        int n = 0;
        while (n < count) {
            int i = random.nextInt(pods);
            if (!picked[i]) {
                picked[i] = true;
                n++;
            }
        }
        return picked;
    }

    /** Removes every link touching a changed pod; returns one stub per freed port end. */
    private static List<Integer> freeStubs(int[][] c, boolean[] changed) {
        List<Integer> stubs = new ArrayList<>();
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                if (c[i][j] > 0 && (changed[i] || changed[j])) {
                    for (int n = 0; n < c[i][j]; n++) {
                        stubs.add(i);
                        stubs.add(j);
                    }
                    c[i][j] = 0;
                    c[j][i] = 0;
                }
            }
        }
        return stubs;
    }

    /** Shuffles the stubs and links consecutive pairs, dropping a pair that would be a self-link. */
    private static void pairAtRandom(int[][] c, List<Integer> stubs, SplittableRandom random) {
        for (int s = stubs.size() - 1; s > 0; s--) {
            int t = random.nextInt(s + 1);
            Integer tmp = stubs.get(s);
            stubs.set(s, stubs.get(t));
            stubs.set(t, tmp);
        }
        for (int s = 0; s + 1 < stubs.size(); s += 2) {
            int a = stubs.get(s);
            int b = stubs.get(s + 1);
            if (a != b) {
                c[a][b]++;
                c[b][a]++;
            }
        }
    }
}
