package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Best-effort reconfiguration under Uniform wiring with L2 (digest §4.6 "Uniform-Greedy", a reconstruction of
 * Lv et al.'s greedy): per group, keep old symmetric circuit pairs that are still demanded, then give each remaining
 * link the lowest-index OCS whose ports are free at both pods. Every OCS holds a symmetric matching; links that find
 * no OCS are reported as unrealized. O(H · P² log P + links · K).
 */
public final class UniformGreedyReconfigurator implements Reconfigurator {

    @Override
    public String name() {
        return "Uniform-Greedy";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        return ReconfigFrame.run(name(), request, ReconfigFrame.schemeProblem(request.scheme() == WiringScheme.UNIFORM,
                        name() + " is for Uniform wiring"), monitor, ReconfigFrame.verifier(request, false),
                diagnostics -> solveValid(request, monitor, diagnostics));
    }

    private static Candidate<OcsConfiguration> solveValid(ReconfigRequest request, SolveMonitor monitor,
                                                          List<Diagnostic> diagnostics) {
        int k = request.params().kSpine();
        int groups = request.params().spinesPerPod();
        int[][][] old = request.current() == null ? null
                : PodSpace.toPodMaps(request.current(), request.scheme(), request.pods(), k);
        int[][][] maps = new int[groups][][];
        for (int h = 0; h < groups; h++) {
            monitor.checkCancelled();
            maps[h] = solveGroup(request.target().matrix(h), k, old == null ? null : old[h]);
            monitor.progress((double) (h + 1) / groups, "group " + h);
        }
        OcsConfiguration config = PodSpace.fromPodMaps(maps, request.scheme(), request.pods(), k);
        UnrealizedLinks.report(request, config, diagnostics);
        return Candidate.solved(SolveStatus.FEASIBLE, config);
    }

    private static int[][] solveGroup(int[][] c, int k, int[][] old) {
        int p = c.length;
        int[][] maps = new int[k][p];
        for (int[] map : maps) {
            Arrays.fill(map, OcsConfiguration.NONE);
        }
        int[][] residual = new int[p][];
        for (int i = 0; i < p; i++) {
            residual[i] = c[i].clone();
        }
        if (old != null) {
            keepOldPairs(maps, old, residual);
        }
        for (int[] pair : pairsByDemand(residual)) {
            int i = pair[0];
            int j = pair[1];
            while (residual[i][j] > 0) {
                int ocs = firstFreeOcs(maps, i, j);
                if (ocs < 0) {
                    break;
                }
                connect(maps, residual, ocs, i, j);
            }
        }
        return maps;
    }

    private static void keepOldPairs(int[][] maps, int[][] old, int[][] residual) {
        for (int k = 0; k < old.length; k++) {
            for (int i = 0; i < old[k].length; i++) {
                int j = old[k][i];
                if (j > i && old[k][j] == i && residual[i][j] > 0) {
                    connect(maps, residual, k, i, j);
                }
            }
        }
    }

    /** Connects i and j on OCS k; residual demand is kept (and read) for i < j only. */
    private static void connect(int[][] maps, int[][] residual, int k, int i, int j) {
        maps[k][i] = j;
        maps[k][j] = i;
        residual[i][j]--;
    }

    /** Unordered pairs with residual demand, largest first; the sort is stable, so ties stay in (i, j) order. */
    private static List<int[]> pairsByDemand(int[][] residual) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < residual.length; i++) {
            for (int j = i + 1; j < residual.length; j++) {
                if (residual[i][j] > 0) {
                    pairs.add(new int[] {i, j, residual[i][j]});
                }
            }
        }
        pairs.sort((a, b) -> Integer.compare(b[2], a[2]));
        return pairs;
    }

    private static int firstFreeOcs(int[][] maps, int i, int j) {
        for (int k = 0; k < maps.length; k++) {
            if (maps[k][i] == OcsConfiguration.NONE && maps[k][j] == OcsConfiguration.NONE) {
                return k;
            }
        }
        return -1;
    }
}
