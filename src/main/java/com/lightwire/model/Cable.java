package com.lightwire.model;

/**
 * The duplex cable of one spine OCS-facing port. Its Tx strand lands on an OCS ingress port and its Rx strand comes
 * from an OCS egress port. When the two land on different OCSes (Cross Wiring), the cable is a duplex trunk from the
 * spine to a split point next to the OCS pair, broken out there into a Tx simplex leg and an Rx simplex leg
 * (digest §2.3).
 *
 * @param spineEnd the spine port at the near end
 * @param txTo     the OCS ingress port the Tx strand feeds
 * @param rxFrom   the OCS egress port the Rx strand comes from
 */
public record Cable(SpinePort spineEnd, OcsPort txTo, OcsPort rxFrom) {

    /** True when the strands land on two different OCSes, so the cable is split near the OCS rack. */
    public boolean isSplit() {
        return txTo.ocs() != rxFrom.ocs() || txTo.group() != rxFrom.group();
    }

    /**
     * Where a split cable breaks out into its two simplex legs: next to the OCS pair (k, k^1) its strands land on, in
     * that pair's rack. Null for a cable that is not split.
     */
    public SplitPoint splitPoint() {
        return isSplit() ? new SplitPoint(txTo.group(), Math.min(txTo.ocs(), rxFrom.ocs()),
                Math.max(txTo.ocs(), rxFrom.ocs())) : null;
    }

    /** Stable id of one strand (of one simplex leg, for a split cable): the cable id with "-TX" or "-RX". */
    public String strandId(boolean tx) {
        return id() + (tx ? "-TX" : "-RX");
    }

    /** The breakout of a split cable: in OCS group {@code group}, beside OCSes {@code ocsA} and {@code ocsB}. */
    public record SplitPoint(int group, int ocsA, int ocsB) {
        /** A short label such as {@code G00-OCS02/03}. */
        public String label() {
            return "G" + pad(group, 2) + "-OCS" + pad(ocsA, 2) + "/" + pad(ocsB, 2);
        }
    }

    /** Stable id derived from the spine end: {@code P<pod>-S<spine>-<port>}, 0-based, zero-padded. */
    public String id() {
        return idOf(spineEnd);
    }

    public static String idOf(SpinePort port) {
        return "P" + pad(port.pod(), 3) + "-S" + pad(port.spine(), 2) + "-" + pad(port.port(), 2);
    }

    private static String pad(int value, int width) {
        String s = Integer.toString(value);
        return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
    }
}
