package com.lightwire.core.reconfig.ilp;

import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

/** Small requests for the ILP tests: H groups via K_leaf = 2H and tau = 2, 64-port OCSes. */
final class IlpFixtures {

    private IlpFixtures() {
    }

    static FabricParams params(int groups, int kSpine) {
        return new FabricParams(2 * groups, kSpine, 2, 64);
    }

    /** One group with the given symmetric matrix. */
    static ReconfigRequest request(WiringScheme scheme, int kSpine, int[][] c, OcsConfiguration current) {
        return new ReconfigRequest(params(1, kSpine), scheme, c.length, LogicalTopology.of(new int[][][] {c}),
                current);
    }

    /** One worker (deterministic) and a generous time limit. */
    static ReconfigOptions exact() {
        return ReconfigOptions.defaults().withThreads(1).withTimeLimit(30);
    }

    static int[][] fullMesh(int pods) {
        int[][] c = new int[pods][pods];
        for (int i = 0; i < pods; i++) {
            for (int j = 0; j < pods; j++) {
                c[i][j] = i == j ? 0 : 1;
            }
        }
        return c;
    }
}
