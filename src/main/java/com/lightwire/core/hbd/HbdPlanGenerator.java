package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlan;
import com.lightwire.model.hbd.IntSeq;

/**
 * Builds the fiber plan of a design (digest §2.2, §2.8): node-pair links at hops 1..K along the HBD order (cyclic on
 * a ring), B fibers each wired per {@link KHopWiring}, lengths from {@link RackGeometry}, and 2 DAC cables on every
 * free position. O(N·K) time and memory; fibers are not materialised. Every plan is re-checked by
 * {@link HbdPlanVerifier}.
 */
public final class HbdPlanGenerator {

    /** DAC cables per free position (digest §1.6: 2 × 1.6T). */
    public static final int DAC_PER_POSITION = 2;

    private HbdPlanGenerator() {
    }

    /** The plan of {@code design}, validated, built and verified. */
    public static Outcome<HbdPlan> generate(HbdDesign design, SolveMonitor monitor) {
        return SolveFrame.run(design::problems, monitor,
                diagnostics -> SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, build(design)),
                plan -> HbdPlanVerifier.verify(design, plan));
    }

    /** The plan of a valid design, unchecked. */
    public static HbdPlan build(HbdDesign design) {
        int[] order = HbdOrders.resolve(design);
        KHopWiring wiring = new KHopWiring(design.gpusPerNode(), design.bundles());
        RackGeometry racks = new RackGeometry(design);
        int n = order.length;
        int k = design.bundles();
        int links = (int) design.linkCount();
        int[] a = new int[links];
        int[] b = new int[links];
        int[] hops = new int[links];
        double[] meters = new double[links];
        int i = 0;
        for (int p = 0; p < n; p++) {
            for (int hop = 1; hop <= k; hop++) {
                if (!design.isRing() && p + hop >= n) {
                    break;
                }
                a[i] = order[p];
                b[i] = order[(p + hop) % n];
                hops[i] = hop;
                meters[i] = racks.meters(a[i], b[i]);
                i++;
            }
        }
        return new HbdPlan(IntSeq.wrap(order), wiring.names(), design.modulesPerBundle(), IntSeq.wrap(a),
                IntSeq.wrap(b), IntSeq.wrap(hops), meters, byHop(k, h -> wiring.bundleFor(h)),
                byHop(k, h -> wiring.pathFor(h)), byHop(k, h -> wiring.bundleFor(-h)),
                byHop(k, h -> wiring.pathFor(-h)), IntSeq.wrap(wiring.freePositions().stream()
                .mapToInt(p -> p + 1).toArray()), DAC_PER_POSITION);
    }

    private static IntSeq byHop(int k, java.util.function.IntUnaryOperator f) {
        int[] out = new int[k + 1];
        for (int h = 1; h <= k; h++) {
            out[h] = f.applyAsInt(h);
        }
        return IntSeq.wrap(out);
    }
}
