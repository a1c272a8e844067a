package com.lightwire.core.hbd;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import com.lightwire.model.hbd.WasteRow;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The digest's cases V9-V16 (infinitehbd.md §6): fragmentation, conversions, bound, BOM, Table 6, statistics. */
class HbdWasteCostCasesTest {

    private static final HbdDesign CLUSTER = new HbdDesign(2448, 4, 2, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 48,
            20);

    private static WasteRow row(HbdDesign design, int tp, String arch, int... faulty0) {
        return new WasteModels(design, tp).rows(faulty0).stream().filter(r -> r.architecture().equals(arch))
                .findFirst().orElseThrow();
    }

    @Test
    void v9FragmentationFormula() {
        HbdDesign nine = CLUSTER.withNodes(9);
        assertEquals(4, row(nine, 16, "nvl-36").wastedGpus(), "NVL-36 TP-16: 36 mod 16 = 4");
        assertEquals(4.0 / 36, row(nine, 16, "nvl-36").wasteRatio(), 1e-12);
        HbdDesign eighteen = CLUSTER.withNodes(18);
        assertEquals(8.0 / 72, row(eighteen, 32, "nvl-72").wasteRatio(), 1e-12);
        assertEquals(4.0 / 72, row(eighteen, 32, "nvl-72", 5).wasteRatio(), 1e-12);
        assertEquals(0, row(eighteen, 32, "nvl-72", 5, 9).wastedGpus());
        assertEquals(12, row(nine, 16, "nvl-36", 0, 1).wastedGpus(), "faults are whole 4-GPU nodes: (36-8) mod 16");
        assertEquals(8, row(CLUSTER.withNodes(16), 16, "big-switch", 0, 1).wastedGpus(), "one 64-GPU HBD: 56 mod 16");
    }

    @Test
    void v10FaultRateConversion() {
        double p = FaultRates.gpuFromNode8(0.0266);
        assertEquals(0.336435, p * 100, 1e-6);
        assertEquals(1.338964, FaultRates.nodeFromGpu(p, 4) * 100, 1e-6);
        assertEquals(50.337, FaultRates.halfGivenNode8(p) * 100, 1e-3);
        assertEquals(0.674, FaultRates.bothGivenNode8(p) * 100, 1e-3);
        assertEquals(49.663, (FaultRates.halfGivenNode8(p) - FaultRates.bothGivenNode8(p)) * 100, 1e-3);
        assertEquals(1.026105, FaultRates.gpuFromNode8(0.0792) * 100, 1e-6);
    }

    @Test
    void v11AppendixCBound() {
        assertEquals(0.301087, FaultRates.bound(32, 8, 2, 0.0792), 1e-6);
        assertEquals(0.023846, FaultRates.bound(32, 8, 3, 0.0792), 1e-6);
        assertEquals(0.0018886, FaultRates.bound(32, 8, 4, 0.0792), 1e-7);
        double ps = 1 - Math.pow(0.9897, 4);
        assertEquals(0.0405678, ps, 1e-7);
        assertEquals(0.092162, FaultRates.bound(32, 4, 2, ps), 1e-6);
        assertEquals(0.0037388, FaultRates.bound(32, 4, 3, ps), 1e-7);
        assertEquals(0.00015168, FaultRates.bound(32, 4, 4, ps), 1e-8);
    }

    @Test
    void v12InfiniteHbdBom() {
        HbdCosts.SystemRow k2 = system("infinitehbd-k2");
        assertEquals(new BigDecimal("10507.20"), k2.usd().setScale(2));
        assertEquals(192.4, k2.watts(), 1e-9);
        assertEquals(2626.80, k2.usdPerGpu(), 1e-9);
        assertEquals(3.2835, k2.usdPerGpuGbps(), 1e-9);
        HbdCosts.SystemRow k3 = system("infinitehbd-k3");
        assertEquals(new BigDecimal("14962.40"), k3.usd().setScale(2));
        assertEquals(72.05, k3.wattsPerGpu(), 1e-9);
        HbdCosts.SystemRow cluster2 = HbdCosts.design(CLUSTER);
        assertEquals(List.of(39168L, 9792L, 39168L), cluster2.lines().stream().map(HbdCosts.Line::qty).toList());
        assertEquals(new BigDecimal("25721625.60"), cluster2.usd().setScale(2));
        assertEquals(470995.2, cluster2.watts(), 1e-6);
        HbdCosts.SystemRow cluster3 = HbdCosts.design(CLUSTER.withBundles(3));
        assertEquals(new BigDecimal("36627955.20"), cluster3.usd().setScale(2));
        assertEquals(705513.6, cluster3.watts(), 1e-6);
        assertEquals(new BigDecimal("672460.80"), HbdCosts.design(CLUSTER.withNodes(64)).usd().setScale(2));
        assertEquals(new BigDecimal("93642854.40"), system("nvl-72").usd().multiply(BigDecimal.valueOf(136))
                .setScale(2));
    }

    private static HbdCosts.SystemRow system(String name) {
        return HbdCosts.referenceSystems().stream().filter(s -> s.architecture().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void v13Table6FromTable8ExceptTheNvl36x2Power() {
        for (HbdCosts.SystemRow s : HbdCosts.referenceSystems()) {
            if (s.paper() != null) {
                assertEquals(!s.architecture().equals("nvl-36x2"), s.matchesPaper(), s.architecture());
            }
        }
        assertEquals(152.125, system("nvl-36x2").wattsPerGpu(), 1e-9);
        HbdCosts.SystemRow hpn = system("alibaba-hpn");
        assertEquals(new BigDecimal("17013504.00"), hpn.usd().setScale(2));
        assertEquals(1481064, hpn.watts(), 1e-6);
        assertEquals(1042.49, hpn.usdPerGpu(), 0.005);
        assertEquals(90.75, hpn.wattsPerGpu(), 0.005);
    }

    @Test
    void v14EightGpuNodeExtrapolation() {
        HbdDesign node8 = new HbdDesign(1, 8, 2, 8, Closure.LINE, HbdOrder.SEQUENTIAL, 1, 1, 20);
        HbdCosts.SystemRow k2 = HbdCosts.design(node8);
        assertEquals(List.of(16L, 12L), k2.lines().stream().limit(2).map(HbdCosts.Line::qty).toList());
        assertEquals(new BigDecimal("12104.00"), k2.usd().add(HbdCosts.FIBER.usd().multiply(BigDecimal.valueOf(16)))
                .setScale(2), "16 fibers per node as in Table 8 (a 1-node line has none)");
        HbdCosts.SystemRow k4 = HbdCosts.design(node8.withBundles(4));
        assertEquals(List.of(32L, 8L), k4.lines().stream().limit(2).map(HbdCosts.Line::qty).toList());
    }

    @Test
    void v15Misc() {
        assertEquals(3.3655, 0.1851 / 0.0550, 1e-4);
        assertEquals(List.of(17, 136, 272, 153, 2448), IntStream.of(576, 72, 36, 64, 4).map(x -> 9792 / x).boxed()
                .toList());
        assertEquals(68.7, 10.31 / 0.15, 0.05);
        assertTrue(row(CLUSTER, 32, "tpuv4").applicable());
        assertFalse(row(CLUSTER.withNodes(9), 8, "infinitehbd-k4").wastedGpus() < 0);
    }

    @Test
    void v16StatisticalSanity() {
        List<MonteCarloSweep.Row> rows = MonteCarloSweep.run(CLUSTER, new int[]{32}, new double[]{0.0134}, 60, 16,
                SolveMonitor.NONE);
        assertTrue(between(mean(rows, "infinitehbd-k2"), 0.0010, 0.0025), () -> "K=2 " + mean(rows, "infinitehbd-k2"));
        assertTrue(between(mean(rows, "nvl-72"), 0.09, 0.11), () -> "NVL-72 " + mean(rows, "nvl-72"));
        assertTrue(between(mean(rows, "infinitehbd-k1"), 0.035, 0.06), () -> "K=1 " + mean(rows, "infinitehbd-k1"));
    }

    private static double mean(List<MonteCarloSweep.Row> rows, String arch) {
        return rows.stream().filter(r -> r.architecture().equals(arch)).findFirst().orElseThrow().meanWasteRatio();
    }

    private static boolean between(double v, double lo, double hi) {
        return v >= lo && v <= hi;
    }
}
