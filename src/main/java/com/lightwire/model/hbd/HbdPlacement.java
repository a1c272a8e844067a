package com.lightwire.model.hbd;

import java.util.List;
import java.util.Objects;

/**
 * TP groups placed on the healthy nodes of a design (digest §3): the line order the placement worked on (healthy
 * nodes, rotated per §3.2 on a ring), the connected components, the groups with their bundle states and GPU rings,
 * the bundle conflicts, and the GPU accounting (waste = healthy GPUs in no group, over all GPUs).
 *
 * @param order        healthy nodes in the line order used
 * @param components   maximal runs of that order joined by links (consecutive gaps ≤ K)
 * @param groups       the TP groups, in placement order
 * @param conflicts    bundle conflicts (where strict chains broke; inside groups in ideal mode)
 * @param bundleNames  bundle names by index, K of them
 * @param gpusPerNode  R
 * @param tp           TP size t in GPUs
 * @param mode         strict or ideal
 * @param usedGpus     GPUs in groups
 * @param wastedGpus   healthy GPUs in no group
 * @param totalGpus    all GPUs of the design
 */
public record HbdPlacement(IntSeq order, List<IntSeq> components, List<HbdGroup> groups,
                           List<BundleConflict> conflicts, List<String> bundleNames, int gpusPerNode, int tp,
                           PlacementMode mode, long usedGpus, long wastedGpus, long totalGpus) {
    public HbdPlacement {
        Objects.requireNonNull(order, "order");
        components = List.copyOf(components);
        groups = List.copyOf(groups);
        conflicts = List.copyOf(conflicts);
        bundleNames = List.copyOf(bundleNames);
        Objects.requireNonNull(mode, "mode");
    }

    /** Wasted over all GPUs. */
    public double wasteRatio() {
        return totalGpus == 0 ? 0 : (double) wastedGpus / totalGpus;
    }
}
