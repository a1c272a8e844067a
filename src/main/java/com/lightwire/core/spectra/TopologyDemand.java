package com.lightwire.core.spectra;

import com.lightwire.model.LogicalTopology;

/**
 * A logical topology as a Spectra pod-to-pod demand (issue 11 item 6): the links of group h (or of all groups) between
 * each pod pair, in both directions, divided by the largest line sum so that it is 1. With Uniform wiring each of the
 * K_spine OCSes of a group connects every pod once, so that group is s = K_spine parallel n-port OCSes.
 */
public final class TopologyDemand {

    private TopologyDemand() {
    }

    /** Group {@code h}'s links, or every group's summed when {@code h} is negative. */
    public static double[][] of(LogicalTopology topology, int h) {
        int n = topology.pods();
        double[][] d = new double[n][n];
        for (int g = 0; g < topology.groups(); g++) {
            if (h >= 0 && g != h) {
                continue;
            }
            int[][] m = topology.matrix(g);
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    d[i][j] += m[i][j];
                }
            }
        }
        return Preprocessing.byMaxLineSum(d);
    }
}
