package com.lightwire.figure.topology;

import com.lightwire.core.reconfig.CrossReconfigurator;
import com.lightwire.core.reconfig.Reconfigurator;
import com.lightwire.core.reconfig.ilp.CrossMipReconfigurator;
import com.lightwire.core.reconfig.lp.MinRewiringReconfigurator;

/**
 * The methods the Topology view offers for Cross Wiring (and two-link): ITV-LPR, the default with the fewest moved
 * circuits (ADR 0018), the paper's MDMCF and MCF, and the exact MIP under a time limit.
 */
public enum CrossMethod {
    LPR("ITV-LPR (fewest moves)"),
    MDMCF("ITV-MDMCF"),
    MCF("ITV-MCF"),
    ILP("ITV-ILP (exact, 60 s limit)");

    private final String label;

    CrossMethod(String label) {
        this.label = label;
    }

    /** What the method chooser shows. */
    public String label() {
        return label;
    }

    /** A fresh reconfigurator of this method. */
    public Reconfigurator reconfigurator() {
        return switch (this) {
            case LPR -> new MinRewiringReconfigurator();
            case MDMCF -> CrossReconfigurator.mdmcf();
            case MCF -> CrossReconfigurator.mcf();
            case ILP -> new CrossMipReconfigurator();
        };
    }

    @Override
    public String toString() {
        return label;
    }
}
