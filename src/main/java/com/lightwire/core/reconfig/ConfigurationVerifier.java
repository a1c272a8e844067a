package com.lightwire.core.reconfig;

import com.lightwire.core.solve.Verification;
import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.SpinePort;
import com.lightwire.model.WiringScheme;

/**
 * Post-checks of digest §4.7, independent of the algorithm that produced the configuration: shape, every OCS a
 * partial permutation without self-circuits, realized counts equal to (or, for best-effort methods, at most) the
 * demand, Cross Wiring's mirror rule, and the port-level L2 check {@code TxLand(TxLand(p)) = p} for every used
 * spine port, computed through the wiring rule.
 */
public final class ConfigurationVerifier {

    private ConfigurationVerifier() {
    }

    /**
     * @param exact true when every demanded link must be realized; false for best-effort (Uniform) methods, where
     *              realized counts may fall short of the demand but never exceed it
     */
    public static Verification verify(ReconfigRequest request, OcsConfiguration config, boolean exact) {
        Verification.Collector out = new Verification.Collector();
        int groups = request.params().spinesPerPod();
        if (config.groups() != groups || config.ocsPerGroup() != request.ocsPerGroup()
                || config.ports() != request.ocsPorts()) {
            out.fail("configuration has " + config.groups() + " groups of " + config.ocsPerGroup() + " OCSes with "
                    + config.ports() + " ports, expected " + groups + " of " + request.ocsPerGroup() + " with "
                    + request.ocsPorts());
            return out.build();
        }
        WiringRule rule = WiringRule.of(request.scheme());
        checkPermutations(out, config, rule);
        checkDemand(out, request, config, exact);
        if (request.scheme() == WiringScheme.CROSS) {
            checkMirror(out, config);
        }
        checkL2(out, config, rule);
        return out.build();
    }

    private static void checkPermutations(Verification.Collector out, OcsConfiguration config, WiringRule rule) {
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                boolean[] egressUsed = new boolean[config.ports()];
                for (int in = 0; in < config.ports(); in++) {
                    int o = config.egressOf(h, k, in);
                    if (o == OcsConfiguration.NONE) {
                        continue;
                    }
                    String where = "OCS " + h + "." + k + " circuit " + in + "->" + o;
                    if (o < 0 || o >= config.ports()) {
                        out.fail(where + " goes to an egress port that does not exist");
                        continue;
                    }
                    if (egressUsed[o]) {
                        out.fail(where + " reuses egress port " + o + " (not a partial permutation)");
                    }
                    egressUsed[o] = true;
                    if (rule.ingressOwner(h, k, in).pod() == rule.egressOwner(h, k, o).pod()) {
                        out.fail(where + " connects a pod to itself");
                    }
                }
            }
        }
    }

    private static void checkDemand(Verification.Collector out, ReconfigRequest request, OcsConfiguration config,
                                    boolean exact) {
        int[][][] s = Metrics.realizedCounts(request, config);
        for (int h = 0; h < s.length; h++) {
            for (int i = 0; i < request.pods(); i++) {
                for (int j = 0; j < request.pods(); j++) {
                    int demand = request.target().count(h, i, j);
                    int realized = s[h][i][j];
                    if (realized > demand || (exact && realized != demand)) {
                        out.fail("group " + h + " pods " + i + "->" + j + ": " + realized + " circuits for a demand of "
                                + demand);
                    }
                }
            }
        }
    }

    private static void checkMirror(Verification.Collector out, OcsConfiguration config) {
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k + 1 < config.ocsPerGroup(); k += 2) {
                for (int in = 0; in < config.ports(); in++) {
                    int o = config.egressOf(h, k, in);
                    if (o >= 0 && o < config.ports() && !config.has(h, k + 1, o, in)) {
                        out.fail("OCS " + h + "." + (k + 1) + " lacks the mirror " + o + "->" + in + " of OCS " + h + "."
                                + k + " circuit " + in + "->" + o);
                    }
                }
                for (int in = 0; in < config.ports(); in++) {
                    int o = config.egressOf(h, k + 1, in);
                    if (o >= 0 && o < config.ports() && !config.has(h, k, o, in)) {
                        out.fail("OCS " + h + "." + k + " lacks the mirror " + o + "->" + in + " of OCS " + h + "."
                                + (k + 1) + " circuit " + in + "->" + o);
                    }
                }
            }
        }
    }

    /** Every used spine port's Tx lands on a port whose Tx lands back on it. */
    private static void checkL2(Verification.Collector out, OcsConfiguration config, WiringRule rule) {
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (c.out() < 0 || c.out() >= config.ports() || L2Links.isL2(config, rule, c)) {
                continue;
            }
            SpinePort from = rule.ingressOwner(c.h(), c.ocs(), c.in());
            SpinePort to = rule.egressOwner(c.h(), c.ocs(), c.out());
            SpinePort back = L2Links.txLand(config, rule, to);
            out.fail("L2 broken: " + from + " transmits to " + to + ", which transmits to "
                    + (back == null ? "nothing" : back.toString()));
        }
    }
}
