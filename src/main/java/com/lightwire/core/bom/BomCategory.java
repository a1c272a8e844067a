package com.lightwire.core.bom;

/** Line categories of a BOM, in print order. GPUs and racks take no spares. */
public enum BomCategory {
    GPU("GPUs", false),
    LEAF_SWITCH("Leaf switches", true),
    SPINE_SWITCH("Spine switches", true),
    CORE_SWITCH("Core switches", true),
    OCS("OCS units", true),
    TRANSCEIVER("Transceivers", true),
    CABLE("Fiber", true),
    COPPER("Copper cables (DAC)", true),
    PANEL("Split panels", true),
    RACK("Racks", false);

    private final String displayName;
    private final boolean takesSpares;

    BomCategory(String displayName, boolean takesSpares) {
        this.displayName = displayName;
        this.takesSpares = takesSpares;
    }

    public String displayName() {
        return displayName;
    }

    public boolean takesSpares() {
        return takesSpares;
    }
}
