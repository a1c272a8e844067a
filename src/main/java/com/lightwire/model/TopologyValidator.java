package com.lightwire.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a logical topology against the admissible set of the Cross Wiring digest §3.1: shape, non-negative entries,
 * symmetry (11), zero diagonal (D5) and the port bound (12). Each finding names the group and pods concerned.
 * O(H·P) for a {@linkplain LogicalTopology#isWellFormed() well-formed} topology, O(H·P²) otherwise.
 */
public final class TopologyValidator {

    /** Findings beyond this many of one kind are summarised, so huge bad inputs stay readable. */
    private static final int MAX_PER_RULE = 20;

    private TopologyValidator() {
    }

    /** Findings on a topology outside the project (a solve's target), labelled "topology". */
    public static List<Diagnostic> validate(LogicalTopology topology, FabricParams params, int pods) {
        return validate(topology, params, pods, TopologyRef.UNNAMED);
    }

    /** Findings on {@code topology}, each naming {@code at} or one of its rows. */
    public static List<Diagnostic> validate(LogicalTopology topology, FabricParams params, int pods, TopologyRef at) {
        List<Diagnostic> out = new ArrayList<>();
        int groups = params.spinesPerPod();
        if (topology.pods() != pods || topology.groups() != groups) {
            out.add(Diagnostic.error(at, "topology-shape", "the topology has " + topology.groups()
                    + " groups of " + topology.pods() + " pods, but the cluster has " + groups + " groups (spines per pod) of "
                    + pods + " pods"));
            return out;
        }
        Counter counter = new Counter(out, at);
        for (int h = 0; h < groups; h++) {
            checkGroup(topology, h, params.kSpine(), counter, at);
        }
        counter.summarise();
        return out;
    }

    private static void checkGroup(LogicalTopology t, int h, int kSpine, Counter counter, TopologyRef at) {
        int p = t.pods();
        boolean pairsClean = t.isWellFormed(); // no pair can break sign or symmetry: skip the O(P²) pair scan
        for (int i = 0; i < p; i++) {
            int row = i;
            if (t.count(h, i, i) != 0) {
                counter.add("diagonal-zero", () -> Diagnostic.error(new TopologySpineRef(at, h, row), "diagonal-zero",
                        "diagonal must be 0: C[" + h + "][" + row + "][" + row + "] = " + t.count(h, row, row)));
            }
            for (int j = i + 1; j < p && !pairsClean; j++) {
                int a = t.count(h, i, j);
                int b = t.count(h, j, i);
                if (a < 0 || b < 0) {
                    int col = j;
                    counter.add("non-negative", () -> Diagnostic.error(new TopologySpineRef(at, h, row), "non-negative",
                            "link counts must not be negative: C[" + h + "][" + row + "][" + col + "] = " + a + ", C["
                                    + h + "][" + col + "][" + row + "] = " + b));
                } else if (a != b) {
                    int col = j;
                    counter.add("symmetric", () -> Diagnostic.error(new TopologySpineRef(at, h, row), "symmetric",
                            "logical topology must be symmetric (L2): C[" + h + "][" + row + "][" + col + "] = " + a
                                    + " but C[" + h + "][" + col + "][" + row + "] = " + b));
                }
            }
            long degree = t.degree(h, i);
            if (degree > kSpine) {
                counter.add("port-bound", () -> Diagnostic.error(new TopologySpineRef(at, h, row), "port-bound",
                        "pod " + row + " needs " + degree + " > " + kSpine + " ports in group " + h
                                + ". Infeasible on any wiring"));
            }
        }
    }

    /** Caps each rule at {@link #MAX_PER_RULE} findings and reports how many more there were. */
    private static final class Counter {
        private final List<Diagnostic> out;
        private final TopologyRef at;
        private final java.util.Map<String, Integer> perRule = new java.util.TreeMap<>();

        Counter(List<Diagnostic> out, TopologyRef at) {
            this.out = out;
            this.at = at;
        }

        /** Counts a finding of {@code rule}; builds and keeps it only while the rule is under its cap. */
        void add(String rule, java.util.function.Supplier<Diagnostic> finding) {
            int n = perRule.merge(rule, 1, Integer::sum);
            if (n <= MAX_PER_RULE) {
                out.add(finding.get());
            }
        }

        void summarise() {
            perRule.forEach((rule, n) -> {
                if (n > MAX_PER_RULE) {
                    out.add(Diagnostic.error(at, rule, (n - MAX_PER_RULE) + " more findings of rule " + rule));
                }
            });
        }
    }
}
