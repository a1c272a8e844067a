package com.lightwire.core.bom;

import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BOM totals of the testbed (4 pods, K_leaf = K_spine = 8, tau = 2, K_ocs = 8) against figures computed by hand.
 * All racks stand on one spot, so every inter-rack cable is 4 m vertical + 2 m slack = 6 m (7 m bin) and every split
 * leg 3 m (3 m bin). Sizes: 16 leaves, 16 spines, 32 OCSes, 128 GPUs, 128 spine-OCS cables, 128 leaf-spine links
 * (16 leaves x 8 uplinks), 8 OCS racks.
 */
class BomCalculatorTest {

    static final Catalog CATALOG = TestCatalog.CATALOG;

    static Cluster testbed(WiringScheme scheme) {
        Cluster c = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, scheme);
        return c.withRacks(c.racks().stream().map(r -> r.movedTo(0, 0)).toList());
    }

    @Test
    void crossWiringTestbedTotalsMatchTheHandComputation() {
        Bom bom = BomCalculator.ocsDesign(testbed(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT);
        // leaves 16 x 14,960 = 239,360; spines 16 x 14,960 = 239,360; OCS 32 x 80,000 = 2,560,000
        // leaf-spine optics 256 x 360 = 92,160; spine-OCS optics 128 x 360 = 46,080
        // leaf-spine 7 m cords 128 x (1.80 + 0.70) = 320; trunks 7 m 128 x 2.50 = 320; legs 3 m 256 x 1.05 = 268.80
        // split panels 4 groups x 4 pairs x ceil(2*4/64) = 16 x 192 = 3,072
        // racks 4 spine + 4 leaf + 8 OCS + 8 distribution frames = 24 x 1,200 = 28,800
        assertEquals(new BigDecimal("3209740.80"), bom.totalCost().setScale(2));
        // 32 switches x 3,145 = 100,640; 32 OCS x 108 = 3,456; 384 optics x 12 = 4,608
        assertEquals(108704.0, bom.totalPowerW(), 1e-9);
        assertEquals(128, bom.gpus());
        assertEquals(new BigDecimal("25076.10"), bom.costPerGpu());
        assertEquals(849.25, bom.powerPerGpuW(), 1e-9);
        assertEquals(24, bom.quantityOf(BomCategory.RACK));
        assertEquals(16, bom.quantityOf(BomCategory.PANEL));
        assertEquals(128 + 128 + 256, bom.quantityOf(BomCategory.CABLE));
    }

    @Test
    void uniformTestbedHasNoLegsPanelsOrFramesAndCostsThatMuchLess() {
        Bom bom = BomCalculator.ocsDesign(testbed(WiringScheme.UNIFORM), CATALOG, BomOptions.DEFAULT);
        // 3,209,740.80 - legs 268.80 - panels 3,072 - 8 frames 9,600
        assertEquals(new BigDecimal("3196800.00"), bom.totalCost().setScale(2));
        assertEquals(108704.0, bom.totalPowerW(), 1e-9);
        assertEquals(0, bom.quantityOf(BomCategory.PANEL));
        assertEquals(16, bom.quantityOf(BomCategory.RACK));
    }

    @Test
    void electricalClosReferenceOfTheTestbedMatchesTheHandComputation() {
        Bom bom = BomCalculator.electricalClos(testbed(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT);
        // pods as above: 478,720 switches + 92,160 leaf-spine optics + 320 cords
        // core plane h: N = P x K_spine = 32 ports <= radix 128: one switch; 4 planes x 14,960 = 59,840
        // spine-core links 128, optics at both ends: 256 x 360 = 92,160; 128 cords x 2.50 = 320
        // racks 4 spine + 4 leaf + ceil(4 / 16) = 9 x 1,200 = 10,800
        assertEquals(new BigDecimal("734320.00"), bom.totalCost().setScale(2));
        // 36 switches x 3,145 = 113,220; 512 optics x 12 = 6,144
        assertEquals(119364.0, bom.totalPowerW(), 1e-9);
    }

    @Test
    void sparesRoundUpPerLineAndSkipGpusAndRacksAndDrawNoPower() {
        BomOptions options = BomOptions.DEFAULT.withGpus(true).withSpares(new BigDecimal("10"));
        Bom bom = BomCalculator.ocsDesign(testbed(WiringScheme.CROSS), CATALOG, options);
        // spares: switches 2 + 2 (x 14,960 = 59,840), OCS ceil(3.2) = 4 (320,000), optics 26 + 13 (x 360 = 14,040),
        // cords 13 + 13 (x 2.50 = 65), legs 26 (x 1.05 = 27.30), panels 2 (384): 394,356.30
        // GPUs 128 x 30,000 = 3,840,000 without spares, 128 x 700 W = 89,600 W
        assertEquals(new BigDecimal("7444097.10"), bom.totalCost().setScale(2));
        assertEquals(108704.0 + 89600.0, bom.totalPowerW(), 1e-9);
        assertEquals(128, bom.quantityOf(BomCategory.GPU));
    }

    @Test
    void anOcsIsChosenByPortCountAndAWarningNamesAShortfall() {
        Cluster big = StandardLayout.build("c", new FabricParams(16, 16, 1, 512), 2, WiringScheme.CROSS);
        Bom bom = BomCalculator.ocsDesign(big, CATALOG, BomOptions.DEFAULT);
        assertTrue(bom.lines().stream().anyMatch(l -> l.itemKey().equals("OCS_MEMS_512")));
        Cluster huge = StandardLayout.build("c", new FabricParams(16, 16, 1, 1024), 2, WiringScheme.CROSS);
        assertEquals("bom-ocs-ports", BomCalculator.ocsDesign(huge, CATALOG, BomOptions.DEFAULT).notes().get(0).rule());
    }

    @Test
    void corePlanesGrowATierWhenTheyOutgrowTheRadix() {
        assertEquals(1, BomCalculator.tiers(128, 128));
        assertEquals(2, BomCalculator.tiers(129, 128));
        assertEquals(2, BomCalculator.tiers(8192, 128));
        assertEquals(3, BomCalculator.tiers(8193, 128));
    }

    @Test
    void comparisonPutsUniformCrossAndClosSideBySide() {
        BomComparison comparison = BomCalculator.compare(testbed(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT);
        assertEquals(List.of("Uniform", "Cross Wiring", "Electrical Clos (reference)"),
                comparison.designs().stream().map(Bom::design).toList());
        BomComparison.Row ocs = comparison.rows().stream().filter(r -> r.category() == BomCategory.OCS).findFirst()
                .orElseThrow();
        assertEquals(List.of(32L, 32L, 0L), ocs.quantities());
    }

    @Test
    void lengthsGoToTheSmallestStockBinThatHoldsThem() {
        assertEquals(1, LengthBins.binOf(0));
        assertEquals(7, LengthBins.binOf(6.0));
        assertEquals(7, LengthBins.binOf(7.0));
        assertEquals(10, LengthBins.binOf(7.01));
        assertEquals(350, LengthBins.binOf(301));
    }
}
