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
