package com.lightwire.ui.topology;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.figure.topology.CrossMethod;
import com.lightwire.figure.topology.Realization;
import com.lightwire.io.ConfigurationFiles;
import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import com.lightwire.ui.session.ChangeSchemeEdit;
import com.lightwire.ui.session.SampleProjects;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TopologyViewModelTest {

    @TempDir
    Path dir;

    private final Session session = new Session(SampleProjects.testbed());
    private final TopologyViewModel model = new TopologyViewModel(session,
            new SynchronousTaskRunner(session::revision));

    private Realization realize() {
        return realize(model);
    }

    @Test
    void settingACellWritesBothTrianglesAsOneUndoableEdit() {
        model.selectGroup(2);
        int before = model.cell(0, 3);
        assertNull(model.setCell(0, 3, before + 1));
        assertEquals(before + 1, model.cell(0, 3));
        assertEquals(before + 1, model.cell(3, 0));
        assertEquals("Set C[2][0][3] = " + (before + 1), session.undoDescriptionProperty().get());
        session.undo();
        assertEquals(before, model.cell(3, 0));
    }

    @Test
    void theDescribedCellReadsTheValueAfterEveryEditAndNothingOutsideTheMatrix() {
        model.selectGroup(1);
        assertEquals("C[1][0][2] = " + model.cell(0, 2) + ", row 0 sum " + model.rowSum(0),
                model.describeCell(0, 2));
        model.setCell(0, 2, 2);
        assertTrue(model.describeCell(0, 2).startsWith("C[1][0][2] = 2, row 0 sum "),
                model.describeCell(0, 2));
        assertEquals("", model.describeCell(-1, -1));
        assertEquals("", model.describeCell(0, model.pods()));
    }

    @Test
    void theDiagonalIsLockedAndNegativeCountsAreRefused() {
        long revision = session.revision();
        assertEquals("The diagonal stays 0: a pod has no links to itself", model.setCell(1, 1, 2));
        assertEquals("Link counts must not be negative", model.setCell(0, 1, -1));
        assertEquals(revision, session.revision());
    }

    @Test
    void rowsOverKSpineAreReportedLiveWithTheirSums() {
        assertTrue(model.violations().isEmpty(), model.summary());
        int sum = (int) model.rowSum(0);
        int extra = model.kSpine() - sum + 2;
        model.setCell(0, 1, model.cell(0, 1) + extra);
        assertTrue(model.rowViolated(0));
        assertTrue(model.rowViolated(1));
        assertFalse(model.rowViolated(2));
        assertEquals("pod 0: " + (model.kSpine() + 2) + " > " + model.kSpine(), model.violations().get(0));
        assertTrue(model.summary().contains("2 rows over K_spine"), model.summary());
    }

    @Test
    void generatingARingIsOneUndoableEditThatSelectsTheNewTopology() {
        int count = model.topologyNames().size();
        assertNull(model.generateRing(model.defaultRingLinks()));
        assertEquals("ring", model.topology().name());
        assertEquals(count + 1, model.topologyNames().size());
        assertEquals("Generate ring topology", session.undoDescriptionProperty().get());
        for (int i = 0; i < model.pods(); i++) {
            assertEquals(model.kSpine(), model.rowSum(i), "a ring of K/2 links per hop fills every spine");
        }
        session.undo();
        assertEquals(count, model.topologyNames().size());
    }

    @Test
    void generatorsThatCannotFitKSpineAreRefusedWithTheReason() {
        long revision = session.revision();
        assertEquals("a ring with 5 links per hop uses 10 ports per spine; K_spine is 8", model.generateRing(5));
        assertEquals("a full mesh of 4 pods with 3 links per pair uses 9 ports per spine; K_spine is 8",
                model.generateMesh(3));
        assertEquals("job 1: pod 9 does not exist (pods are 0..3)", model.generateJobs("0,9:1"));
        assertEquals(revision, session.revision());
    }

    @Test
    void jobsAreSplitPerSpineWithEveryRowWithinKSpine() {
        assertNull(model.generateJobs("0,1,2:4; 3,0:2"));
        assertEquals("jobs", model.topology().name());
        var t = model.topology().topology();
        int total01 = 0;
        for (int h = 0; h < t.groups(); h++) {
            total01 += t.count(h, 0, 1);
            for (int i = 0; i < t.pods(); i++) {
                assertTrue(t.degree(h, i) <= model.kSpine());
            }
        }
        assertEquals(4, total01, "pods 0 and 1 are neighbours in job 1's ring with 4 links per hop");
    }

    /** 16 pods with K_spine = 8 and no configuration yet: big enough that Uniform-Greedy leaves links out. */
    private static TopologyViewModel sixteenPods() {
        Project project = Project.of(StandardLayout.build("sixteen", new FabricParams(8, 8, 2, 16), 16,
                WiringScheme.CROSS));
        Session session = new Session(project);
        return new TopologyViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    /** Realizes on the synchronous runner: the result is there when {@code realize} returns. */
    private static Realization realize(TopologyViewModel on) {
        List<String> failures = new ArrayList<>();
        assertNull(on.realize(failures::add));
        assertEquals(List.of(), failures);
        assertNotNull(on.realization());
        return on.realization();
    }

    @Test
    void realizingShowsCrossCompleteAndMarksWhatUniformCannotRealize() {
        TopologyViewModel model = sixteenPods();
        assertNull(model.generateRandom(7));
        Realization r = realize(model);
        assertTrue(r.cross().result().status().hasSolution());
        assertEquals(1.0, r.cross().result().metrics().eta(), 1e-9);
        assertEquals(1.0, r.cross().result().metrics().rho(), 1e-9);
        assertTrue(r.cross().result().verification().isPassed());
        assertSame(r.cross(), r.applicable());
        long unrealized = r.uniform().result().metrics().unrealizedLinks();
        assertTrue(unrealized > 0, "a random full-utilization topology is beyond Uniform-Greedy");
        int marked = 0;
        for (int h = 0; h < model.groups(); h++) {
            marked += r.uniform().unrealizedCells(h).length;
            assertEquals(0, r.cross().unrealizedCells(h).length);
        }
        assertTrue(marked > 0);
        assertTrue(r.cross().metricsLine().startsWith("eta 1.000  rho 1.000\n"), r.cross().metricsLine());
    }

    @Test
    void thePickedCrossMethodRealizesAndTheBoundIsShownAgainstAnInstalledConfiguration() {
        assertEquals(CrossMethod.LPR, model.crossMethod());
        session.open(session.project().withCurrentConfiguration(null), null);
        realize();
        assertNull(model.apply());
        model.setCrossMethod(CrossMethod.MDMCF);
        Realization r = realize();
        assertEquals("ITV-MDMCF", r.cross().result().method());
        assertEquals(0L, r.cross().result().lowerBound());
        assertTrue(r.cross().metricsLine().contains("rewired 0 (lower bound 0)"), r.cross().metricsLine());
    }

    @Test
    void applyInstallsTheCrossConfigurationUndoablyAndARealizeAgainRewiresNothing() {
        session.open(session.project().withCurrentConfiguration(null), null);
        realize();
        assertNull(model.apply());
        var installed = session.project().currentConfiguration();
        assertSame(model.realization().cross().configuration(), installed);
        assertTrue(session.undoDescriptionProperty().get().startsWith("Apply configuration (ITV-LPR on "));
        Realization again = realize();
        assertEquals(0, again.cross().result().metrics().rewired());
        assertFalse(again.cross().isRewired(0, 0, 0));
        assertEquals("This configuration is already installed", model.apply());
        assertEquals(1, session.undoSteps());
        session.undo();
        assertNotSame(installed, session.project().currentConfiguration());
    }

    @Test
    void withoutACurrentConfigurationEveryCircuitIsMarkedAsSetUp() {
        TopologyViewModel fresh = sixteenPods();
        fresh.generateRing(2);
        Realization r = realize(fresh);
        var circuits = r.cross().configuration().circuits();
        assertEquals(circuits.size(), circuits.stream().filter(c -> r.cross().isRewired(c.h(), c.ocs(), c.in()))
                .count());
        assertEquals(circuits.size(), r.cross().result().metrics().setUp());
    }

    @Test
    void rewiredFlagsMarkExactlyTheCircuitsSetUpAgainstTheCurrentConfiguration() {
        model.setCell(0, 1, model.cell(0, 1) - 1);
        model.setCell(0, 2, model.cell(0, 2) + 1);
        model.setCell(1, 3, model.cell(1, 3) + 1);
        model.setCell(2, 3, model.cell(2, 3) - 1);
        assertTrue(model.violations().isEmpty(), "the swap keeps every row sum");
        Realization r = realize();
        var metrics = r.cross().result().metrics();
        long flagged = r.cross().configuration().circuits().stream()
                .filter(c -> r.cross().isRewired(c.h(), c.ocs(), c.in())).count();
        assertTrue(flagged > 0);
        assertEquals(metrics.setUp(), flagged);
    }

    @Test
    void editingTheTopologyDropsTheRealizationButApplyingKeepsIt() {
        realize();
        model.apply();
        assertNotNull(model.realization());
        model.setCell(0, 1, model.cell(0, 1) + 1);
        assertNull(model.realization());
    }

    @Test
    void underUniformWiringTheUniformSideIsTheOneApplied() {
        session.perform(new ChangeSchemeEdit(WiringScheme.UNIFORM));
        Realization r = realize();
        assertEquals(WiringScheme.CROSS, r.cross().scheme());
        assertSame(r.uniform(), r.applicable());
    }

    @Test
    void theRealizedConfigurationExportsAsJsonAndCsvThatReadBack() throws IOException {
        List<String> failures = new ArrayList<>();
        assertEquals("There is no configuration yet: realize a topology first",
                sixteenPods().exportConfiguration(dir.resolve("none.csv"), true, failures::add));
        realize();
        var config = model.configurationToExport();
        Path json = dir.resolve("config.json");
        Path csv = dir.resolve("config.csv");
        assertNull(model.exportConfiguration(json, false, failures::add));
        assertNull(model.exportConfiguration(csv, true, failures::add));
        assertEquals(List.of(), failures);
        assertEquals(config, ConfigurationFiles.read(json, session.project().cluster()));
        List<String> lines = Files.readAllLines(csv);
        assertEquals(ConfigurationFiles.CSV_HEADER, lines.get(0));
        assertEquals(config.circuitCount() + 1, lines.size());
    }

    @Test
    void cellSelectionStaysInsideTheMatrixAndNudgesTheSelectedCell() {
        model.selectCell(9, 0);
        assertFalse(model.hasSelection());
        assertEquals("Select a cell first", model.nudgeSelected(1));
        model.selectCell(1, 2);
        int before = model.cell(1, 2);
        assertNull(model.nudgeSelected(1));
        assertEquals(before + 1, model.cell(2, 1));
    }

    @Test
    void findingOnePodNamesItsDiagonalCellAndTwoPodsNameTheirCell() {
        assertEquals(List.of(2, 2), List.of(model.findCell("p002")[0], model.findCell("p002")[1]));
        int[] pair = model.findCell("P001, P003");
        assertEquals(List.of(1, 3), List.of(pair[0], pair[1]));
        pair = model.findCell("P003 P000");
        assertEquals(List.of(3, 0), List.of(pair[0], pair[1]));
        assertNull(model.findCell("P009"));
        assertNull(model.findCell("P001 P002 P003"));
    }
}
