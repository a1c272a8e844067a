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
        boolean clean = t.isWellFormed(); // no entry breaks sign, symmetry or the diagonal: skip the O(P²) scan
        for (int i = 0; i < t.pods(); i++) {
            if (!clean) {
                checkEntries(t, h, i, counter, at);
            }
            long degree = t.degree(h, i);
            if (degree > kSpine && counter.admit("port-bound")) {
                counter.add(Diagnostic.error(new TopologySpineRef(at, h, i), "port-bound", "pod " + i + " needs "
                        + degree + " > " + kSpine + " ports in group " + h + ". Infeasible on any wiring"));
            }
        }
    }

    /** The zero diagonal of row i, and sign and symmetry of its pairs (i, j > i). O(P). */
    private static void checkEntries(LogicalTopology t, int h, int i, Counter counter, TopologyRef at) {
        TopologySpineRef row = new TopologySpineRef(at, h, i);
        if (t.count(h, i, i) != 0 && counter.admit("diagonal-zero")) {
            counter.add(Diagnostic.error(row, "diagonal-zero", "diagonal must be 0: C[" + h + "][" + i + "][" + i
                    + "] = " + t.count(h, i, i)));
        }
        for (int j = i + 1; j < t.pods(); j++) {
            int a = t.count(h, i, j);
            int b = t.count(h, j, i);
            if ((a < 0 || b < 0) && counter.admit("non-negative")) {
                counter.add(Diagnostic.error(row, "non-negative", "link counts must not be negative: C[" + h + "]["
                        + i + "][" + j + "] = " + a + ", C[" + h + "][" + j + "][" + i + "] = " + b));
            } else if (a >= 0 && b >= 0 && a != b && counter.admit("symmetric")) {
                counter.add(Diagnostic.error(row, "symmetric", "logical topology must be symmetric (L2): C[" + h
                        + "][" + i + "][" + j + "] = " + a + " but C[" + h + "][" + j + "][" + i + "] = " + b));
            }
        }
    }

    /** Caps each rule at {@link #MAX_PER_RULE} findings and reports how many more there were. */
    private static final class Counter {
        private final List<Diagnostic> out;
        private final TopologyRef at;
        private final java.util.Map<String, int[]> perRule = new java.util.TreeMap<>();

        Counter(List<Diagnostic> out, TopologyRef at) {
            this.out = out;
            this.at = at;
        }

        /**
         * Counts a finding of {@code rule}; true while the rule is under its cap, when the caller builds the finding
         * and {@link #add}s it (so no message is formatted, and nothing allocated, past the cap).
         */
        boolean admit(String rule) {
            return ++perRule.computeIfAbsent(rule, r -> new int[1])[0] <= MAX_PER_RULE;
        }

        void add(Diagnostic finding) {
            out.add(finding);
        }

        void summarise() {
            perRule.forEach((rule, n) -> {
                if (n[0] > MAX_PER_RULE) {
                    out.add(Diagnostic.error(at, rule, (n[0] - MAX_PER_RULE) + " more findings of rule " + rule));
                }
            });
        }
    }
}
