package com.lightwire.core.labels;

/**
 * Which labels to produce, so one rack, pod or OCS group can be printed at a time. Null fields match everything.
 * A rack matches a label when it is either end's rack or the OCS rack the piece belongs to.
 *
 * @param rack  rack id, or null
 * @param pod   pod index, or null
 * @param group OCS group (spine index), or null
 */
public record LabelFilter(String rack, Integer pod, Integer group) {

    public static final LabelFilter ALL = new LabelFilter(null, null, null);

    public static LabelFilter rack(String rack) {
        return new LabelFilter(rack, null, null);
    }

    /** True when the cable of (pod, group) may have labels passing this filter. */
    public boolean mayMatch(int cablePod, int cableGroup) {
        return (pod == null || pod == cablePod) && (group == null || group == cableGroup);
    }

    public boolean matches(CableLabel label) {
        return mayMatch(label.pod(), label.group()) && (rack == null || rack.equals(label.near().rack())
                || rack.equals(label.far().rack()) || rack.equals(label.ocsRack()));
    }
}
