package com.lightwire.core.bom;

import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Rack;
import com.lightwire.model.RackRole;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static com.lightwire.core.bom.TestCatalog.item;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * BOM rules the totals do not separate: panels per OCS pair beyond 32 pods, patch racks and distribution frames,
 * line names per scheme, switch-port shortfalls per role, the core radix without a port count, the tier cap, line
 * order, and the catalog's own checks.
 */
class BomDecisionsTest {

    private static final Catalog CATALOG = TestCatalog.CATALOG;

    /** 40 pods (two split panels per OCS pair) with one patch rack added. */
    private static Cluster fortyPods(WiringScheme scheme) {
        Cluster c = StandardLayout.build("forty", new FabricParams(8, 8, 2, 64), 40, scheme);
        List<Rack> racks = new ArrayList<>(c.racks());
        racks.add(new Rack("PP01", "patch", 0, 0, RackRole.PATCH, 42));
        return c.withRacks(racks);
    }

    private static long racks(Cluster c, RackRole role) {
        return c.racks().stream().filter(r -> r.role() == role).count();
    }

    private static List<String> descriptions(Bom bom) {
        return bom.lines().stream().map(BomLine::description).toList();
    }

    @Test
    void crossWiringCountsPanelsPerPairAndAFramePerOcsRack() {
        Cluster c = fortyPods(WiringScheme.CROSS);
        Bom bom = BomCalculator.ocsDesign(c, CATALOG, BomOptions.DEFAULT);
        assertEquals(4 * 4 * 2, bom.quantityOf(BomCategory.PANEL), "4 groups x 4 pairs x ceil(80 / 64) panels");
        assertEquals(racks(c, RackRole.SPINE) + racks(c, RackRole.LEAF) + 1 + 2 * racks(c, RackRole.OCS),
                bom.quantityOf(BomCategory.RACK));
        assertTrue(descriptions(bom).contains("Racks (incl. distribution frames): RACK_42U"), descriptions(bom)::toString);
        assertTrue(descriptions(bom).stream().anyMatch(d -> d.startsWith("Duplex trunk ")));
        assertTrue(descriptions(bom).stream().anyMatch(d -> d.startsWith("Simplex leg 3 m")));
    }

    @Test
    void uniformWiringHasPlainDuplexCablesAndNoFrames() {
        Cluster c = fortyPods(WiringScheme.UNIFORM);
        Bom bom = BomCalculator.ocsDesign(c, CATALOG, BomOptions.DEFAULT);
        assertEquals(racks(c, RackRole.SPINE) + racks(c, RackRole.LEAF) + 1 + racks(c, RackRole.OCS),
                bom.quantityOf(BomCategory.RACK));
        assertTrue(descriptions(bom).contains("Racks: RACK_42U"), descriptions(bom)::toString);
        assertTrue(descriptions(bom).stream().noneMatch(d -> d.startsWith("Duplex trunk") || d.startsWith("Simplex")));
        assertTrue(descriptions(bom).stream().anyMatch(d -> d.startsWith("Duplex ")));
    }

    @Test
    void linesComeInCategoryOrderAndNoneIsEmpty() {
        Cluster testbed = StandardLayout.build("t", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        for (Bom bom : List.of(BomCalculator.ocsDesign(fortyPods(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT),
                BomCalculator.electricalClos(fortyPods(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT),
                BomCalculator.electricalClos(testbed, CATALOG, BomOptions.DEFAULT))) {
            List<BomCategory> categories = bom.lines().stream().map(BomLine::category).toList();
            assertEquals(categories.stream().sorted().toList(), categories);
            assertTrue(bom.lines().stream().allMatch(l -> l.quantity() > 0), bom.lines()::toString);
        }
        BomComparison comparison = BomCalculator.compare(fortyPods(WiringScheme.CROSS), CATALOG, BomOptions.DEFAULT);
        List<BomCategory> rows = comparison.rows().stream().map(BomComparison.Row::category).toList();
        assertEquals(rows.stream().sorted().toList(), rows);
    }

    @Test
    void aSwitchWithTooFewPortsIsWarnedAboutPerRole() {
        Catalog catalog = withItems(item("LEAF_15", "switch", "1", "0", 1, 15), item("SPINE_16", "switch", "1", "0", 1, 16),
                item("ANY_0", "switch", "1", "0", 1, 0));
        Cluster testbed = StandardLayout.build("t", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        Bom short15 = BomCalculator.ocsDesign(testbed, catalog, options("LEAF_15", "SPINE_16", "EPS_51T2"));
        assertEquals(List.of("a leaf needs 16 ports; LEAF_15 has 15"),
                short15.notes().stream().map(d -> d.message()).toList());
        assertEquals("bom-switch-ports", short15.notes().get(0).rule());
        Bom spineShort = BomCalculator.ocsDesign(testbed, catalog, options("SPINE_16", "LEAF_15", "EPS_51T2"));
        assertEquals(List.of("a spine needs 16 ports; LEAF_15 has 15"),
                spineShort.notes().stream().map(d -> d.message()).toList());
        Bom unknown = BomCalculator.ocsDesign(testbed, catalog, options("ANY_0", "ANY_0", "EPS_51T2"));
        assertEquals(List.of(), unknown.notes(), "0 ports means not stated");
    }

    @Test
    void aCoreSwitchWithoutAPortCountIsTakenAsTwiceKSpine() {
        Catalog catalog = withItems(item("CORE_0", "switch", "1", "0", 1, 0));
        Cluster testbed = StandardLayout.build("t", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        Bom bom = BomCalculator.electricalClos(testbed, catalog, options("EPS_51T2", "EPS_51T2", "CORE_0"));
        // N = 4 pods x 8 = 32 ports on radix 16: 2 tiers, 3 x ceil(32 / 16) = 6 switches per plane, 4 planes
        BomLine core = bom.lines().stream().filter(l -> l.category() == BomCategory.CORE_SWITCH).findFirst()
                .orElseThrow();
        assertEquals(24, core.quantity());
        assertEquals("Core switch (2-tier planes): CORE_0", core.description());
    }

    @Test
    void tiersStopAtEight() {
        assertEquals(8, BomCalculator.tiers(1000, 4));
        assertEquals(8, BomCalculator.tiers(Long.MAX_VALUE, 128));
    }

    @Test
    void anOcsWithExactlyTheNeededPortsIsNotWarnedAbout() {
        Cluster exact = StandardLayout.build("c", new FabricParams(16, 16, 1, 136), 2, WiringScheme.CROSS);
        Bom bom = BomCalculator.ocsDesign(exact, CATALOG, BomOptions.DEFAULT);
        assertEquals(List.of(), bom.notes());
        assertTrue(bom.lines().stream().anyMatch(l -> l.itemKey().equals("OCS_PALOMAR_136")));
        Catalog noOcs = new Catalog(CATALOG.items().stream().filter(i -> !i.category().equals("ocs")).toList());
        assertEquals("the catalog has no item of category 'ocs'", assertThrows(IllegalArgumentException.class,
                () -> BomCalculator.ocsDesign(exact, noOcs, BomOptions.DEFAULT)).getMessage());
    }

    @Test
    void theCatalogRefusesDuplicatesAndFindsItemsByPorts() {
        assertEquals("catalog lists item X twice", assertThrows(IllegalArgumentException.class, () -> new Catalog(
                List.of(item("X", "ocs", "1", "0", 0, 1), item("X", "ocs", "2", "0", 0, 2)))).getMessage());
        assertEquals(9, CATALOG.items().size());
        assertEquals("RACK_42U", CATALOG.item("RACK_42U").orElseThrow().id());
        assertTrue(CATALOG.item("nope").isEmpty());
        assertEquals("OCS_PALOMAR_136", CATALOG.smallestWithPorts("ocs", 136).orElseThrow().id());
        assertEquals("OCS_MEMS_512", CATALOG.smallestWithPorts("ocs", 137).orElseThrow().id());
        assertEquals("OCS_MEMS_512", CATALOG.smallestWithPorts("ocs", 600).orElseThrow().id(), "else the largest");
        assertTrue(CATALOG.smallestWithPorts("none", 1).isEmpty());
    }

    @Test
    void binsHoldTheirOwnLengthWithinTheTolerance() {
        assertEquals(7, LengthBins.binOf(7 + 1e-9));
        assertEquals("Fiber", BomCategory.CABLE.displayName());
    }

    private static Catalog withItems(CatalogItem... extra) {
        return new Catalog(Stream.concat(CATALOG.items().stream(), Stream.of(extra)).toList());
    }

    private static BomOptions options(String leaf, String spine, String core) {
        BomRoles d = BomRoles.DEFAULT;
        return new BomOptions(false, java.math.BigDecimal.ZERO, new BomRoles(d.gpu(), leaf, spine, core,
                d.leafSpineOptic(), d.spineOcsOptic(), d.duplexFiber(), d.simplexFiber(), d.splitPanel(), d.rack()));
    }
}
