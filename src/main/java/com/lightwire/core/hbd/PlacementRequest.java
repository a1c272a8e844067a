package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.PlacementMode;

import java.util.Objects;

/**
 * What to place: TP groups of {@code tp} GPUs on {@code design} with {@code faults}, in {@code mode}; a job of
 * {@code jobGpus} GPUs (0: no job, place every group that fits).
 *
 * @param design  the design
 * @param faults  faulty nodes
 * @param tp      TP size t, a multiple of R
 * @param mode    strict or ideal
 * @param jobGpus job size s, 0 for none
 */
public record PlacementRequest(HbdDesign design, HbdFaults faults, int tp, PlacementMode mode, long jobGpus) {
    public PlacementRequest {
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(faults, "faults");
        Objects.requireNonNull(mode, "mode");
    }

    /** Nodes per group, m = t / R. */
    public int nodesPerGroup() {
        return tp / design.gpusPerNode();
    }

    /** Groups the job needs, ⌈s/t⌉ (0 without a job). */
    public int jobGroups() {
        return (int) ((jobGpus + tp - 1) / tp);
    }
}
