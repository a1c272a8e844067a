package com.lightwire.core.leafdesign;

import com.lightwire.model.LogicalTopology;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The level-by-level backup mesh (§3.5's idle-port full mesh) equals the obvious rule it replaces: repeatedly one link
 * for the eligible pair with the fewest links, the lower pair first.
 */
class BackupMeshTest {

    @ParameterizedTest(name = "seed {0}: 100 random topologies, the backup mesh equals the one-at-a-time rule")
    @ValueSource(ints = {1, 2, 3})
    void levelScanEqualsTakingTheFewestPairEachTime(int seed) {
        Random rnd = new Random(seed);
        for (int t = 0; t < 100; t++) {
            int pods = 2 + rnd.nextInt(9);
            int kSpine = 2 * (1 + rnd.nextInt(4));
            int groups = 1 + rnd.nextInt(3);
            int[][][] c = new int[groups][pods][pods];
            for (int[][] ch : c) {
                int[] degree = new int[pods];
                for (int k = 0; k < pods * kSpine / 3; k++) {
                    int i = rnd.nextInt(pods);
                    int j = rnd.nextInt(pods);
                    if (i != j && degree[i] < kSpine && degree[j] < kSpine) {
                        ch[i][j]++;
                        ch[j][i]++;
                        degree[i]++;
                        degree[j]++;
                    }
                }
            }
            assertEquals(reference(c, kSpine), DesignAssembly.backup(c, kSpine));
        }
    }

    /** The rule as written: each link by a full search for the fewest pair. */
    private static LogicalTopology reference(int[][][] c, int kSpine) {
        int pods = c[0].length;
        int[][][] b = new int[c.length][pods][pods];
        for (int h = 0; h < c.length; h++) {
            long[] degree = new long[pods];
            for (int i = 0; i < pods; i++) {
                degree[i] = DesignAssembly.rowSum(c[h][i]);
            }
            while (true) {
                int bi = -1;
                int bj = -1;
                int best = Integer.MAX_VALUE;
                for (int i = 0; i < pods; i++) {
                    for (int j = i + 1; j < pods; j++) {
                        int count = c[h][i][j] + b[h][i][j];
                        if (degree[i] < kSpine && degree[j] < kSpine && count < best) {
                            bi = i;
                            bj = j;
                            best = count;
                        }
                    }
                }
                if (bi < 0) {
                    break;
                }
                b[h][bi][bj]++;
                b[h][bj][bi]++;
                degree[bi]++;
                degree[bj]++;
            }
        }
        return LogicalTopology.of(b);
    }
}
