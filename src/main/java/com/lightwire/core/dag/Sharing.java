package com.lightwire.core.dag;

/** How the flow simulator shares a link among concurrent tasks (DELTA digest §3.8, §8 item 1). */
public enum Sharing {
    /** Max-min fair progressive filling of per-flow rates over pair links and GPU NICs. */
    MAX_MIN("max-min"),
    /** All tasks on a directed pod pair get the same per-flow rate, the lowest any of them allows (mirrors eq. 17). */
    PAIR_EQUAL("pair-equal");

    private final String label;

    Sharing(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The sharing named {@code label}, or null. */
    public static Sharing of(String label) {
        for (Sharing s : values()) {
            if (s.label.equals(label)) {
                return s;
            }
        }
        return null;
    }
}
