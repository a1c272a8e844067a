package com.lightwire.core.reconfig;

import com.lightwire.core.solve.SolveFrame.Candidate;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.TopologyRef;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.WiringScheme;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * "Uniform-Exact-small" (digest §4.6, derived, for tests and tiny instances): the most links Uniform wiring with L2
 * can realize. Each OCS of a group holds a matching, so the answer per group is a largest sub-multigraph of
 * {@code C_h} that is properly edge-coloured with K_spine colours (§2.1, §3.4), found by exhaustive backtracking:
 * every link copy is either given a colour free at both pods or left out. Symmetry is broken twice (parallel copies
 * of a pair take increasing colours; a new colour is always the lowest unused one) and a branch is cut when even
 * {@code Σ_v min(free colours at v, undecided links at v) / 2} more links could not beat the best found. Worst case
 * O((K+1)^E) for E demanded links, which is why requests are limited to {@value #MAX_PODS} pods. It maximises
 * realized links only and ignores the current configuration; OPTIMAL refers to that count. Deterministic.
 */
public final class UniformExactSmall implements Reconfigurator {

    /** Largest pod count accepted. */
    public static final int MAX_PODS = 8;

    /** Search nodes between cancellation checks. */
    private static final int CHECK_EVERY = 4096;

    @Override
    public String name() {
        return "Uniform-Exact-small";
    }

    @Override
    public ReconfigResult solve(ReconfigRequest request, ReconfigOptions options, SolveMonitor monitor) {
        List<Diagnostic> problems = new ArrayList<>(ReconfigFrame.schemeProblem(
                request.scheme() == WiringScheme.UNIFORM, name() + " is for Uniform wiring"));
        if (request.pods() > MAX_PODS) {
            problems.add(Diagnostic.error(SubjectRef.METHOD, "too-large", name() + " is exponential and accepts at most "
                    + MAX_PODS + " pods, got " + request.pods()));
        }
        return ReconfigFrame.run(name(), request, problems, monitor, ReconfigFrame.verifier(request, false),
                diagnostics -> solveValid(request, monitor, diagnostics));
    }

    private static Candidate<OcsConfiguration> solveValid(ReconfigRequest request, SolveMonitor monitor,
                                                          List<Diagnostic> diagnostics) {
        int k = request.params().kSpine();
        int groups = request.params().spinesPerPod();
        int[][][] maps = new int[groups][][];
        for (int h = 0; h < groups; h++) {
            maps[h] = maxColouring(request.target().matrix(h), k, monitor);
            monitor.progress((double) (h + 1) / groups, "group " + h);
        }
        OcsConfiguration config = PodSpace.fromPodMaps(maps, request.scheme(), request.pods(), k);
        long unrealized = Metrics.measure(request, config).unrealizedLinks();
        if (unrealized > 0) {
            diagnostics.add(Diagnostic.warning(TopologyRef.UNNAMED, "unrealized", unrealized
                    + " link(s) cannot be realized under Uniform wiring with L2 (proven by exhaustive search)"));
        }
        return Candidate.solved(SolveStatus.OPTIMAL, config);
    }

    /**
     * A largest properly K-edge-coloured sub-multigraph of one group's symmetric demand, as pod-space maps
     * {@code [ocs][i] = j or NONE} of K symmetric matchings.
     */
    public static int[][] maxColouring(int[][] c, int kSpine, SolveMonitor monitor) {
        Search search = new Search(c, kSpine, monitor);
        search.run();
        int[][] maps = new int[kSpine][c.length];
        for (int[] map : maps) {
            Arrays.fill(map, OcsConfiguration.NONE);
        }
        for (int e = 0; e < search.best; e++) {
            int p = search.bestPair[e];
            maps[search.bestColour[e]][search.pairA[p]] = search.pairB[p];
            maps[search.bestColour[e]][search.pairB[p]] = search.pairA[p];
        }
        return maps;
    }

    /** The number of links {@link #maxColouring} realizes. */
    public static int maxRealizableLinks(int[][] c, int kSpine) {
        Search search = new Search(c, kSpine, SolveMonitor.NONE);
        search.run();
        return search.best;
    }

    /** Backtracking state over link copies, pair by pair in (i, j) order. */
    private static final class Search {
        final int k;
        final int[] pairA;
        final int[] pairB;
        final int[] multiplicity;
        final boolean[][] colourUsed;
        final int[] usedAt;
        final int[] undecidedAt;
        final int[] colourUses;
        final int[] pairOf;
        final int[] colourOf;
        final int[] bestPair;
        final int[] bestColour;
        final SolveMonitor monitor;
        final int upperBound;
        int coloursInUse;
        int best = -1;
        long nodes;

        Search(int[][] c, int k, SolveMonitor monitor) {
            this.k = k;
            this.monitor = monitor;
            int p = c.length;
            List<int[]> pairs = new ArrayList<>();
            int total = 0;
            undecidedAt = new int[p];
            for (int i = 0; i < p; i++) {
                for (int j = i + 1; j < p; j++) {
                    if (c[i][j] > 0) {
                        pairs.add(new int[] {i, j, c[i][j]});
                        total += c[i][j];
                        undecidedAt[i] += c[i][j];
                        undecidedAt[j] += c[i][j];
                    }
                }
            }
            pairA = pairs.stream().mapToInt(e -> e[0]).toArray();
            pairB = pairs.stream().mapToInt(e -> e[1]).toArray();
            multiplicity = pairs.stream().mapToInt(e -> e[2]).toArray();
            colourUsed = new boolean[p][k];
            usedAt = new int[p];
            colourUses = new int[k];
            pairOf = new int[total];
            colourOf = new int[total];
            bestPair = new int[total];
            bestColour = new int[total];
            upperBound = Math.min(total, Math.min(k * (p / 2), optimisticAdditions()));
        }

        void run() {
            extend(0, 0, 0, 0);
        }

        /** Decides copy {@code copy} of pair {@code p}; copies of one pair take colours from {@code minColour} up. */
        private void extend(int p, int copy, int minColour, int coloured) {
            if (++nodes % CHECK_EVERY == 0) {
                monitor.checkCancelled();
            }
            if (best >= upperBound || coloured + optimisticAdditions() <= best) {
                return;
            }
            if (p == pairA.length) {
                best = coloured;
                System.arraycopy(pairOf, 0, bestPair, 0, coloured);
                System.arraycopy(colourOf, 0, bestColour, 0, coloured);
                return;
            }
            if (copy == multiplicity[p]) {
                extend(p + 1, 0, 0, coloured);
                return;
            }
            int a = pairA[p];
            int b = pairB[p];
            undecidedAt[a]--;
            undecidedAt[b]--;
            for (int colour = minColour; colour <= Math.min(k - 1, coloursInUse); colour++) {
                if (!colourUsed[a][colour] && !colourUsed[b][colour]) {
                    assign(p, colour, coloured, true);
                    extend(p, copy + 1, colour + 1, coloured + 1);
                    assign(p, colour, coloured, false);
                }
            }
            int rest = multiplicity[p] - copy - 1;
            undecidedAt[a] -= rest;
            undecidedAt[b] -= rest;
            extend(p + 1, 0, 0, coloured);
            undecidedAt[a] += rest + 1;
            undecidedAt[b] += rest + 1;
        }

        private void assign(int p, int colour, int slot, boolean on) {
            int delta = on ? 1 : -1;
            colourUsed[pairA[p]][colour] = on;
            colourUsed[pairB[p]][colour] = on;
            usedAt[pairA[p]] += delta;
            usedAt[pairB[p]] += delta;
            colourUses[colour] += delta;
            if (on && colour == coloursInUse) {
                coloursInUse++;
            } else if (!on && colourUses[colour] == 0 && colour == coloursInUse - 1) {
                coloursInUse--;
            }
            pairOf[slot] = p;
            colourOf[slot] = colour;
        }

        /** Each further link needs a free colour at both its pods: half the sum of per-pod room. */
        private int optimisticAdditions() {
            int room = 0;
            for (int v = 0; v < usedAt.length; v++) {
                room += Math.min(k - usedAt[v], undecidedAt[v]);
            }
            return room / 2;
        }
    }
}
