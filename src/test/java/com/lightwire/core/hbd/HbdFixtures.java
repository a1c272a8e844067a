package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Small builders shared by the HBD tests (R = 4, B = 8 unless given). */
final class HbdFixtures {

    private HbdFixtures() {
    }

    static HbdDesign design(int nodes, int k, Closure closure) {
        return new HbdDesign(nodes, 4, k, 8, closure, HbdOrder.SEQUENTIAL, 4, 8, 20);
    }

    static HbdPlacement place(HbdDesign design, int tp, PlacementMode mode, int... faulty) {
        Outcome<HbdPlacement> outcome = DcnFreeOrchestrator.place(new PlacementRequest(design, HbdFaults.of(faulty),
                tp, mode, 0), SolveMonitor.NONE);
        assertTrue(outcome.isVerified(), () -> outcome.status() + " " + outcome.diagnostics());
        return outcome.value();
    }

    static List<List<Integer>> groups(HbdPlacement placement) {
        return placement.groups().stream().map(g -> g.nodes().toList()).toList();
    }

    static List<List<Integer>> components(HbdPlacement placement) {
        return placement.components().stream().map(IntSeq::toList).toList();
    }

    static String ring(HbdPlacement placement, int group) {
        HbdGroup g = placement.groups().get(group);
        return g.gpuRing().stream().mapToObj(x -> HbdGroup.gpuLabel(x, placement.gpusPerNode()))
                .collect(Collectors.joining(" "));
    }

    /** True when the two rings are the same cycle up to rotation and reversal. */
    static boolean sameCycle(String a, String b) {
        List<String> x = List.of(a.split(" "));
        List<String> y = new ArrayList<>(List.of(b.split(" ")));
        for (int flip = 0; flip < 2; flip++) {
            for (int shift = 0; shift < y.size(); shift++) {
                List<String> rotated = new ArrayList<>(y.subList(shift, y.size()));
                rotated.addAll(y.subList(0, shift));
                if (rotated.equals(x)) {
                    return true;
                }
            }
            java.util.Collections.reverse(y);
        }
        return false;
    }
}
