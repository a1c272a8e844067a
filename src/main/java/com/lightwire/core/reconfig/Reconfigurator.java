package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;

/** Computes an OCS configuration realizing a logical topology. Implementations are stateless. */
public interface Reconfigurator {

    /** Short name shown to users, e.g. "ITV-MDMCF". */
    String name();

    /** Solves; never throws for bad input or cancellation (they come back as the result's status). */
    ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor);
}
