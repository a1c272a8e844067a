package com.lightwire.ui.bom;

import com.lightwire.core.bom.Bom;
import com.lightwire.core.bom.Catalog;
import com.lightwire.core.bom.TestCatalog;
import com.lightwire.core.labels.CableLabel;
import com.lightwire.core.labels.LegKind;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The BOM &amp; Labels view-model on the testbed of {@code BomCalculatorTest} (4 pods, K = 8, tau = 2, all racks on
 * one spot) with the same catalog, so its totals are the hand-computed figures of that test.
 */
class BomViewModelTest {

    static final Catalog CATALOG = TestCatalog.CATALOG;

    @TempDir
    Path dir;

    static Session testbedSession() {
        Cluster c = StandardLayout.build("testbed", new FabricParams(8, 8, 2, 8), 4, WiringScheme.CROSS);
        return new Session(Project.of(c.withRacks(c.racks().stream().map(r -> r.movedTo(0, 0)).toList())));
    }

    private static List<BigDecimal> totals(BomViewModel model) {
        return model.comparison().designs().stream().map(b -> b.totalCost().setScale(2)).toList();
    }

    @Test
    void totalsOfTheThreeDesignsAreTheHandComputedFiguresOfTheBomCalculatorTest() {
        BomViewModel model = new BomViewModel(testbedSession(), CATALOG);
        assertEquals(List.of(new BigDecimal("3196800.00"), new BigDecimal("3209740.80"), new BigDecimal("734320.00")),
                totals(model));
        Bom cross = model.comparison().designs().get(1);
        assertEquals(new BigDecimal("25076.10"), cross.costPerGpu());
        assertEquals(849.25, cross.powerPerGpuW(), 1e-9);
        assertTrue(model.summaryLines().get(1).startsWith("Cross Wiring: $3,209,740.80, 108.7 kW | per GPU $25,076.10, 849.3 W"),
                model.summaryLines().get(1));
    }

    @Test
    void aHiddenBomWaitsUntilItShowsAgainToFollowProjectEdits() {
        Session session = testbedSession();
        BomViewModel model = new BomViewModel(session, CATALOG);
        model.setActive(false);
        long before = model.changesProperty().get();
        session.perform(new com.lightwire.ui.session.RenamePodEdit(0, "first"));
        session.perform(new com.lightwire.ui.session.RenamePodEdit(1, "second"));
        assertEquals(before, model.changesProperty().get(), "no recomputation while hidden");
        model.setActive(true);
        assertEquals(before + 1, model.changesProperty().get(), "one recomputation when shown again");
        model.setActive(true);
        assertEquals(before + 1, model.changesProperty().get(), "nothing more while up to date");
    }

    @Test
    void aValidUnitCostEditChangesTheTotalsAndResetRestoresThem() {
        BomViewModel model = new BomViewModel(testbedSession(), CATALOG);
        assertEquals("", model.setUnitCost("EPS_51T2", "15,000"));
        // 32 switches in each OCS design, 36 in the Clos: 40 USD more each
        assertEquals(List.of(new BigDecimal("3198080.00"), new BigDecimal("3211020.80"), new BigDecimal("735760.00")),
                totals(model));
        assertEquals("default catalog (edited)", model.catalogName());
        model.resetCatalog();
        assertEquals(new BigDecimal("3209740.80"), totals(model).get(1));
    }

    @Test
    void negativeOrNonNumericCostsAndPowersAreRefusedWithAReasonAndChangeNothing() {
        BomViewModel model = new BomViewModel(testbedSession(), CATALOG);
        assertEquals("Unit cost must not be negative", model.setUnitCost("EPS_51T2", "-1"));
        assertEquals("Unit cost must be a number, e.g. 1200.50; \"abc\" is not", model.setUnitCost("EPS_51T2", "abc"));
        assertEquals("Power is required", model.setPower("EPS_51T2", " "));
        assertEquals("Spares % must not be negative", model.setSpares("-5"));
        assertEquals(new BigDecimal("3209740.80"), totals(model).get(1));
        assertEquals("default catalog", model.catalogName());
    }

    @Test
    void sparesAreAddedToEveryLineButGpusAndRacks() {
        BomViewModel model = new BomViewModel(testbedSession(), CATALOG);
        assertEquals("", model.setSpares("10%"));
        Bom cross = model.comparison().designs().get(1);
        // 32 OCS units + ceil(3.2) = 4 spares
        assertEquals(36, cross.quantityOf(com.lightwire.core.bom.BomCategory.OCS));
        assertEquals(24, cross.quantityOf(com.lightwire.core.bom.BomCategory.RACK));
    }

    @Test
    void aCatalogWithoutAPartTheBomNeedsGivesAProblemInsteadOfTotals() {
        BomViewModel model = new BomViewModel(testbedSession(), new Catalog(List.of()));
        assertNull(model.comparison());
        assertTrue(model.problem().startsWith("No BOM: "), model.problem());
    }

    @Test
    void aSavedCatalogLoadsBackWithTheEdit() throws IOException {
        BomViewModel model = new BomViewModel(testbedSession(), CATALOG);
        model.setPower("OPT_400G_FR4", "15");
        model.saveCatalog(dir.resolve("mine.json"));
        BomViewModel other = new BomViewModel(testbedSession(), CATALOG);
        other.loadCatalog(dir.resolve("mine.json"));
        assertEquals(15.0, other.catalog().require("OPT_400G_FR4").powerW());
        assertEquals("mine.json", other.catalogName());
    }

    @Test
    void filtersByPodAndGroupNarrowTheCrossWiringLabels() {
        LabelsModel labels = new LabelsModel(testbedSession());
        assertEquals(384, labels.count());
        assertEquals("", labels.setFilter("", "0", ""));
        assertEquals(96, labels.count());
        assertEquals("", labels.setFilter("", "0", "1"));
        assertEquals(24, labels.count());
        assertEquals(24, labels.listed().size());
        assertEquals("Pod must be a whole number from 0 to 3; \"9\" is not", labels.setFilter("", "9", ""));
        assertEquals(24, labels.count());
    }

    @Test
    void aPickedLabelPreviewsTheTrunkAndBothLegsOfItsCable() {
        LabelsModel labels = new LabelsModel(testbedSession());
        labels.setFilter("", "2", "1");
        CableLabel txLeg = labels.listed().get(1);
        List<CableLabel> cable = labels.cableOf(txLeg);
        assertEquals(List.of(LegKind.TRUNK, LegKind.TX_LEG, LegKind.RX_LEG), cable.stream().map(CableLabel::kind)
                .toList());
        assertEquals(txLeg, cable.get(1));
    }

    @Test
    void theLabelsCsvExportWritesOneRowPerFilteredLabel() throws IOException {
        LabelsModel labels = new LabelsModel(testbedSession());
        labels.setFilter("", "", "3");
        Path file = dir.resolve("labels.csv");
        long written = ExportWork.labelsCsv(labels.planner(), labels.filter(), file).apply(SolveMonitor.NONE);
        assertEquals(96, written);
        assertEquals(97, Files.readAllLines(file).size());
    }
}
