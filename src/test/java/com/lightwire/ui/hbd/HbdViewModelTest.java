package com.lightwire.ui.hbd;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.model.hbd.PlacementMode;
import com.lightwire.ui.session.Session;
import com.lightwire.core.hbd.ReplayCurves;
import com.lightwire.figure.hbd.CurveSeries;
import com.lightwire.figure.hbd.HbdCurves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The HBD rings view-model with a synchronous runner: faults, TP and mode re-place the groups. */
class HbdViewModelTest {

    private static HbdViewModel model(Project project) {
        return model(new Session(project));
    }

    private static HbdViewModel model(Session session) {
        return new HbdViewModel(session, new SynchronousTaskRunner(session::revision));
    }

    private static Project hbd8() {
        return Project.ofStudies(List.of(new Study("hbd", "hbd-8", HbdDesign.DEFAULT)));
    }

    @Test
    void aClickedFaultReFormsTheGroups() {
        HbdViewModel model = model(hbd8());
        assertEquals(16, model.tp());
        assertEquals(2, model.placement().groups().size());
        long before = model.changedProperty().get();
        model.toggleFault(3);
        assertTrue(model.changedProperty().get() > before);
        assertEquals(List.of(4, 5, 6, 7), model.placement().groups().get(0).nodes().toList());
        assertTrue(model.statusProperty().get().contains("wasted 12 GPUs"), model.statusProperty().get());
        model.toggleFault(3);
        assertEquals(2, model.placement().groups().size());
    }

    @Test
    void tpModeAndRandomFaults() {
        HbdViewModel model = model(hbd8());
        model.setTp(8);
        assertEquals(4, model.placement().groups().size());
        model.setTp(6);
        assertEquals(8, model.tp(), "a TP that is not a multiple of R is ignored");
        model.setMode(PlacementMode.IDEAL);
        assertEquals(PlacementMode.IDEAL, model.placement().mode());
        model.randomFaults(0.5, 3);
        assertEquals(model.faults().count() * 4L + model.placement().usedGpus() + model.placement().wastedGpus(), 32);
        model.clearFaults();
        assertEquals(0, model.faults().count());
    }

    @Test
    void withoutADesignThereIsNothingToDraw() {
        HbdViewModel model = model(Project.ofStudies(List.of()));
        assertNull(model.state());
        assertTrue(model.statusProperty().get().contains("no valid \"hbd\" study"));
    }

    @Test
    void faultClicksAreUndoableEditsKeptInTheProject() {
        Session session = new Session(hbd8());
        HbdViewModel model = model(session);
        model.toggleFault(3);
        assertEquals("Mark node N3 faulty", session.undoDescriptionProperty().get());
        assertEquals(List.of(3), HbdFaults.in(session.project()).faulty().toList());
        model.randomFaults(0.5, 3);
        assertTrue(session.undoDescriptionProperty().get().startsWith("Random faults 50.00 % (seed 3)"));
        session.undo();
        assertEquals(List.of(3), model.faults().faulty().toList());
        assertEquals(List.of(4, 5, 6, 7), model.placement().groups().get(0).nodes().toList(), "groups re-form");
        session.undo();
        assertEquals(0, model.faults().count());
        assertEquals(2, model.placement().groups().size());
        assertTrue(session.project().studies().stream().noneMatch(st -> st.kind().equals(HbdFaults.STUDY_KIND)));
        session.redo();
        assertEquals(List.of(3), model.faults().faulty().toList());
        model.toggleFault(3);
        assertEquals("Mark healthy node N3", session.undoDescriptionProperty().get());
        int steps = session.undoSteps();
        model.clearFaults();
        assertEquals(steps, session.undoSteps(), "clearing no faults is no step");
    }

    @Test
    void stepsThroughGroupsAndSelectsTheGroupOfANode() {
        HbdViewModel model = model(hbd8());
        assertEquals(-1, model.selectedGroup());
        model.stepGroup(1);
        assertEquals(0, model.selectedGroup());
        model.stepGroup(1);
        model.stepGroup(1);
        assertEquals(0, model.selectedGroup(), "wraps after the second group");
        model.stepGroup(-1);
        assertEquals(1, model.selectedGroup());
        model.selectGroupOf(2);
        assertEquals(0, model.selectedGroup());
        assertEquals(0, model.state().selectedGroup());
        String text = HbdTexts.group(model.placement(), 0);
        assertTrue(text.startsWith("Group 1 of 2 (TP-16):"), text);
        assertTrue(text.contains("N1  L=LOOPBACK R=EXT1"), text);
        assertTrue(text.contains("GPU ring: N1.G1 > "), text);
    }

    @Test
    void hoverNamesNeighboursAndBundleStatesAndTheRackFilterMutesOthers() {
        HbdViewModel model = model(hbd8());
        model.setHover(5);
        String text = HbdTexts.node(model.design(), model.state().order(), model.faults(), model.placement(), 5);
        assertEquals("N5 in HBD-R002: -1 N4, +1 N6, -2 N3, +2 N7; group 2: L=LOOPBACK R=EXT1", text);
        model.setRack(1);
        assertEquals(1, model.state().rack());
        model.setRack(7);
        assertEquals(-1, model.rack(), "no rack 8 on 8 nodes of T = 4");
        assertEquals(2, model.rackCount());
    }

    @Test
    void wasteOfEveryArchitectureFollowsTheFaultsAndTheSweepGivesCurvesPerTp() {
        HbdViewModel model = model(hbd8());
        model.toggleFault(3);
        assertEquals(10, model.waste().size(), "big-switch, infinitehbd-k1..k4, nvl-36/72/576, tpuv4, sip-ring");
        // 7 healthy nodes of 4 GPUs at TP-16: even a big switch makes one group and wastes 12 GPUs
        assertEquals(12, model.waste().get(0).wastedGpus(), model.waste()::toString);
        assertEquals(model.placement().wastedGpus(), model.waste().stream()
                .filter(r -> r.architecture().equals("infinitehbd-k2")).findFirst().orElseThrow().wastedGpus(),
                "strict K = 2 placement and its waste model agree here");
        model.curves().runSweep(7);
        int architectures = model.waste().size();
        int[] tps = model.curves().tps();
        assertArrayEquals(new int[] {8, 16, 32}, tps, "TP-64 needs 16 nodes; hbd-8 has 8, so it is left out");
        assertEquals(architectures * HbdCurvesModel.RATIOS.length * tps.length, model.curves().sweep().size());
        List<CurveSeries> curves = HbdCurves.sweep(model.curves().sweep(), 16, 2);
        CurveSeries big = curves.get(0);
        assertEquals("big-switch", big.label());
        assertEquals(HbdCurvesModel.RATIOS.length, big.xs().length);
        assertEquals(0.0, big.ys()[0], "no faults, no waste");
        assertEquals("Appendix C bound, K = 2", curves.get(curves.size() - 1).label());
        assertTrue(curves.get(curves.size() - 1).dashed());
    }

    @Test
    void methodAndJobSizeRePlaceAndABadJobSizeIsRefused() {
        HbdViewModel model = model(Project.ofStudies(List.of(new Study("hbd", "d", new HbdDesign(16, 4, 2, 8,
                com.lightwire.model.hbd.Closure.RING, com.lightwire.model.hbd.HbdOrder.SEQUENTIAL, 4, 8, 20)))));
        model.setTp(8);
        model.setMethod(PlacementMethod.FAT_TREE);
        assertEquals(8, model.placement().groups().size());
        assertTrue(model.statusProperty().get().contains("fat-tree"), model.statusProperty().get());
        assertTrue(model.statusProperty().get().contains("constraints"), model.statusProperty().get());
        assertEquals("job GPUs must be 0 to 64; it is 65", model.setJobGpus(65));
        assertNull(model.setJobGpus(32));
        assertTrue(model.statusProperty().get().contains("job on 4 groups"), model.statusProperty().get());
        model.setMethod(PlacementMethod.GREEDY);
        assertTrue(model.statusProperty().get().contains("greedy"), model.statusProperty().get());
        model.toggleFault(1);
        model.toggleFault(2);
        model.toggleFault(3);
        model.toggleFault(5);
        assertNull(model.setJobGpus(64));
        assertNull(model.placement(), "64 GPUs do not fit around 4 faulty nodes");
        assertTrue(model.statusProperty().get().startsWith("greedy: "), model.statusProperty().get());
    }

    @Test
    void groupsExportAsCsv(@TempDir Path dir) throws Exception {
        HbdViewModel model = model(hbd8());
        Path file = dir.resolve("groups.csv");
        assertTrue(model.exportGroups(file));
        List<String> lines = Files.readAllLines(file);
        assertEquals(List.of("group,nodes,bundle_states,gpu_ring"), lines.subList(0, 1));
        assertEquals(3, lines.size());
        assertTrue(lines.get(1).startsWith("1,N1 N2 N3 N4,N1:L=LOOPBACK R=EXT1; "), lines.get(1));
        assertTrue(model.statusProperty().get().startsWith("Wrote 2 groups to "), model.statusProperty().get());
    }

    @Test
    void costTableReproducesTable6() {
        List<List<String>> cost = HbdTexts.cost();
        List<String> k2 = cost.stream().filter(r -> r.get(0).equals("infinitehbd-k2")).findFirst().orElseThrow();
        assertEquals(List.of("infinitehbd-k2", "2,626.80", "48.10", "3.28", "0.060", "3.28"), k2);
    }

    @Test
    void scrubbingATraceSetsItsFaultsInOneUndoStepAndTheReplayGivesCurvesOverTime() {
        java.nio.file.Path trace = java.nio.file.Path.of("..", "shared", "data", "infinitehbd-fault-trace",
                "fault_trace.json");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(trace), "no published trace here");
        Session session = new Session(Project.ofStudies(List.of(new Study("hbd", "d", HbdDesign.DEFAULT.withNodes(
                800)))));
        HbdViewModel model = model(session);
        model.trace().load(trace);
        assertTrue(model.trace().timeline() != null, model.statusProperty().get());
        int steps = session.undoSteps();
        double busiest = 0;
        int most = -1;
        for (double day = 0; day < model.trace().timeline().horizon(); day += 5) {
            int count = model.trace().timeline().faultyAt(day).length;
            if (count > most) {
                most = count;
                busiest = day;
            }
        }
        model.trace().scrubTo(busiest / 2);
        model.trace().scrubTo(busiest);
        assertEquals(steps + 1, session.undoSteps(), "a scrub is one step");
        assertEquals(most, model.faults().count());
        assertTrue(most > 0);
        assertEquals(model.faults().count() * 4L + model.placement().usedGpus() + model.placement().wastedGpus(),
                800 * 4L, "the groups re-formed on the day's faults");
        model.curves().runReplay(model.trace().intervals(), 1);
        ReplayCurves replay = model.curves().replay();
        assertEquals(HbdCurvesModel.SPANS, replay.days().length);
        List<CurveSeries> tp16 = HbdCurves.replay(replay, 16);
        assertTrue(tp16.stream().anyMatch(c -> c.label().equals("nvl-72")));
        assertTrue(tp16.stream().allMatch(c -> java.util.Arrays.stream(c.ys()).allMatch(y -> y >= 0 && y <= 1)));
        session.undo();
        assertEquals(0, model.faults().count());
    }
}
