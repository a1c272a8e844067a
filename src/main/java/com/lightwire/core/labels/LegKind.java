package com.lightwire.core.labels;

/**
 * What a labelled piece of fiber is. Uniform and two-link cables are one {@link #DUPLEX} cable from spine to OCS;
 * a Cross Wiring cable is a duplex {@link #TRUNK} from the spine to the split panel next to the OCS pair, then a
 * {@link #TX_LEG} to OCS k's ingress and an {@link #RX_LEG} from OCS k^1's egress (digest §2.3). An InfiniteHBD
 * fiber is one {@link #HBD} duplex cord from an OCSTrx path of one node to one of a node K hops away (InfiniteHBD
 * digest §2.3).
 */
public enum LegKind {
    DUPLEX("DX", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex"),
    TRUNK("TR", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex"),
    TX_LEG("TX", "TX", "OS2 SMF simplex", "LC-UPC simplex"),
    RX_LEG("RX", "RX", "OS2 SMF simplex", "LC-UPC simplex"),
    HBD("HB", "TX+RX", "OS2 SMF duplex", "LC-UPC duplex");

    private final String code;
    private final String strands;
    private final String media;
    private final String connector;

    LegKind(String code, String strands, String media, String connector) {
        this.code = code;
        this.strands = strands;
        this.media = media;
        this.connector = connector;
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
}
