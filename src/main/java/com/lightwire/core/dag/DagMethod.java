package com.lightwire.core.dag;

/** The allocation methods, with the CLI name and the paper's name (DELTA §5.3). */
public enum DagMethod {
    JOINT("joint", "DELTA-Joint"),
    TOPO("topo", "DELTA-Topo"),
    FAST("fast", "DELTA-Fast"),
    JOINT_HOTSTART("joint-hotstart", "DELTA-Joint-HotStart"),
    PROP("prop", "Prop-Alloc"),
    SQRT("sqrt", "Sqrt-Alloc"),
    HALVE("halve", "Iter-Halve"),
    FIXED_STEP("fixed-step", "Fixed-step MILP");

    private final String key;
    private final String title;

    DagMethod(String key, String title) {
        this.key = key;
        this.title = title;
    }

    public String key() {
        return key;
    }

    public String title() {
        return title;
    }

    /** True for the methods solved by a MILP. */
    public boolean isMilp() {
        return this == JOINT || this == TOPO || this == JOINT_HOTSTART || this == FIXED_STEP;
    }

    /** The method named {@code key}, or null. */
    public static DagMethod of(String key) {
        for (DagMethod m : values()) {
            if (m.key.equals(key)) {
                return m;
            }
        }
        return null;
    }
}
