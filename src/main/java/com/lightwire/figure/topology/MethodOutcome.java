package com.lightwire.figure.topology;

import com.lightwire.core.reconfig.Metrics;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.Arrays;

/**
 * One method's answer prepared for display: the solver result, which circuits are new against the configuration
 * current when it ran, and the matrix cells whose demand it left unrealized. Built off the FX thread in
 * O(H·P² + circuits); immutable once built.
 */
public final class MethodOutcome {

    private final String title;
    private final WiringScheme scheme;
    private final ReconfigResult result;
    private final boolean[][][] rewired;
    private final int[][] unrealizedCells;
    private final boolean againstCurrent;

    private MethodOutcome(String title, WiringScheme scheme, ReconfigResult result, boolean[][][] rewired,
                          int[][] unrealizedCells, boolean againstCurrent) {
        this.title = title;
        this.againstCurrent = againstCurrent;
        this.scheme = scheme;
        this.result = result;
        this.rewired = rewired;
        this.unrealizedCells = unrealizedCells;
    }

    /** Prepares {@code result}, the answer to {@code request}, for display. */
    public static MethodOutcome of(String title, ReconfigRequest request, ReconfigResult result) {
        OcsConfiguration config = result.configuration();
        if (config == null) {
            return new MethodOutcome(title, request.scheme(), result, null, new int[0][], request.current() != null);
        }
        return new MethodOutcome(title, request.scheme(), result, rewiredFlags(request.current(), config),
                unrealized(request, config), request.current() != null);
    }

    private static boolean[][][] rewiredFlags(OcsConfiguration current, OcsConfiguration config) {
        boolean comparable = current != null && current.sameShape(config);
        boolean[][][] flags = new boolean[config.groups()][config.ocsPerGroup()][config.ports()];
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                for (int in = 0; in < config.ports(); in++) {
                    int out = config.egressOf(h, k, in);
                    flags[h][k][in] = out != OcsConfiguration.NONE
                            && (!comparable || current.egressOf(h, k, in) != out);
                }
            }
        }
        return flags;
    }

    /** Per group, the cells i*P+j (i != j) with fewer circuits from i to j than links demanded, in order. */
    private static int[][] unrealized(ReconfigRequest request, OcsConfiguration config) {
        int[][][] realized = Metrics.realizedCounts(request, config);
        var target = request.target();
        int p = target.pods();
        int[][] cells = new int[target.groups()][];
        for (int h = 0; h < target.groups(); h++) {
            int[] found = new int[16];
            int n = 0;
            for (int i = 0; i < p; i++) {
                for (int j = 0; j < p; j++) {
                    if (i != j && realized[h][i][j] < target.count(h, i, j)) {
                        found = n == found.length ? Arrays.copyOf(found, 2 * n) : found;
                        found[n++] = i * p + j;
                    }
                }
            }
            cells[h] = Arrays.copyOf(found, n);
        }
        return cells;
    }

    /** E.g. "Cross Wiring: ITV-MDMCF". */
    public String title() {
        return title;
    }

    /** The wiring the method solved for. */
    public WiringScheme scheme() {
        return scheme;
    }

    public ReconfigResult result() {
        return result;
    }

    public OcsConfiguration configuration() {
        return result.configuration();
    }

    /** True when circuit (h, k, in) of the configuration is not in the configuration that was current. */
    public boolean isRewired(int h, int k, int in) {
        return rewired != null && rewired[h][k][in];
    }

    /** Cells i*P+j of group h whose demand the configuration leaves unrealized, ascending. */
    public int[] unrealizedCells(int h) {
        return h < unrealizedCells.length ? unrealizedCells[h].clone() : new int[0];
    }

    /** True when some demanded link of cell (i, j) of group h is not realized. */
    public boolean isUnrealized(int h, int cell) {
        return h < unrealizedCells.length && Arrays.binarySearch(unrealizedCells[h], cell) >= 0;
    }

    /**
     * Three lines: "eta 1.000  rho 1.000", "rewired 12 (lower bound 8)  unrealized 0" (the bound when known),
     * "verifier passed  (feasible, 3 ms)";
     * or the status and why there is no configuration.
     */
    public String metricsLine() {
        var m = result.metrics();
        String outcome = "(" + result.status().label() + ", " + result.millis() + " ms)";
        if (m == null) {
            return outcome + " " + firstDiagnostic();
        }
        String bound = result.lowerBound() == null ? "" : " (lower bound " + result.lowerBound() + ")";
        return String.format(java.util.Locale.ROOT, "eta %.3f  rho %.3f\nrewired %d%s  unrealized %d\nverifier %s  %s",
                m.eta(), m.rho(), m.rewired(), bound, m.unrealizedLinks(),
                result.verification().isPassed() ? "passed" : "FAILED", outcome);
    }

    /** False when no configuration of this wiring was installed, so every circuit counts as newly set up. */
    public boolean againstCurrent() {
        return againstCurrent;
    }

    /** The first diagnostic's message, or "". */
    public String firstDiagnostic() {
        return result.diagnostics().isEmpty() ? "" : result.diagnostics().get(0).message();
    }
}
