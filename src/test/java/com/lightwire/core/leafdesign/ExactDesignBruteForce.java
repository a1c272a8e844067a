package com.lightwire.core.leafdesign;

import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;

import java.util.ArrayList;
import java.util.List;

/**
 * The obviously correct reference for model (5)(6)(8): tries every directional assignment of every unit to a spine
 * and checks the constraints at the end. Tiny instances only.
 */
final class ExactDesignBruteForce {

    private ExactDesignBruteForce() {
    }

    static boolean feasible(LeafDemand demand) {
        List<int[]> arcs = new ArrayList<>();
        for (LeafPair p : demand.pairs()) {
            arcs.add(new int[] {p.a(), p.b(), p.count()});
            arcs.add(new int[] {p.b(), p.a(), p.count()});
        }
        int h = demand.fabric().spinesPerPod();
        return search(demand.fabric(), arcs, 0, new int[arcs.size()][h]);
    }

    private static boolean search(LumosFabric f, List<int[]> arcs, int e, int[][] x) {
        if (e == arcs.size()) {
            return holds(f, arcs, x);
        }
        return distribute(f, arcs, e, x, 0, arcs.get(e)[2]);
    }

    /** Every way to put {@code left} units of arc e on spines s.. */
    private static boolean distribute(LumosFabric f, List<int[]> arcs, int e, int[][] x, int s, int left) {
        int h = x[e].length;
        if (s == h - 1) {
            x[e][s] = left;
            boolean ok = search(f, arcs, e + 1, x);
            x[e][s] = 0;
            return ok;
        }
        for (int v = 0; v <= left; v++) {
            x[e][s] = v;
            if (distribute(f, arcs, e, x, s + 1, left - v)) {
                x[e][s] = 0;
                return true;
            }
        }
        x[e][s] = 0;
        return false;
    }

    private static boolean holds(LumosFabric f, List<int[]> arcs, int[][] x) {
        int h = f.spinesPerPod();
        int[][] up = new int[f.leaves()][h];
        int[][] down = new int[f.leaves()][h];
        int[][][] net = new int[h][f.pods()][f.pods()];
        for (int e = 0; e < arcs.size(); e++) {
            for (int s = 0; s < h; s++) {
                up[arcs.get(e)[0]][s] += x[e][s];
                down[arcs.get(e)[1]][s] += x[e][s];
                net[s][f.podOf(arcs.get(e)[0])][f.podOf(arcs.get(e)[1])] += x[e][s];
            }
        }
        for (int a = 0; a < f.leaves(); a++) {
            for (int s = 0; s < h; s++) {
                if (up[a][s] > f.tau() || down[a][s] > f.tau()) {
                    return false;
                }
            }
        }
        for (int s = 0; s < h; s++) {
            for (int i = 0; i < f.pods(); i++) {
                for (int j = 0; j < f.pods(); j++) {
                    if (net[s][i][j] != net[s][j][i]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
