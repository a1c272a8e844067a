package com.lightwire.core.bom;

import java.math.BigDecimal;
import java.util.List;

/** The catalog the hand-computed BOM figures of the tests use (prices fixed here, not read from assets/). */
public final class TestCatalog {

    public static final Catalog CATALOG = new Catalog(List.of(
            item("GPU_H100", "gpu", "30000.00", "0", 700, 0),
            item("EPS_51T2", "switch", "14960.00", "0", 3145, 128),
            item("OCS_PALOMAR_136", "ocs", "80000.00", "0", 108, 136),
            item("OCS_MEMS_512", "ocs", "301176.47", "0", 407, 512),
            item("OPT_400G_FR4", "optics", "360.00", "0", 12, 0),
            item("FIBER_DUPLEX_LC_OS2", "fiber", "1.80", "0.10", 0, 0),
            item("FIBER_SIMPLEX_LC_OS2", "fiber", "0.90", "0.05", 0, 0),
            item("SPLIT_PANEL_64", "panel", "192.00", "0", 0, 64),
            item("RACK_42U", "rack", "1200.00", "0", 0, 0)));

    private TestCatalog() {
    }

    public static CatalogItem item(String id, String category, String cost, String perMeter, double watts, int ports) {
        return new CatalogItem(id, category, id, new BigDecimal(cost), new BigDecimal(perMeter), watts, ports, "test");
    }
}
