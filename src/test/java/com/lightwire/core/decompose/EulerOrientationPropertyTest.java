package com.lightwire.core.decompose;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link EulerOrientation} on 600 seeded random symmetric multigraphs of up to 14 pods: every link is oriented one
 * way ({@code a[i][j] + a[j][i] = c[i][j]}) and every pod's out- and in-degree differ by at most one.
 */
class EulerOrientationPropertyTest {

    @Test
    void everyLinkIsOrientedAndEveryPodIsBalancedOnSixHundredSeeds() {
        for (long seed = 1; seed <= 600; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int p = 2 + random.nextInt(13);
            int density = 1 + random.nextInt(4);
            int[][] c = new int[p][p];
            for (int i = 0; i < p; i++) {
                for (int j = i + 1; j < p; j++) {
                    int v = random.nextInt(4) < density ? random.nextInt(4) : 0;
                    c[i][j] = v;
                    c[j][i] = v;
                }
            }
            int[][] a = EulerOrientation.orient(c);
            for (int i = 0; i < p; i++) {
                int out = 0;
                int in = 0;
                for (int j = 0; j < p; j++) {
                    if (i != j) {
                        assertEquals(c[i][j], a[i][j] + a[j][i], "seed " + seed + " link " + i + "-" + j);
                    }
                    out += a[i][j];
                    in += a[j][i];
                }
                assertEquals(0, a[i][i], "seed " + seed);
                assertTrue(Math.abs(out - in) <= 1, "seed " + seed + " pod " + i + ": out " + out + ", in " + in);
            }
        }
    }
}
