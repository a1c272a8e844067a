package com.lightwire.core.topology;

import com.lightwire.core.decompose.BalancedPeeling;
import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.LogicalTopology;

import com.lightwire.model.Diagnostic;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns a pod-level demand D (links between pods, row sums at most H·K_spine) into a per-spine logical topology
 * (digest §6.1 and D16, a tool feature, not from the paper): {@code D = B + Bᵀ} by Theorem 3.1, B split into H parts
 * by Theorem 3.2, and {@code C_h = B_h + B_hᵀ}. Each C_h then has row sums at most K_spine, so it is admissible.
 */
public final class PodDemandSplit {

    private PodDemandSplit() {
    }

    /** Findings that make a pod-level demand unusable: asymmetry, a non-zero diagonal, too many links at a pod. */
    public static List<Diagnostic> validate(int[][] demand, int groups, int kSpine) {
        List<Diagnostic> out = new ArrayList<>();
        for (int i = 0; i < demand.length; i++) {
            int sum = 0;
            for (int j = 0; j < demand.length; j++) {
                sum += demand[i][j];
                if (j > i && (demand[i][j] != demand[j][i] || demand[i][j] < 0)) {
                    out.add(Diagnostic.error(new DemandPairRef(i, j), "symmetric", "pod demand must be symmetric "
                            + "and non-negative: " + demand[i][j] + " vs " + demand[j][i]));
                }
            }
            if (demand[i][i] != 0) {
                out.add(Diagnostic.error(new DemandPodRef(i), "diagonal-zero", "a pod cannot demand links to itself"));
            }
            if (sum > groups * kSpine) {
                out.add(Diagnostic.error(new DemandPodRef(i), "port-bound", "pod " + i + " demands " + sum
                        + " links but has only " + groups * kSpine + " OCS-facing ports"));
            }
        }
        return out;
    }

    /**
     * @param demand a pod-level demand that passes {@link #validate}
     * @param groups H, the spines per pod
     * @return the per-spine topology
     */
    public static LogicalTopology split(int[][] demand, int groups, SolveMonitor monitor) {
        int p = demand.length;
        MatrixEntries b = SymmetricSplit.split(demand, SplitBounds.BALANCED, 0, null, monitor)
                .orElseThrow(() -> new IllegalStateException("no balanced orientation: contradicts Theorem 3.1"));
        List<MatrixEntries> parts = BalancedPeeling.split(b, groups, monitor)
                .orElseThrow(() -> new IllegalStateException("no balanced peeling: contradicts Theorem 3.2"));
        int[][][] c = new int[groups][p][p];
        for (int h = 0; h < groups; h++) {
            MatrixEntries part = parts.get(h);
            for (int e = 0; e < part.size(); e++) {
                c[h][part.row(e)][part.col(e)] += part.value(e);
                c[h][part.col(e)][part.row(e)] += part.value(e);
            }
        }
        return LogicalTopology.of(c);
    }
}
