package com.lightwire.core.asbuilt;

import com.lightwire.core.labels.LegKind;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares an as-built cable list with the plan, in four passes over ports: exact matches, cables with their ends
 * exchanged, Tx/Rx legs of one split cable exchanged (both legs built, each landing on the other's far port), and
 * cables with one end on the wrong port (matched to the planned cable by label, else by the A end, else by the B end);
 * what is left is missing (planned) or extra (built). O(n) expected time with hash maps keyed by port; stateless.
 */
public final class AsBuiltCheck {

    private final CablePlan plan;
    private final List<PatchCable> built;
    private final BitSet plannedLeft;
    private final BitSet builtLeft;
    private final Map<PortRef, Integer> plannedByPort = new HashMap<>();
    private final List<Entry> faults = new ArrayList<>();
    private int matching;

    private AsBuiltCheck(CablePlan plan, List<PatchCable> built) {
        this.plan = plan;
        this.built = List.copyOf(built);
        this.plannedLeft = new BitSet(plan.size());
        this.builtLeft = new BitSet(built.size());
        plannedLeft.set(0, plan.size());
        builtLeft.set(0, built.size());
        for (int i = 0; i < plan.size(); i++) {
            PatchCable c = planned(i);
            plannedByPort.putIfAbsent(c.a(), i);
            plannedByPort.putIfAbsent(c.b(), i);
        }
    }

    /** The differences between {@code built} and {@code plan}; none when the build matches. */
    public static AsBuiltReport check(CablePlan plan, List<PatchCable> built) {
        AsBuiltCheck check = new AsBuiltCheck(plan, built);
        check.matchEnds(false);
        check.matchEnds(true);
        check.matchReversedLegs();
        check.matchWrongPorts();
        check.leftOver();
        check.faults.sort(Comparator.comparingInt((Entry e) -> e.fault.kind().ordinal()).thenComparingInt(e -> e.order));
        return new AsBuiltReport(plan.size(), check.built.size(), check.matching,
                check.faults.stream().map(e -> e.fault).toList());
    }

    /** Exact matches ({@code swapped} false) or matches with A and B exchanged. */
    private void matchEnds(boolean swapped) {
        for (int j = builtLeft.nextSetBit(0); j >= 0; j = builtLeft.nextSetBit(j + 1)) {
            PatchCable b = built.get(j);
            PatchCable probe = swapped ? b.reversed() : b;
            Integer i = plannedByPort.get(probe.a());
            if (i == null || !plannedLeft.get(i) || !planned(i).a().equals(probe.a())
                    || !planned(i).b().equals(probe.b())) {
                continue;
            }
            use(i, j);
            if (swapped) {
                add(Fault.Kind.SWAPPED_ENDS, i, List.of(planned(i)), List.of(b));
            } else {
                matching++;
            }
        }
    }

    private void matchReversedLegs() {
        Map<List<PortRef>, Integer> builtByPorts = new HashMap<>();
        for (int j = builtLeft.nextSetBit(0); j >= 0; j = builtLeft.nextSetBit(j + 1)) {
            builtByPorts.putIfAbsent(portsOf(built.get(j)), j);
        }
        for (int[] pair : legPairs()) {
            PatchCable tx = planned(pair[0]);
            PatchCable rx = planned(pair[1]);
            Integer x = builtByPorts.get(portsOf(new PatchCable("", tx.a(), rx.b())));
            Integer y = builtByPorts.get(portsOf(new PatchCable("", rx.a(), tx.b())));
            if (x != null && y != null && builtLeft.get(x) && builtLeft.get(y)) {
                use(pair[0], x);
                use(pair[1], y);
                add(Fault.Kind.TX_RX_REVERSED, pair[0], List.of(tx, rx), List.of(built.get(x), built.get(y)));
            }
        }
    }

    /** The Tx and Rx legs of each run whose legs are both still unmatched, in plan order. */
    private List<int[]> legPairs() {
        Map<String, int[]> byRun = new LinkedHashMap<>();
        for (int i = plannedLeft.nextSetBit(0); i >= 0; i = plannedLeft.nextSetBit(i + 1)) {
            PlannedCable p = plan.cables().get(i);
            if (p.kind() == LegKind.TX_LEG || p.kind() == LegKind.RX_LEG) {
                int[] pair = byRun.computeIfAbsent(p.run(), r -> new int[]{-1, -1});
                pair[p.kind() == LegKind.TX_LEG ? 0 : 1] = i;
            }
        }
        return byRun.values().stream().filter(p -> p[0] >= 0 && p[1] >= 0).toList();
    }

    private void matchWrongPorts() {
        Map<String, Integer> byLabel = new HashMap<>();
        for (int i = plannedLeft.nextSetBit(0); i >= 0; i = plannedLeft.nextSetBit(i + 1)) {
            byLabel.putIfAbsent(planned(i).label(), i);
        }
        for (int j = builtLeft.nextSetBit(0); j >= 0; j = builtLeft.nextSetBit(j + 1)) {
            PatchCable b = built.get(j);
            int i = wrongPortMatch(b, byLabel.get(b.label()));
            if (i >= 0) {
                use(i, j);
                add(Fault.Kind.WRONG_PORT, i, List.of(planned(i)), List.of(b));
            }
        }
    }

    /** The unmatched planned cable sharing a port with {@code b}: the one with its label, else by A, else by B. */
    private int wrongPortMatch(PatchCable b, Integer byLabel) {
        Integer byA = plannedByPort.get(b.a());
        Integer byB = plannedByPort.get(b.b());
        for (Integer i : new Integer[]{byLabel, byA, byB}) {
            if (i != null && plannedLeft.get(i) && sharesPort(planned(i), b)) {
                return i;
            }
        }
        return -1;
    }

    private void leftOver() {
        for (int i = plannedLeft.nextSetBit(0); i >= 0; i = plannedLeft.nextSetBit(i + 1)) {
            add(Fault.Kind.MISSING, i, List.of(planned(i)), List.of());
        }
        for (int j = builtLeft.nextSetBit(0); j >= 0; j = builtLeft.nextSetBit(j + 1)) {
            add(Fault.Kind.EXTRA, j, List.of(), List.of(built.get(j)));
        }
    }

    private static boolean sharesPort(PatchCable p, PatchCable b) {
        return p.a().equals(b.a()) || p.a().equals(b.b()) || p.b().equals(b.a()) || p.b().equals(b.b());
    }

    /** The two ports of a cable in a fixed order, a key for "joins these two ports" in either direction. */
    private static List<PortRef> portsOf(PatchCable c) {
        return c.a().compareTo(c.b()) <= 0 ? List.of(c.a(), c.b()) : List.of(c.b(), c.a());
    }

    private PatchCable planned(int i) {
        return plan.cables().get(i).cable();
    }

    private void use(int plannedIndex, int builtIndex) {
        plannedLeft.clear(plannedIndex);
        builtLeft.clear(builtIndex);
    }

    private void add(Fault.Kind kind, int order, List<PatchCable> planned, List<PatchCable> builtCables) {
        faults.add(new Entry(new Fault(kind, planned, builtCables), order));
    }

    private record Entry(Fault fault, int order) {
    }
}
