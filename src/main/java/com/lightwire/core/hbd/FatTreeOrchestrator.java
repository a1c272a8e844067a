package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlacement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Algorithm 5, Orchestration-Fat-Tree, with Algorithms 3 and 4, as fixed by the digest (§3.3-3.6, §7 items 6-7):
 * the deployment order S_deploy (Algorithm 3); Placement-Fat-Tree(c) enforces the alignment constraint (a failure
 * fails its whole ToR) on the first max(0, c − n_maxsub) domains of d nodes, on a copy of F, and the no-crossing
 * constraint on the first min(n_maxsub, c) chunks of l = d/T nodes (n_maxsub = (N/d)·T), running Algorithm 2 on each
 * chunk and on the rest as lines; a binary search over c ∈ [0, N/d + n_maxsub] keeps the most constrained placement
 * whose groups hold the job (the best feasible probe, not the last). The job (default: every GPU the unconstrained
 * placement holds) runs on the first ⌈s/t⌉ groups. Requires T | d | N. Probes count groups only; the chosen
 * placement is assembled once. O(N log N).
 */
public final class FatTreeOrchestrator {

    private FatTreeOrchestrator() {
    }

    public static Outcome<Orchestration> place(PlacementRequest request, SolveMonitor monitor) {
        int[] deploy = deployOrder(request.design());
        return SolveFrame.run(() -> validate(request), monitor, diagnostics -> solve(request, deploy, monitor,
                diagnostics), o -> PlacementVerifier.verify(request, deploy, false, o.placement()));
    }

    /** Algorithm 5 on a valid request without the verifier (benchmarks); empty when no placement holds the job. */
    public static java.util.Optional<Orchestration> compute(PlacementRequest request, SolveMonitor monitor) {
        SolveFrame.Candidate<Orchestration> c = solve(request, deployOrder(request.design()), monitor,
                new ArrayList<>());
        return java.util.Optional.ofNullable(c.value());
    }

    private static int[] deployOrder(HbdDesign d) {
        return d.nodesPerTor() >= 1 && d.nodes() % d.nodesPerTor() == 0
                ? HbdOrders.deployment(d.nodes(), d.nodesPerTor()) : new int[0];
    }

    static List<Diagnostic> validate(PlacementRequest request) {
        List<Diagnostic> out = new ArrayList<>(PlacementChecks.validate(request));
        HbdDesign d = request.design();
        if (out.isEmpty() && (d.domainNodes() % d.nodesPerTor() != 0 || d.nodes() % d.domainNodes() != 0)) {
            out.add(Diagnostic.error(SubjectRef.METHOD, "hbd-fat-tree-sizes", "the fat-tree method needs T | d | N: "
                    + "nodesPerTor " + d.nodesPerTor() + ", domainNodes " + d.domainNodes() + ", nodes " + d.nodes()));
        }
        return out;
    }

    private static SolveFrame.Candidate<Orchestration> solve(PlacementRequest request, int[] deploy,
                                                             SolveMonitor monitor, List<Diagnostic> diagnostics) {
        Sizes sizes = new Sizes(request.design());
        long job = request.jobGpus() > 0 ? request.jobGpus() : (long) groups(request, deploy, sizes, 0,
                request.faults().mask(request.design().nodes())) * request.tp();
        int jobGroups = (int) ((job + request.tp() - 1) / request.tp());
        List<Orchestration.Probe> probes = new ArrayList<>();
        int best = search(request, deploy, sizes, job, probes, monitor);
        if (best < 0) {
            diagnostics.add(Diagnostic.error(SubjectRef.SOLVER, "hbd-job-fit", "no placement holds the job of " + job
                    + " GPUs (" + jobGroups + " groups of " + request.tp() + ")"));
            return SolveFrame.Candidate.none(SolveStatus.INFEASIBLE);
        }
        HbdPlacement placement = assemble(request, deploy, sizes, best, monitor);
        double crossTor = CrossTorMetric.ratio(placement.groups().subList(0, jobGroups),
                request.design().nodesPerTor(), request.design().nodesPerTor());
        return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, new Orchestration(placement, jobGroups, best, probes,
                crossTor));
    }

    /**
     * Algorithm 5's binary search alone (no states, rings or metric): the most constrained count whose groups hold
     * {@code job} GPUs, or -1; for benchmarks.
     */
    public static int searchConstraints(PlacementRequest request, long job) {
        return search(request, deployOrder(request.design()), new Sizes(request.design()), job, new ArrayList<>(),
                SolveMonitor.NONE);
    }

    private static int search(PlacementRequest request, int[] deploy, Sizes sizes, long job,
                              List<Orchestration.Probe> probes, SolveMonitor monitor) {
        boolean[] failed = request.faults().mask(request.design().nodes());
        int low = 0;
        int high = sizes.domains + sizes.maxSub;
        int best = -1;
        while (low <= high) {
            monitor.checkCancelled();
            int mid = (low + high) >>> 1;
            int groups = groups(request, deploy, sizes, mid, failed);
            boolean feasible = (long) groups * request.tp() >= job && groups > 0;
            probes.add(new Orchestration.Probe(mid, groups, feasible));
            if (feasible) {
                best = mid;
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        return best;
    }

    /** l, n_domain and n_maxsub of a design. */
    private record Sizes(int chunk, int domains, int maxSub) {
        Sizes(HbdDesign d) {
            this(d.domainNodes() / d.nodesPerTor(), d.nodes() / d.domainNodes(),
                    d.nodes() / d.domainNodes() * d.nodesPerTor());
        }
    }

    /** Group count of Placement-Fat-Tree with {@code c} constraints on {@code deploy}. */
    static int groupCount(PlacementRequest request, int[] deploy, int c) {
        return groups(request, deploy, new Sizes(request.design()), c,
                request.faults().mask(request.design().nodes()));
    }

    /**
     * The groups Placement-Fat-Tree places with {@code c} constraints, counted in place over the deployment order's
     * chunks (no line is built): one O(N) pass per probe, so the binary search costs O(N log N) and little memory.
     */
    private static int groups(PlacementRequest request, int[] deploy, Sizes sizes, int c, boolean[] failed) {
        HbdDesign d = request.design();
        boolean[] widened = widened(d, sizes, c, failed);
        KHopWiring wiring = wiring(request);
        int m = request.nodesPerGroup();
        int sub = Math.min(sizes.maxSub, c);
        int total = 0;
        for (int r = 0; r < sub; r++) {
            total += ChainPacker.count(deploy, r * sizes.chunk, sizes.chunk, widened, d.bundles(), m, request.mode(),
                    wiring);
        }
        return total + ChainPacker.count(deploy, sub * sizes.chunk, deploy.length - sub * sizes.chunk, widened,
                d.bundles(), m, request.mode(), wiring);
    }

    /** The same count over Algorithm 4's lines built one by one (the slow reference of the tests). */
    static int lineGroupCount(PlacementRequest request, int[] deploy, int c) {
        int total = 0;
        for (HbdLine line : lines(request, deploy, new Sizes(request.design()), c)) {
            total += ChainPacker.count(line, request.nodesPerGroup(), request.mode(), wiring(request));
        }
        return total;
    }

    private static HbdPlacement assemble(PlacementRequest request, int[] deploy, Sizes sizes, int c,
                                         SolveMonitor monitor) {
        PlacementAssembler assembler = new PlacementAssembler(request);
        for (HbdLine line : lines(request, deploy, sizes, c)) {
            assembler.addLine(line);
            assembler.addChains(line, ChainPacker.pack(line, request.nodesPerGroup(), request.mode(),
                    assembler.wiring()), monitor);
        }
        return assembler.build(request.design().nodes() - request.faults().count());
    }

    private static KHopWiring wiring(PlacementRequest request) {
        return new KHopWiring(request.design().gpusPerNode(), request.design().bundles());
    }

    /** Algorithm 4's lines: the constrained chunks, then the rest, over F' (alignment applied). */
    private static List<HbdLine> lines(PlacementRequest request, int[] deploy, Sizes sizes, int c) {
        HbdDesign d = request.design();
        boolean[] widened = widened(d, sizes, c, request.faults().mask(d.nodes()));
        int sub = Math.min(sizes.maxSub, c);
        List<HbdLine> out = new ArrayList<>();
        for (int r = 0; r < sub; r++) {
            out.add(HbdLine.of(Arrays.copyOfRange(deploy, r * sizes.chunk, (r + 1) * sizes.chunk), widened,
                    d.bundles(), false));
        }
        out.add(HbdLine.of(Arrays.copyOfRange(deploy, sub * sizes.chunk, deploy.length), widened, d.bundles(), false));
        return out;
    }

    /**
     * F' of Algorithm 4: the failed nodes, and every node of a ToR with a failed node in the first
     * {@code c − n_maxsub} domains (the alignment constraint); {@code failed} itself when no alignment applies.
     */
    private static boolean[] widened(HbdDesign d, Sizes sizes, int c, boolean[] failed) {
        int align = Math.max(0, c - sizes.maxSub);
        if (align == 0) {
            return failed;
        }
        boolean[] widened = failed.clone();
        for (int i = 0; i < align; i++) {
            for (int sid = i * d.domainNodes() + 1; sid <= (i + 1) * d.domainNodes(); sid++) {
                if (failed[sid]) {
                    int tor = (sid - 1) / d.nodesPerTor();
                    Arrays.fill(widened, tor * d.nodesPerTor() + 1, (tor + 1) * d.nodesPerTor() + 1, true);
                }
            }
        }
        return widened;
    }
}
