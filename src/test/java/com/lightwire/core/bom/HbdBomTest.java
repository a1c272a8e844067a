package com.lightwire.core.bom;

import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The InfiniteHBD bill of materials (digest §2.8, §4.7): quantities from the plan, fibers by length bin. */
class HbdBomTest {

    private static final Catalog CATALOG = new Catalog(List.of(
            new CatalogItem("OCSTRX_800G", "optics", "OCSTrx", new BigDecimal("600.00"), null, 12, 0, "T8"),
            new CatalogItem("DAC_1T6_OSFP", "dac", "DAC 1.6T", new BigDecimal("199.60"), null, 0.1, 0, "T8"),
            new CatalogItem("FIBER_DUPLEX_LC_OS2", "fiber", "duplex", new BigDecimal("1.80"), new BigDecimal("0.10"),
                    0, 0, "A"),
            new CatalogItem("RACK_42U", "rack", "rack", new BigDecimal("1200.00"), null, 0, 0, "A"),
            new CatalogItem("GPU_H100", "gpu", "GPU", new BigDecimal("30000.00"), null, 700, 0, "A")));

    private static HbdDesign design(int nodes, int k) {
        return new HbdDesign(nodes, 4, k, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 8, 20);
    }

    @Test
    void countsTable8PartsPerNodeForK2AndK3() {
        Bom k2 = HbdBom.of(design(8, 2), CATALOG, BomOptions.DEFAULT);
        assertEquals(8 * 16, k2.quantityOf(BomCategory.TRANSCEIVER));
        assertEquals(8 * 4, k2.quantityOf(BomCategory.COPPER));
        assertEquals(8 * 16, k2.quantityOf(BomCategory.CABLE));
        assertEquals(2, k2.quantityOf(BomCategory.RACK));
        Bom k3 = HbdBom.of(design(16, 3), CATALOG, BomOptions.DEFAULT);
        assertEquals(16 * 24, k3.quantityOf(BomCategory.TRANSCEIVER));
        assertEquals(16 * 2, k3.quantityOf(BomCategory.COPPER));
        assertEquals(16 * 24, k3.quantityOf(BomCategory.CABLE));
        assertEquals("InfiniteHBD K=3", k3.design());
        assertEquals(64, k3.gpus());
    }

    @Test
    void powerPerGpuIsTable6sFigureBecauseFibersAndRacksDrawNone() {
        Bom bom = HbdBom.of(design(8, 2), CATALOG, BomOptions.DEFAULT);
        assertEquals(48.1, bom.powerPerGpuW(), 1e-9);
    }

    @Test
    void fibersAreBinnedByTheirRoutedLength() {
        Bom bom = HbdBom.of(design(8, 2), CATALOG, BomOptions.DEFAULT);
        // sequential, T = 4: links inside a rack are 6.0 m, links to the next rack 6.6 m: both in the 7 m bin
        assertEquals(List.of("FIBER_DUPLEX_LC_OS2@7m=128"), fibers(bom));
        assertEquals(new BigDecimal("2.50"), bom.lines().stream().filter(l -> l.itemKey().endsWith("@7m"))
                .findFirst().orElseThrow().unitCost());
        // samples/hbd-9792: 2,448 nodes, deployment order; the 12 sub-line junctions and the closure span rows
        Bom row = HbdBom.of(design(2448, 2).withOrder(HbdOrder.DEPLOYMENT), CATALOG, BomOptions.DEFAULT);
        assertEquals(List.of("FIBER_DUPLEX_LC_OS2@7m=18592", "FIBER_DUPLEX_LC_OS2@10m=17600",
                "FIBER_DUPLEX_LC_OS2@20m=2880", "FIBER_DUPLEX_LC_OS2@100m=96"), fibers(row));
    }

    private static List<String> fibers(Bom bom) {
        return bom.lines().stream().filter(l -> l.category() == BomCategory.CABLE)
                .map(l -> l.itemKey() + "=" + l.quantity()).toList();
    }

    @Test
    void gpusAndSparesFollowTheOptions() {
        Bom bom = HbdBom.of(design(8, 2), CATALOG, BomOptions.DEFAULT.withGpus(true).withSpares(BigDecimal.TEN));
        assertEquals(32, bom.quantityOf(BomCategory.GPU));
        assertEquals(128 + 13, bom.quantityOf(BomCategory.TRANSCEIVER));
        assertEquals(2, bom.quantityOf(BomCategory.RACK));
    }

    @Test
    void longFibersAreNotedAndAMissingPartIsRefused() {
        Bom row = HbdBom.of(design(2448, 2).withOrder(HbdOrder.DEPLOYMENT), CATALOG, BomOptions.DEFAULT);
        assertTrue(row.notes().stream().anyMatch(n -> n.rule().equals("bom-hbd-long-fibers")), row.notes()::toString);
        assertTrue(HbdBom.of(design(8, 2), CATALOG, BomOptions.DEFAULT).notes().isEmpty());
        Catalog without = new Catalog(CATALOG.items().stream().filter(i -> !i.id().equals("OCSTRX_800G")).toList());
        assertThrows(IllegalArgumentException.class, () -> HbdBom.of(design(8, 2), without, BomOptions.DEFAULT));
    }
}
