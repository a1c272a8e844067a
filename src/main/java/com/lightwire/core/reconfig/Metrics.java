package com.lightwire.core.reconfig;

import com.lightwire.core.wiring.WiringRule;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.OcsConfiguration;

import java.util.List;

/**
 * Metrics of the Cross Wiring digest §3.5: realization rate eta (eq. 15) over all circuits, rho and realized links
 * over circuits that form port-level L2 links, rewired circuits
 * {@code R = Σ|x - u|}, and the MinRewiring Achievement Rate MRAR (eq. 16).
 */
public final class Metrics {

    private Metrics() {
    }

    /** Measures a configuration against the request's topology and its current configuration. */
    public static RealizationMetrics measure(ReconfigRequest request, OcsConfiguration config) {
        int[][][] realized = realizedCounts(request, config);
        int[][][] l2 = L2Links.counts(request, config);
        LogicalTopology c = request.target();
        double dot = 0;
        double normS = 0;
        double normC = 0;
        long matched = 0;
        long demanded = 0;
        long realizedLinks = 0;
        for (int h = 0; h < c.groups(); h++) {
            for (int i = 0; i < c.pods(); i++) {
                for (int j = 0; j < c.pods(); j++) {
                    int s = realized[h][i][j];
                    int d = c.count(h, i, j);
                    dot += (double) s * d;
                    normS += (double) s * s;
                    normC += (double) d * d;
                    matched += Math.min(l2[h][i][j], d);
                    demanded += d;
                    if (i < j) {
                        realizedLinks += Math.min(l2[h][i][j], d);
                    }
                }
            }
        }
        double rho = demanded == 0 ? 1 : (double) matched / demanded;
        Rewiring r = rewiring(request.current(), config);
        return new RealizationMetrics(cosine(dot, normS, normC), rho, r.rewired, r.kept, r.setUp, r.tornDown,
                config.circuitCount(), c.totalLinks(), realizedLinks);
    }

    /** Eq. (15) from a dot product and squared norms, with digest D10's conventions for zero vectors. */
    public static double cosine(double dot, double squaredNormA, double squaredNormB) {
        if (squaredNormA == 0 && squaredNormB == 0) {
            return 1;
        }
        if (squaredNormA == 0 || squaredNormB == 0) {
            return 0;
        }
        return dot / (Math.sqrt(squaredNormA) * Math.sqrt(squaredNormB));
    }

    /**
     * {@code s[h][i][j]}: circuits carrying light from pod i to pod j in group h, through the wiring rule. Circuits
     * to a negative egress port or outside the request's groups and pods (which the verifier reports) are not counted.
     */
    public static int[][][] realizedCounts(ReconfigRequest request, OcsConfiguration config) {
        WiringRule rule = WiringRule.of(request.scheme());
        int pods = request.pods();
        int[][][] s = new int[request.target().groups()][pods][pods];
        for (OcsConfiguration.Circuit c : config.circuits()) {
            if (c.out() < 0) {
                continue;
            }
            int i = rule.ingressOwner(c.h(), c.ocs(), c.in()).pod();
            int j = rule.egressOwner(c.h(), c.ocs(), c.out()).pod();
            if (c.h() < s.length && i < pods && j < pods) {
                s[c.h()][i][j]++;
            }
        }
        return s;
    }

    /** Circuits kept, set up and torn down between two configurations of the same shape. */
    public record Rewiring(long rewired, long kept, long setUp, long tornDown) {
    }

    /** Compares a new configuration with an old one; with no old one, every circuit is set up. */
    public static Rewiring rewiring(OcsConfiguration old, OcsConfiguration config) {
        if (old == null || !old.sameShape(config)) {
            long n = config.circuitCount();
            long removed = old == null ? 0 : old.circuitCount();
            return new Rewiring(n + removed, 0, n, removed);
        }
        long kept = 0;
        long setUp = 0;
        long tornDown = 0;
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                for (int in = 0; in < config.ports(); in++) {
                    int x = config.egressOf(h, k, in);
                    int u = old.egressOf(h, k, in);
                    if (x == u) {
                        kept += x == OcsConfiguration.NONE ? 0 : 1;
                    } else {
                        setUp += x == OcsConfiguration.NONE ? 0 : 1;
                        tornDown += u == OcsConfiguration.NONE ? 0 : 1;
                    }
                }
            }
        }
        return new Rewiring(setUp + tornDown, kept, setUp, tornDown);
    }

    /** Cosine of two configurations as binary vectors: {@code |x ∧ y| / sqrt(|x|·|y|)}. */
    public static double similarity(OcsConfiguration x, OcsConfiguration y) {
        Rewiring r = rewiring(x, y);
        return cosine(r.kept, x.circuitCount(), y.circuitCount());
    }

    /**
     * MRAR, eq. (16): the sum of consecutive similarities of a strategy's sequence over the reference's
     * (normally ITV-ILP). Both sequences must have the same length ≥ 2.
     */
    public static double mrar(List<OcsConfiguration> strategy, List<OcsConfiguration> reference) {
        if (strategy.size() != reference.size() || strategy.size() < 2) {
            throw new IllegalArgumentException("MRAR needs two sequences of equal length >= 2");
        }
        double num = 0;
        double den = 0;
        for (int l = 1; l < strategy.size(); l++) {
            num += similarity(strategy.get(l), strategy.get(l - 1));
            den += similarity(reference.get(l), reference.get(l - 1));
        }
        return den == 0 ? 1 : num / den;
    }
}
