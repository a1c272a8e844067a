package com.lightwire.ui.hbd;

/** How the HBD rings view places TP groups: the three methods of {@code hbd place --method}. */
public enum PlacementMethod {
    /** Algorithm 2 on the design's order. */
    DCN_FREE("dcn-free", "DCN-free (Alg. 2)"),
    /** Algorithm 5 (fixed) on Algorithm 3's deployment order; needs T | d | N. */
    FAT_TREE("fat-tree", "Fat-Tree (Alg. 5)"),
    /** The greedy baseline of digest §7 item 10 (seeded). */
    GREEDY("greedy", "greedy baseline");

    private final String key;
    private final String label;

    PlacementMethod(String key, String label) {
        this.key = key;
        this.label = label;
    }

    public String key() {
        return key;
    }

    @Override
    public String toString() {
        return label;
    }
}
