package com.lightwire.core.reconfig;

import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Arrays;

/**
 * Converts between a scheme's OCS port space and "pod space": K_spine logical OCSes per group whose maps send an
 * ingress pod to an egress pod. Uniform and Cross Wiring are pod space already. Under two-link, logical OCS 2m is
 * OCS m's even-port-to-odd-port half and logical OCS 2m+1 its odd-to-even half, which is exactly Cross Wiring's pair
 * (digest §2.4), so one algorithm serves both schemes.
 */
public final class PodSpace {

    private PodSpace() {
    }

    /** Pod-space maps {@code [h][k][i] = j or -1} of a configuration. */
    public static int[][][] toPodMaps(OcsConfiguration config, WiringScheme scheme, int pods, int kSpine) {
        int groups = config.groups();
        int[][][] maps = new int[groups][kSpine][pods];
        for (int[][] group : maps) {
            for (int[] map : group) {
                Arrays.fill(map, OcsConfiguration.NONE);
            }
        }
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (scheme != WiringScheme.TWO_LINK) {
                if (c.ocs() < kSpine && c.in() < pods && c.out() < pods) {
                    maps[c.h()][c.ocs()][c.in()] = c.out();
                }
            } else if ((c.in() & 1) != (c.out() & 1) && 2 * c.ocs() + 1 < kSpine && c.in() / 2 < pods
                    && c.out() / 2 < pods) {
                maps[c.h()][2 * c.ocs() + (c.in() & 1)][c.in() / 2] = c.out() / 2;
            }
        }
        return maps;
    }

    /** The configuration of pod-space maps under a scheme. */
    public static OcsConfiguration fromPodMaps(int[][][] maps, WiringScheme scheme, int pods, int kSpine) {
        int groups = maps.length;
        OcsConfiguration.Builder b = OcsConfiguration.builder(groups, scheme.ocsPerGroup(kSpine),
                pods * scheme.portsPerPodOnOcs());
        for (int h = 0; h < groups; h++) {
            for (int k = 0; k < maps[h].length; k++) {
                for (int i = 0; i < pods; i++) {
                    int j = maps[h][k][i];
                    if (j == OcsConfiguration.NONE) {
                        continue;
                    }
                    if (scheme == WiringScheme.TWO_LINK) {
                        int parity = k & 1;
                        b.connect(h, k / 2, 2 * i + parity, 2 * j + (1 - parity));
                    } else {
                        b.connect(h, k, i, j);
                    }
                }
            }
        }
        return b.build();
    }
}
