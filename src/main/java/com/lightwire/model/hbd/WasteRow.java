package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * GPU waste of one architecture on one fault set (digest §1.2, §7 item 14): healthy GPUs no TP group can use.
 *
 * @param architecture the architecture key, e.g. "nvl-72"
 * @param applicable   false when the architecture cannot be built from these nodes (then the numbers are 0)
 * @param wastedGpus   healthy GPUs in no TP group
 * @param wasteRatio   wasted over all GPUs
 * @param usableGpus   GPUs in TP groups
 */
public record WasteRow(String architecture, boolean applicable, long wastedGpus, double wasteRatio,
                       long usableGpus) {
    public WasteRow {
        Objects.requireNonNull(architecture, "architecture");
    }
}
