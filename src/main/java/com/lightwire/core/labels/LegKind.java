package com.lightwire.core.labels;

/**
 * What a labelled piece of fiber is. Uniform and two-link cables are one {@link #DUPLEX} cable from spine to OCS;
 * a Cross Wiring cable is a duplex {@link #TRUNK} from the spine to the split panel next to the OCS pair, then a
 * {@link #TX_LEG} to OCS k's ingress and an {@link #RX_LEG} from OCS k^1's egress (digest §2.3). An InfiniteHBD
 * fiber is one {@link #HBD} duplex cord from an OCSTrx path of one node to one of a node K hops away (InfiniteHBD
 * digest §2.3).
 *
 * <p>Each piece has a marking colour (6 hex digits, RGB, the form NetBox stores): duplex cords and trunks yellow, the
 * jacket colour of OS2 single-mode fibre (TIA-598-C); Tx legs green and Rx legs orange, the Fabric view's Tx and Rx
 * ink, so a leg's boot colour, its cut-sheet row, its NetBox cable and the floor plan agree.
 */
public enum LegKind {
    DUPLEX("DX", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex", "ffeb3b"),
    TRUNK("TR", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex", "ffeb3b"),
    TX_LEG("TX", "TX", "OS2 SMF simplex", "LC-UPC simplex", "2b8a3e"),
    RX_LEG("RX", "RX", "OS2 SMF simplex", "LC-UPC simplex", "c2410c"),
    HBD("HB", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex", "ffeb3b");

    private final String code;
    private final String strands;
    private final String media;
    private final String connector;
    private final String color;

    LegKind(String code, String strands, String media, String connector, String color) {
        this.code = code;
        this.strands = strands;
        this.media = media;
        this.connector = connector;
        this.color = color;
    }

    /** Two-letter code, the value of the {@code {leg}} token. */
    public String code() {
        return code;
    }

    /** The strands the piece carries: "TX+RX", "TX" or "RX". */
    public String strands() {
        return strands;
    }

    public String media() {
        return media;
    }

    public String connector() {
        return connector;
    }

    /** Marking colour as 6 lower-case hex digits (RGB), e.g. {@code ffeb3b}. */
    public String color() {
        return color;
    }
}
