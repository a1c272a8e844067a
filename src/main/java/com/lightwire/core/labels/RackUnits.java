package com.lightwire.core.labels;

/**
 * Where devices sit in their racks, so every label end names a rack unit. Deterministic, documented in
 * docs/technician-outputs.md:
 * <ul>
 *   <li>spine h of a pod: U {@code 1 + 2h} of the pod's spine rack (2U switches, spine 0 at the bottom);</li>
 *   <li>OCS k of a group: U {@code 1 + 8·(k mod ocsPerRack)} of its OCS rack (8U units; a pair (k, k+1) is
 *       adjacent);</li>
 *   <li>split panels (Cross Wiring): 1U panels of {@value #PANEL_TRUNKS} duplex trunk ports each, in the distribution
 *       frame {@code <ocs rack>-DF} beside the OCS rack. The pair (k, k+1) gets {@code ceil(2P/64)} consecutive
 *       panels, pairs in rack order; the trunk of pod i port k+b (b = 0, 1) is trunk {@code t = 2i + b} of the
 *       pair, on panel {@code t / 64}, port {@code t mod 64}.</li>
 *   <li>InfiniteHBD nodes: node n stands in rack {@code HBD-R<r>} with r = ⌊(n-1)/T⌋ + 1 (one ToR per rack), at U
 *       {@code 1 + 4·((n-1) mod T)} (4U nodes, the rack's first node at the bottom).</li>
 * </ul>
 */
public final class RackUnits {

    /** Rack units of one spine switch. */
    public static final int SPINE_HEIGHT_U = 2;
    /** Rack units of one OCS. */
    public static final int OCS_HEIGHT_U = 8;
    /** Duplex trunk ports of one 1U split panel (each broken out into a Tx and an Rx simplex port). */
    public static final int PANEL_TRUNKS = 64;
    /** Suffix of the distribution frame's rack id next to an OCS rack. */
    public static final String FRAME_SUFFIX = "-DF";

    /** Rack units of one InfiniteHBD node. */
    public static final int HBD_NODE_HEIGHT_U = 4;
    /** Prefix of an InfiniteHBD rack id. */
    public static final String HBD_RACK_PREFIX = "HBD-R";

    private RackUnits() {
    }

    public static int spineU(int spine) {
        return 1 + SPINE_HEIGHT_U * spine;
    }

    public static int ocsU(int ocs, int ocsPerRack) {
        return 1 + OCS_HEIGHT_U * (ocs % Math.max(1, ocsPerRack));
    }

    /** Split panels one OCS pair needs for P pods: {@code ceil(2P / 64)}. */
    public static int panelsPerPair(int pods) {
        return (2 * pods + PANEL_TRUNKS - 1) / PANEL_TRUNKS;
    }

    /** Trunk index of pod i's port p within its pair's panels: {@code 2i + (p mod 2)}. */
    public static int trunkIndex(int pod, int port) {
        return 2 * pod + (port & 1);
    }

    /** U of the panel holding trunk {@code trunk} of the pair whose even OCS is {@code evenOcs}. */
    public static int panelU(int evenOcs, int ocsPerRack, int pods, int trunk) {
        int pairInRack = (evenOcs % Math.max(1, ocsPerRack)) / 2;
        return 1 + pairInRack * panelsPerPair(pods) + trunk / PANEL_TRUNKS;
    }

    /** Port of trunk {@code trunk} on its panel, 0-based. */
    public static int panelPort(int trunk) {
        return trunk % PANEL_TRUNKS;
    }

    /** Name of the split panel's duplex trunk port of pod i's port p: {@code T<nn>}, its panel port, e.g. T05. */
    public static String trunkPortName(int pod, int port) {
        return "T" + LabelWriter.pad(panelPort(trunkIndex(pod, port)), 2);
    }

    /** Name of the split panel's simplex port of pod i's port p for the Tx or the Rx leg, e.g. 05.TX, 05.RX. */
    public static String legPortName(int pod, int port, boolean tx) {
        return LabelWriter.pad(panelPort(trunkIndex(pod, port)), 2) + (tx ? ".TX" : ".RX");
    }

    /** Id of InfiniteHBD rack {@code rack} (0-based): {@code HBD-R001}. */
    public static String hbdRack(int rack) {
        return HBD_RACK_PREFIX + LabelWriter.pad(rack + 1, 3);
    }

    /** U of the InfiniteHBD node in slot {@code slot} (0-based) of its rack. */
    public static int hbdNodeU(int slot) {
        return 1 + HBD_NODE_HEIGHT_U * slot;
    }

    public static String frameOf(String ocsRack) {
        return ocsRack + FRAME_SUFFIX;
    }
}
