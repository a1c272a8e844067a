package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.Verification;
import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

import java.util.Arrays;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Builders and checks shared by the reconfiguration spec tests: one OCS group (H = 1) unless stated. */
final class Fixtures {

    private Fixtures() {
    }

    /** Radixes with one spine per pod (K_leaf = tau = 2) and {@code kSpine} OCS-facing ports. */
    static FabricParams oneGroup(int kSpine) {
        return new FabricParams(2, kSpine, 2, 64);
    }

    static ReconfigRequest request(WiringScheme scheme, int kSpine, int[][] c, OcsConfiguration current) {
        return new ReconfigRequest(oneGroup(kSpine), scheme, c.length, LogicalTopology.of(new int[][][] {c}), current);
    }

    /** A one-group configuration from per-OCS maps {@code maps[k][i] = j} (or -1). */
    static OcsConfiguration config(int[]... maps) {
        OcsConfiguration.Builder b = OcsConfiguration.builder(1, maps.length, maps[0].length);
        for (int k = 0; k < maps.length; k++) {
            b.setOcs(0, k, maps[k]);
        }
        return b.build();
    }

    /** A map on {@code pods} ports from (in, out) pairs. */
    static int[] map(int pods, int... inOut) {
        int[] m = new int[pods];
        Arrays.fill(m, OcsConfiguration.NONE);
        for (int n = 0; n < inOut.length; n += 2) {
            m[inOut[n]] = inOut[n + 1];
        }
        return m;
    }

    static int[] transpose(int[] map) {
        int[] t = new int[map.length];
        Arrays.fill(t, OcsConfiguration.NONE);
        for (int i = 0; i < map.length; i++) {
            if (map[i] != OcsConfiguration.NONE) {
                t[map[i]] = i;
            }
        }
        return t;
    }

    /** Port-level L2 links of a Cross Wiring configuration, read from the even OCSes: "i.pK<->j.pQ". */
    static TreeSet<String> crossLinks(OcsConfiguration config) {
        WiringRule rule = WiringRule.of(WiringScheme.CROSS);
        TreeSet<String> links = new TreeSet<>();
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (c.ocs() % 2 == 0) {
                SpinePort from = rule.ingressOwner(c.h(), c.ocs(), c.in());
                SpinePort to = rule.egressOwner(c.h(), c.ocs(), c.out());
                links.add(from.pod() + ".p" + from.port() + "<->" + to.pod() + ".p" + to.port());
            }
        }
        return links;
    }

    /** How many circuits use the Tx strand of each (pod, port) of group 0. */
    static int[][] txUse(OcsConfiguration config, WiringScheme scheme, int pods, int kSpine) {
        WiringRule rule = WiringRule.of(scheme);
        int[][] use = new int[pods][kSpine];
        for (OcsConfiguration.Circuit c : config.circuits()) {
            SpinePort from = rule.ingressOwner(c.h(), c.ocs(), c.in());
            use[from.pod()][from.port()]++;
        }
        return use;
    }

    static ReconfigResult solve(Reconfigurator method, ReconfigRequest request) {
        return method.solve(request, ReconfigOptions.defaults().withThreads(1), SolveMonitor.NONE);
    }

    /** A valid Cross (or two-link) result realizing the whole demand: verifier passes, eta = rho = 1. */
    static void assertRealizedExactly(ReconfigRequest request, ReconfigResult result) {
        assertTrue(result.status().hasSolution(), () -> result.status() + " " + result.diagnostics());
        assertPassed(result.verification());
        assertPassed(ConfigurationVerifier.verify(request, result.configuration(), true));
        assertEquals(1.0, result.metrics().eta(), 1e-12);
        assertEquals(1.0, result.metrics().rho(), 1e-12);
    }

    static void assertPassed(Verification v) {
        assertTrue(v.isPassed(), v::summary);
    }

    static boolean anyViolationContains(Verification v, String text) {
        return v.violations().stream().anyMatch(m -> m.contains(text));
    }
}
