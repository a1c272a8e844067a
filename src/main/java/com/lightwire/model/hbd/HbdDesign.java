package com.lightwire.model.hbd;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An InfiniteHBD design (digest §1.6, §2): {@code nodes} nodes of {@code gpusPerNode} GPUs (R), each with
 * {@code bundles} OCSTrx bundles (K, the hop reach) of {@code modulesPerBundle} modules (B), linked along an HBD
 * order as a ring or a line; ToRs of {@code nodesPerTor} nodes (T), aggregation domains of {@code domainNodes} nodes
 * (d), rows of {@code racksPerRow} racks (one ToR per rack) for cable lengths. Kept as given (an invalid design can
 * be held and shown); {@link #problems()} lists what breaks a rule, and a project may embed it as study kind
 * {@value #STUDY_KIND}.
 */
public record HbdDesign(int nodes, int gpusPerNode, int bundles, int modulesPerBundle, Closure closure,
                        HbdOrder order, int nodesPerTor, int domainNodes, int racksPerRow) implements StudyData {

    /** The study kind of an embedded design. */
    public static final String STUDY_KIND = "hbd";
    /** Most nodes of a design: 2²⁰. */
    public static final int MAX_NODES = 1 << 20;
    /** Most fibers of a design's plan. */
    public static final long MAX_FIBERS = 10_000_000L;
    /** Most modules per bundle. */
    public static final int MAX_MODULES = 64;

    /** The digest's example design: 8 nodes of 4 GPUs, K = 2, B = 8, ring, sequential, T = 4, d = 8, 20 racks a row. */
    public static final HbdDesign DEFAULT = new HbdDesign(8, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 8, 20);

    public HbdDesign {
        Objects.requireNonNull(closure, "closure");
        Objects.requireNonNull(order, "order");
    }

    /** The design a project embeds as its first {@value #STUDY_KIND} study, if any (valid or not). */
    public static Optional<HbdDesign> in(Project project) {
        return project.studies().stream().filter(s -> s.kind().equals(STUDY_KIND)).map(s -> s.data())
                .filter(HbdDesign.class::isInstance).map(HbdDesign.class::cast).findFirst();
    }

    public long gpus() {
        return (long) nodes * gpusPerNode;
    }

    /** Node-pair links: N·K on a ring, K·N − K(K+1)/2 on a line (digest §2.2); 0 for a line shorter than the reach. */
    public long linkCount() {
        long k = bundles;
        if (closure == Closure.RING) {
            return nodes * k;
        }
        long total = 0;
        for (int hop = 1; hop <= k; hop++) {
            total += Math.max(0, nodes - hop);
        }
        return total;
    }

    public long fiberCount() {
        return linkCount() * modulesPerBundle;
    }

    public boolean isRing() {
        return closure == Closure.RING;
    }

    public HbdDesign withNodes(int n) {
        return new HbdDesign(n, gpusPerNode, bundles, modulesPerBundle, closure, order, nodesPerTor, domainNodes,
                racksPerRow);
    }

    public HbdDesign withBundles(int k) {
        return new HbdDesign(nodes, gpusPerNode, k, modulesPerBundle, closure, order, nodesPerTor, domainNodes,
                racksPerRow);
    }

    public HbdDesign withClosure(Closure c) {
        return new HbdDesign(nodes, gpusPerNode, bundles, modulesPerBundle, c, order, nodesPerTor, domainNodes,
                racksPerRow);
    }

    public HbdDesign withOrder(HbdOrder o) {
        return new HbdDesign(nodes, gpusPerNode, bundles, modulesPerBundle, closure, o, nodesPerTor, domainNodes,
                racksPerRow);
    }

    /** Every design-rule finding, errors first in field order; empty for a valid design. */
    public List<Diagnostic> problems() {
        List<Diagnostic> out = new ArrayList<>();
        check(out, nodes >= 1 && nodes <= MAX_NODES, "nodes", "hbd-size", "must be between 1 and "
                + String.format(java.util.Locale.ROOT, "%,d", MAX_NODES) + " (the limit on nodes); it is " + nodes);
        check(out, gpusPerNode >= 2 && gpusPerNode <= 16 && gpusPerNode % 2 == 0, "gpusPerNode", "hbd-gpus",
                "must be even, 2 to 16; it is " + gpusPerNode);
        check(out, bundles >= 1 && bundles <= gpusPerNode, "bundles", "hbd-bundles",
                "K must be between 1 and gpusPerNode (" + gpusPerNode + "); it is " + bundles);
        check(out, modulesPerBundle >= 1 && modulesPerBundle <= MAX_MODULES, "modulesPerBundle", "hbd-modules",
                "must be between 1 and " + MAX_MODULES + "; it is " + modulesPerBundle);
        check(out, nodesPerTor >= 1, "nodesPerTor", "hbd-tor", "must be at least 1; it is " + nodesPerTor);
        check(out, domainNodes >= 1, "domainNodes", "hbd-domain", "must be at least 1; it is " + domainNodes);
        check(out, racksPerRow >= 1, "racksPerRow", "hbd-row", "must be at least 1; it is " + racksPerRow);
        if (!out.isEmpty()) {
            return out;
        }
        check(out, closure != Closure.RING || nodes >= 2L * bundles + 1, "nodes", "hbd-ring-size",
                "a ring of K = " + bundles + " needs at least 2K+1 = " + (2 * bundles + 1) + " nodes; it has "
                        + nodes + " (use \"closure\": \"line\")");
        check(out, fiberCount() <= MAX_FIBERS, "nodes", "hbd-fibers", "the plan would hold "
                + fiberCount() + " fibers, over the limit of 10,000,000");
        check(out, order.kind() != HbdOrder.Kind.DEPLOYMENT || nodes % nodesPerTor == 0, "nodesPerTor",
                "hbd-tor-divides", "the deployment order needs nodesPerTor (" + nodesPerTor + ") to divide nodes ("
                        + nodes + ")");
        orderProblems(out);
        return out;
    }

    private void orderProblems(List<Diagnostic> out) {
        if (order.kind() != HbdOrder.Kind.EXPLICIT) {
            return;
        }
        IntSeq p = order.permutation();
        if (p.size() != nodes) {
            out.add(error("order", "hbd-order", "an explicit order lists every node once: " + nodes
                    + " ids; it lists " + p.size()));
            return;
        }
        boolean[] seen = new boolean[nodes + 1];
        for (int i = 0; i < p.size(); i++) {
            int id = p.get(i);
            if (id < 1 || id > nodes || seen[id]) {
                out.add(error("order[" + i + "]", "hbd-order", id < 1 || id > nodes
                        ? "node ids run from 1 to " + nodes + "; it is " + id : "node " + id + " is listed twice"));
                return;
            }
            seen[id] = true;
        }
    }

    private static void check(List<Diagnostic> out, boolean ok, String field, String rule, String message) {
        if (!ok) {
            out.add(error(field, rule, message));
        }
    }

    private static Diagnostic error(String field, String rule, String message) {
        return Diagnostic.error(new HbdDesignRef(field), rule, message);
    }

    @Override
    public List<Diagnostic> validate(Project project, StudyRef at) {
        return problems().stream().map(d -> new Diagnostic(d.severity(), at, d.rule(),
                d.element().label() + ": " + d.message())).toList();
    }
}
