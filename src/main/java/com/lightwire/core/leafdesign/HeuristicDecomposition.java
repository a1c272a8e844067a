package com.lightwire.core.leafdesign;

import com.lightwire.core.decompose.MatrixEntries;
import com.lightwire.core.decompose.OldCounts;
import com.lightwire.core.decompose.OldParts;
import com.lightwire.core.decompose.ProportionalBisection;
import com.lightwire.core.decompose.SplitBounds;
import com.lightwire.core.decompose.SymmetricSplit;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.SplitUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Heuristic-Decomposition (LumosCore paper §4.1, digest §3.5): orient L = A + Aᵀ with balanced sums (Theorem 2.1,
 * {@link SymmetricSplit}), split A into H balanced parts (Theorem 2.2, {@link ProportionalBisection}), and serve
 * {@code L_abh = A^(h)_ab + A^(h)_ba}. Theorem 4.1: with tau = 2 every one-way leaf–spine load is at most 2; with
 * tau = 1 it is at most 2 as well (contention level 2). Polynomial: one min-cost circulation on η leaves plus
 * O(log H) bisection flows. With an installed design both flows reward keeping its units (§3.6): the orientation
 * prefers splitting each pair's installed units evenly between the two directions (the installed design does not
 * record its orientation), and each bisection prefers sending an entry to the half whose spines held the pair.
 */
final class HeuristicDecomposition {

    private HeuristicDecomposition() {
    }

    /** L_abh for every unit of L, both directions listed; empty only if a theorem were false. */
    static Optional<List<SplitUnit>> split(LeafDemand demand, InstalledUnits installed, SolveMonitor monitor) {
        int h = demand.fabric().spinesPerPod();
        OldCounts orientation = installed.isEmpty() ? null : (i, j) -> half(installed, h, i, j);
        Optional<MatrixEntries> a = SymmetricSplit.split(demand.dense(), SplitBounds.BALANCED, 0, orientation,
                monitor.subTask(0, 0.5, "orientation"));
        if (a.isEmpty()) {
            return Optional.empty();
        }
        OldParts held = installed.isEmpty() ? null : (s, i, j) -> installed.count(s, i, j) > 0;
        Optional<List<MatrixEntries>> parts = ProportionalBisection.split(a.get(), h, SplitBounds.BALANCED, held,
                monitor.subTask(0.5, 1, "spine split"));
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        List<SplitUnit> units = new ArrayList<>();
        for (int s = 0; s < h; s++) {
            MatrixEntries part = parts.get().get(s);
            for (int e = 0; e < part.size(); e++) {
                units.add(new SplitUnit(s, part.row(e), part.col(e), part.value(e)));
                units.add(new SplitUnit(s, part.col(e), part.row(e), part.value(e)));
            }
        }
        return Optional.of(units);
    }

    /** Half of the installed units between i and j over all spines, the odd one to the direction i &gt; j. */
    private static int half(InstalledUnits installed, int spines, int i, int j) {
        int total = 0;
        for (int s = 0; s < spines; s++) {
            total += installed.count(s, i, j);
        }
        return i < j ? total / 2 : (total + 1) / 2;
    }
}
