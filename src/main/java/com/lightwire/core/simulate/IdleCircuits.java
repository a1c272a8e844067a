package com.lightwire.core.simulate;

import com.lightwire.model.LogicalTopology;

/**
 * Keeps installed circuits nobody needs any more (digest §3.0: circuits stay until the next reconfiguration; §7 item
 * 15: idle ports are the first to be reclaimed): the target topology gets, per group and pod pair in ascending order,
 * as many of the installed links beyond its own as both spines still have free ports for. Realizing that target
 * with minimal rewiring then tears down only the idle circuits whose ports a new demand needs, instead of every
 * circuit of the jobs that finished since the last reconfiguration. O(H·P²).
 */
final class IdleCircuits {

    private IdleCircuits() {
    }

    /**
     * @param target    the demand topology (C per group)
     * @param installed installed links per group and pod pair [h][i][j] (symmetric); null for none
     * @param kSpine    OCS-facing ports per spine
     */
    static LogicalTopology keep(LogicalTopology target, int[][][] installed, int kSpine) {
        if (installed == null) {
            return target;
        }
        int[][][] c = new int[target.groups()][][];
        for (int h = 0; h < c.length; h++) {
            c[h] = target.matrix(h);
            int pods = c[h].length;
            int[] free = new int[pods];
            for (int i = 0; i < pods; i++) {
                int used = 0;
                for (int j = 0; j < pods; j++) {
                    used += c[h][i][j];
                }
                free[i] = kSpine - used;
            }
            for (int i = 0; i < pods; i++) {
                for (int j = i + 1; j < pods && free[i] > 0; j++) {
                    int links = Math.min(installed[h][i][j], installed[h][j][i]);
                    int extra = Math.min(Math.max(0, links - c[h][i][j]), Math.min(free[i], free[j]));
                    if (extra > 0) {
                        c[h][i][j] += extra;
                        c[h][j][i] += extra;
                        free[i] -= extra;
                        free[j] -= extra;
                    }
                }
            }
        }
        return LogicalTopology.of(c);
    }
}
