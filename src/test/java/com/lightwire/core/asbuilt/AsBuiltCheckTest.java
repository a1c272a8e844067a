package com.lightwire.core.asbuilt;

import com.lightwire.core.labels.LabelFilter;
import com.lightwire.core.labels.LabelFormat;
import com.lightwire.core.labels.LabelPlanner;
import com.lightwire.core.labels.LegKind;
import com.lightwire.core.wiring.FiberPlanGenerator;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The as-built check on seeded random mis-patches: every seeded fault of every kind is reported with the planned and
 * built cables it concerns, and nothing else; a faithful build (in any order, labels or not) reports nothing.
 */
class AsBuiltCheckTest {

    static CablePlan plan(WiringScheme scheme, int pods) {
        Cluster cluster = StandardLayout.build("t", new FabricParams(8, 8, 2, 8), pods, scheme);
        LabelPlanner labels = new LabelPlanner(cluster, FiberPlanGenerator.generate(scheme, cluster.params(), pods),
                LabelFormat.DEFAULT);
        return CablePlan.of(labels.labels(LabelFilter.ALL));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void aFaithfulBuildInAnyOrderMatches(int seed) {
        CablePlan plan = plan(seed % 2 == 0 ? WiringScheme.CROSS : WiringScheme.UNIFORM, 4 + seed % 5);
        Random random = new Random(seed);
        List<PatchCable> built = new ArrayList<>();
        for (PlannedCable p : plan.cables()) {
            built.add(random.nextInt(4) == 0 ? new PatchCable("", p.cable().a(), p.cable().b()) : p.cable());
        }
        Collections.shuffle(built, random);
        AsBuiltReport report = AsBuiltCheck.check(plan, built);
        assertTrue(report.matches(), () -> report.faults().toString());
        assertEquals(plan.size(), report.matching());
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
            26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40})
    void findsEverySeededMisPatchAndNothingElse(int seed) {
        boolean cross = seed % 4 != 0;
        CablePlan plan = plan(cross ? WiringScheme.CROSS : WiringScheme.UNIFORM, 4 + seed % 5);
        Seeded seeded = new Seeded(plan, new Random(seed));
        seeded.inject(cross);
        AsBuiltReport report = AsBuiltCheck.check(plan, seeded.built);
        assertEquals(canonical(seeded.expected), canonical(report.faults()));
        assertEquals(plan.size() - seeded.touched(), report.matching());
        for (Fault.Kind kind : Fault.Kind.values()) {
            assertTrue(report.count(kind) > 0 || kind == Fault.Kind.TX_RX_REVERSED && !cross, kind::code);
        }
    }

    @Test
    void aTxRxPairExchangedAtTheOcsIsOneReversalNotTwoWrongPorts() {
        CablePlan plan = plan(WiringScheme.CROSS, 4);
        List<PatchCable> built = new ArrayList<>(plan.cables().stream().map(PlannedCable::cable).toList());
        PatchCable tx = built.get(1);
        PatchCable rx = built.get(2);
        assertEquals(LegKind.TX_LEG, plan.cables().get(1).kind());
        built.set(1, new PatchCable(tx.label(), tx.a(), rx.b()));
        built.set(2, new PatchCable(rx.label(), rx.a(), tx.b()));
        AsBuiltReport report = AsBuiltCheck.check(plan, built);
        assertEquals(1, report.faults().size());
        Fault fault = report.faults().get(0);
        assertEquals(Fault.Kind.TX_RX_REVERSED, fault.kind());
        assertEquals(List.of(tx, rx), fault.planned());
        assertEquals(tx.label(), fault.label());
    }

    /** Faults as sorted strings: kind, then the sorted planned and built cables. */
    private static List<String> canonical(List<Fault> faults) {
        return faults.stream().map(f -> f.kind() + " " + sorted(f.planned()) + " " + sorted(f.built()))
                .sorted().toList();
    }

    private static List<String> sorted(List<PatchCable> cables) {
        return cables.stream().map(PatchCable::toString).sorted(Comparator.naturalOrder()).toList();
    }

    /** A faithful build with faults injected on distinct runs, and the faults expected. */
    private static final class Seeded {
        final List<PatchCable> built;
        final List<Fault> expected = new ArrayList<>();
        private final CablePlan plan;
        private final Random random;
        private final List<List<Integer>> runs;
        private int next;
        private int touched;

        Seeded(CablePlan plan, Random random) {
            this.plan = plan;
            this.random = random;
            this.built = new ArrayList<>(plan.cables().stream().map(PlannedCable::cable).toList());
            Map<String, List<Integer>> byRun = new LinkedHashMap<>();
            for (int i = 0; i < plan.size(); i++) {
                byRun.computeIfAbsent(plan.cables().get(i).run(), r -> new ArrayList<>()).add(i);
            }
            this.runs = new ArrayList<>(byRun.values());
            Collections.shuffle(runs, random);
        }

        void inject(boolean cross) {
            for (int k = 0; k < 1 + random.nextInt(3); k++) {
                missing();
                extra(k);
                swapped();
                wrongPort();
                if (cross) {
                    reversedLegs();
                }
            }
            built.removeIf(c -> c == null);
            Collections.shuffle(built, random);
        }

        int touched() {
            return touched;
        }

        private int anyCableOfNextRun() {
            List<Integer> run = runs.get(next++);
            return run.get(random.nextInt(run.size()));
        }

        private PatchCable planned(int i) {
            return plan.cables().get(i).cable();
        }

        private void missing() {
            int i = anyCableOfNextRun();
            built.set(i, null);
            expected.add(new Fault(Fault.Kind.MISSING, List.of(planned(i)), List.of()));
            touched++;
        }

        private void extra(int k) {
            PatchCable p = planned(random.nextInt(plan.size()));
            PatchCable extra = new PatchCable("EXTRA-" + k, new PortRef(p.a().device(), "X" + k),
                    new PortRef(p.b().device(), "Y" + k));
            built.add(extra);
            expected.add(new Fault(Fault.Kind.EXTRA, List.of(), List.of(extra)));
        }

        private void swapped() {
            int i = anyCableOfNextRun();
            built.set(i, planned(i).reversed());
            expected.add(new Fault(Fault.Kind.SWAPPED_ENDS, List.of(planned(i)), List.of(planned(i).reversed())));
            touched++;
        }

        private void wrongPort() {
            int x = anyCableOfNextRun();
            int y = anyCableOfNextRun();
            PatchCable px = planned(x);
            PatchCable py = planned(y);
            PatchCable bx = new PatchCable(random.nextBoolean() ? px.label() : "", px.a(), py.b());
            PatchCable by = new PatchCable(py.label(), py.a(), px.b());
            built.set(x, bx);
            built.set(y, by);
            expected.add(new Fault(Fault.Kind.WRONG_PORT, List.of(px), List.of(bx)));
            expected.add(new Fault(Fault.Kind.WRONG_PORT, List.of(py), List.of(by)));
            touched += 2;
        }

        private void reversedLegs() {
            List<Integer> run = runs.get(next++);
            int tx = run.stream().filter(i -> plan.cables().get(i).kind() == LegKind.TX_LEG).findFirst().orElseThrow();
            int rx = run.stream().filter(i -> plan.cables().get(i).kind() == LegKind.RX_LEG).findFirst().orElseThrow();
            PatchCable bt = new PatchCable(planned(tx).label(), planned(tx).a(), planned(rx).b());
            PatchCable br = new PatchCable(planned(rx).label(), planned(rx).a(), planned(tx).b());
            built.set(tx, bt);
            built.set(rx, br);
            expected.add(new Fault(Fault.Kind.TX_RX_REVERSED, List.of(planned(tx), planned(rx)), List.of(bt, br)));
            touched += 2;
        }
    }
}
