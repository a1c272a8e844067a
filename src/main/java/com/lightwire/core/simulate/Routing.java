package com.lightwire.core.simulate;

/**
 * How flows find paths (digest §3.7, ADR 0027): planned (cross-pod flows on the units of the logical-topology design;
 * Clos has no plan and hashes), ECMP (a random uplink per hop; on LumosCore a random circuit between the two pods),
 * ideal (no contention: κ = 1). The paper's probing-based routing has no published model.
 */
public enum Routing {
    PLANNED("planned"), ECMP("ecmp"), IDEAL("ideal");

    private final String label;

    Routing(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
