package com.lightwire.core.asbuilt;

import java.util.List;

/**
 * The outcome of an as-built check: how many cables were planned and built, how many match exactly, and every
 * difference, ordered by kind and then by plan order.
 *
 * @param planned  planned cables
 * @param built    built cables
 * @param matching built cables that match a planned cable exactly
 * @param faults   the differences
 */
public record AsBuiltReport(int planned, int built, int matching, List<Fault> faults) {
    public AsBuiltReport {
        faults = List.copyOf(faults);
    }

    /** True when the build matches the plan: no difference at all. */
    public boolean matches() {
        return faults.isEmpty();
    }

    /** The number of faults of {@code kind}. */
    public long count(Fault.Kind kind) {
        return faults.stream().filter(f -> f.kind() == kind).count();
    }
}
