package com.lightwire.figure.fabric;

/** Level of detail of the Fabric figure's cables, chosen per frame by the segment and ink budgets (ADR 0005). */
public enum Detail {
    /** Every cable as its trunk, Tx leg and Rx leg. */
    STRANDS("strands"),
    /** One line per (pod, OCS group). */
    POD_BUNDLES("bundles"),
    /** One line per (pod row, OCS group), neighbouring rows merged beyond a budget. */
    ROW_BUNDLES("rows");

    private final String label;

    Detail(String label) {
        this.label = label;
    }

    /** "strands", "bundles" or "rows". */
    public String label() {
        return label;
    }
}
