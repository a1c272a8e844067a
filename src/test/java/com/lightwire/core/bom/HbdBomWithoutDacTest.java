package com.lightwire.core.bom;

import com.lightwire.model.hbd.Closure;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdOrder;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A node whose every GPU port goes to a bundle (K = R) needs no DAC inside: the BOM has no empty copper line. */
class HbdBomWithoutDacTest {

    private static final Catalog CATALOG = new Catalog(List.of(
            new CatalogItem("OCSTRX_800G", "optics", "OCSTrx", new BigDecimal("600.00"), null, 12, 0, "T8"),
            new CatalogItem("DAC_1T6_OSFP", "dac", "DAC 1.6T", new BigDecimal("199.60"), null, 0.1, 0, "T8"),
            new CatalogItem("FIBER_DUPLEX_LC_OS2", "fiber", "duplex", new BigDecimal("1.80"), new BigDecimal("0.10"),
                    0, 0, "A"),
            new CatalogItem("RACK_42U", "rack", "rack", new BigDecimal("1200.00"), null, 0, 0, "A"),
            new CatalogItem("GPU_H100", "gpu", "GPU", new BigDecimal("30000.00"), null, 700, 0, "A")));

    @Test
    void bundlesOnEveryPortLeaveNoCopperLine() {
        HbdDesign design = new HbdDesign(8, 4, 4, 8, Closure.RING, HbdOrder.SEQUENTIAL, 4, 8, 20);
        Bom bom = HbdBom.of(design, CATALOG, BomOptions.DEFAULT);
        assertEquals(0, bom.quantityOf(BomCategory.COPPER));
        assertTrue(bom.lines().stream().noneMatch(l -> l.category() == BomCategory.COPPER), bom.lines().toString());
        assertTrue(bom.quantityOf(BomCategory.TRANSCEIVER) > 0);
    }
}
