package com.lightwire.core.hbd;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.PlacementMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Algorithm 5's binary search returns what a linear scan over every constraint count finds (seeded instances). */
class FatTreeSearchTest {

    static LongStream seeds() {
        return LongStream.range(0, 120);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void binarySearchEqualsALinearScan(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int t = 1 + random.nextInt(4);
        int d = t * (1 + random.nextInt(4));
        int n = d * (1 + random.nextInt(5));
        int k = 1 + random.nextInt(3);
        if (n < 2 * k + 1) {
            n = d * ((2 * k + 1 + d - 1) / d);
        }
        HbdDesign design = new HbdDesign(n, 4, k, 8, Closure.RING, HbdOrder.DEPLOYMENT, t, d, 20);
        double p = random.nextDouble() * 0.3;
        HbdFaults faults = HbdFaults.of(IntStream.rangeClosed(1, n).filter(i -> random.nextDouble() < p).toArray());
        int m = 1 + random.nextInt(3);
        long job = 4L * m * (1 + random.nextInt(Math.max(1, n / m)));
        PlacementRequest request = new PlacementRequest(design, faults, 4 * m, PlacementMode.STRICT, job);
        int[] deploy = HbdOrders.deployment(n, t);
        int high = n / d + n / d * t;
        int linear = -1;
        for (int c = 0; c <= high; c++) {
            if ((long) FatTreeOrchestrator.groupCount(request, deploy, c) * 4 * m >= job) {
                linear = c;
            }
        }
        Outcome<Orchestration> outcome = FatTreeOrchestrator.place(request, SolveMonitor.NONE);
        if (linear < 0) {
            assertEquals(SolveStatus.INFEASIBLE, outcome.status());
            return;
        }
        assertTrue(outcome.isVerified(), outcome.diagnostics()::toString);
        assertEquals(linear, outcome.value().constraints(), "seed " + seed);
        assertEquals(FatTreeOrchestrator.groupCount(request, deploy, linear),
                outcome.value().placement().groups().size(), "the assembled placement holds the groups counted");
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void groupsCountedInPlaceEqualTheLinesBuiltOneByOne(long seed) {
        SplittableRandom random = new SplittableRandom(seed + 1000);
        int t = 1 + random.nextInt(4);
        int d = t * (1 + random.nextInt(4));
        int n = d * (3 + random.nextInt(5));
        int k = 1 + random.nextInt(4);
        HbdDesign design = new HbdDesign(n, 4, k, 8, Closure.LINE, HbdOrder.DEPLOYMENT, t, d, 20);
        double p = random.nextDouble() * 0.4;
        HbdFaults faults = HbdFaults.of(IntStream.rangeClosed(1, n).filter(i -> random.nextDouble() < p).toArray());
        int[] deploy = HbdOrders.deployment(n, t);
        for (PlacementMode mode : PlacementMode.values()) {
            PlacementRequest request = new PlacementRequest(design, faults, 4 * (1 + random.nextInt(4)), mode, 0);
            for (int c = 0; c <= n / d + n / d * t; c++) {
                assertEquals(FatTreeOrchestrator.lineGroupCount(request, deploy, c),
                        FatTreeOrchestrator.groupCount(request, deploy, c), "seed " + seed + ", c " + c + ", " + mode);
            }
        }
    }
}
