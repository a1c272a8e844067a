package com.lightwire.core.bom;

import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Counts of the electrical Clos reference when a core plane outgrows one switch (radix R = 128 in the test
 * catalog): {@code (2t-1)·ceil(N/R)} switches and {@code (t-1)·N} internal links per plane, optics at both ends of
 * every link, one rack per 16 core switches. Computed by hand in each test.
 */
class ClosTiersTest {

    private static Bom clos(FabricParams params, int pods) {
        Cluster c = StandardLayout.build("c", params, pods, WiringScheme.CROSS);
        return BomCalculator.electricalClos(c, TestCatalog.CATALOG, BomOptions.DEFAULT);
    }

    @Test
    void twoTierPlanesOf160PortsCountSwitchesLinksOpticsAndRacks() {
        Bom bom = clos(new FabricParams(8, 8, 2, 64), 20);
        // N = 20 x 8 = 160 > 128: t = 2, 3 x ceil(160/128) = 6 switches per plane, 4 planes
        assertEquals(24, bom.quantityOf(BomCategory.CORE_SWITCH));
        // leaf-spine 2 x 640, spine-core 2 x 640, internal 2 x (160 x 4)
        assertEquals(1280 + 1280 + 1280, bom.quantityOf(BomCategory.TRANSCEIVER));
        assertEquals(640 + 640 + 640, bom.quantityOf(BomCategory.CABLE));
        // 20 spine + 20 leaf racks + ceil(24 / 16) core racks
        assertEquals(42, bom.quantityOf(BomCategory.RACK));
    }

    @Test
    void threeTierPlanesOf8320PortsCountFiveTimesTheFirstTier() {
        Bom bom = clos(new FabricParams(4, 64, 2, 512), 130);
        // N = 130 x 64 = 8320 > 128 x 64 = 8192: t = 3, 5 x ceil(8320/128) = 325 switches per plane, 2 planes
        assertEquals(650, bom.quantityOf(BomCategory.CORE_SWITCH));
        long duplex = 130L * 2 * 64;
        long internal = 2L * 8320 * 2;
        long leafSpine = 130L * 32 * 4;
        assertEquals(2 * leafSpine + 2 * duplex + 2 * internal, bom.quantityOf(BomCategory.TRANSCEIVER));
        assertEquals(leafSpine + duplex + internal, bom.quantityOf(BomCategory.CABLE));
        assertEquals(130 + 130 + 41, bom.quantityOf(BomCategory.RACK));
    }

    @Test
    void onePlanePortMoreThanTheRadixStartsTheSecondTier() {
        assertEquals(4, clos(new FabricParams(8, 8, 2, 64), 16).quantityOf(BomCategory.CORE_SWITCH), "N = 128: one tier");
        assertEquals(24, clos(new FabricParams(8, 8, 2, 64), 17).quantityOf(BomCategory.CORE_SWITCH),
                "N = 136: 3 x 2 per plane, 4 planes");
    }
}
