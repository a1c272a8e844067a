package com.lightwire.ui.fabric;

/** What the Fabric view's palette places on the floor. A pod brings its spine rack and, in the next slot, its leaf rack. */
public enum PaletteItem {
    POD("Pod"),
    OCS_RACK("OCS rack");

    private final String label;

    PaletteItem(String label) {
        this.label = label;
    }

    /** The palette button's text. */
    public String label() {
        return label;
    }
}
