package com.lightwire.core.reconfig;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.TopologyPairRef;
import com.lightwire.model.OcsConfiguration;

import java.util.List;

/**
 * Warnings for demanded links a best-effort (Uniform) configuration leaves unrealized as L2 links, in (h, i, j)
 * order.
 */
public final class UnrealizedLinks {

    /** Pod pairs listed one by one before the rest are summarised. */
    private static final int LISTED = 20;

    private UnrealizedLinks() {
    }

    /** Adds one warning per pod pair short of its demand (the first {@value #LISTED}) and a summary of the rest. */
    public static void report(ReconfigRequest request, OcsConfiguration config, List<Diagnostic> diagnostics) {
        int[][][] realized = L2Links.counts(request, config);
        int pairs = 0;
        for (int h = 0; h < realized.length; h++) {
            for (int i = 0; i < request.pods(); i++) {
                for (int j = i + 1; j < request.pods(); j++) {
                    int missing = request.target().count(h, i, j) - Math.min(realized[h][i][j], realized[h][j][i]);
                    if (missing > 0 && pairs++ < LISTED) {
                        diagnostics.add(Diagnostic.warning(new TopologyPairRef(TopologyRef.UNNAMED, h, i, j),
                                "unrealized", missing + " link(s) between pods " + i + " and " + j + " in group " + h
                                        + " cannot be realized under Uniform wiring with L2"));
                    }
                }
            }
        }
        if (pairs > LISTED) {
            diagnostics.add(Diagnostic.warning(TopologyRef.UNNAMED, "unrealized", (pairs - LISTED)
                    + " more pod pairs with unrealized links"));
        }
    }
}
