package com.lightwire.core.leafdesign;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.SplitUnit;

import java.util.HashMap;
import java.util.Map;

/**
 * Independent checks of a design against its demand: (5) every direction of every pair served exactly, no units
 * elsewhere; (8) per group and pod pair as many units each way; the topology is C of eq. (7) capped only in rows over
 * kSpine, symmetric, within kSpine, with {@code sharedUnits} the links dropped; the reported load and flag recomputed;
 * the guarantee of the method (tau = 2 heuristic, greedy, exact: load at most tau); the backup within the idle ports
 * and maximal (no pod pair left with a free port on both spines).
 */
public final class DesignVerifier {

    private DesignVerifier() {
    }

    public static Verification verify(LeafDemand demand, LeafDesign design) {
        Verification.Collector v = new Verification.Collector();
        LumosFabric f = demand.fabric();
        if (!unitsInRange(v, f, design)) {
            return v.build();
        }
        checkServed(v, demand, design);
        int[][][] c = DesignAssembly.podCounts(f, design.split());
        checkTopology(v, f, c, design);
        int load = DesignAssembly.maxLoad(f, design.split());
        v.check(load == design.maxLoad(), () -> "maxLoad " + design.maxLoad() + " but the split loads " + load);
        v.check(design.contentionFree() == (load <= f.tau() && design.sharedUnits() == 0),
                () -> "contentionFree is " + design.contentionFree() + " with load " + load + " and "
                        + design.sharedUnits() + " shared units");
        boolean guaranteed = design.method().equals("greedy") || design.method().equals("exact")
                || design.method().equals("heuristic") && f.tau() == 2;
        v.check(!guaranteed || load <= f.tau(), () -> "the " + design.method() + " guarantees load <= " + f.tau()
                + ", got " + load);
        if (design.backup() != null) {
            checkBackup(v, f, design.topology(), design.backup());
        }
        return v.build();
    }

    private static boolean unitsInRange(Verification.Collector v, LumosFabric f, LeafDesign design) {
        for (SplitUnit u : design.split()) {
            if (u.h() < 0 || u.h() >= f.spinesPerPod() || u.a() < 0 || u.a() >= f.leaves() || u.b() < 0
                    || u.b() >= f.leaves() || u.count() < 1) {
                v.fail("split unit " + u + " is out of range");
                return false;
            }
        }
        LogicalTopology t = design.topology();
        if (t.groups() != f.spinesPerPod() || t.pods() != f.pods()) {
            v.fail("the topology is " + t.groups() + " groups x " + t.pods() + " pods");
            return false;
        }
        return true;
    }

    private static void checkServed(Verification.Collector v, LeafDemand demand, LeafDesign design) {
        Map<Long, Long> served = new HashMap<>();
        long n = demand.fabric().leaves();
        for (SplitUnit u : design.split()) {
            served.merge(u.a() * n + u.b(), (long) u.count(), Long::sum);
        }
        for (LeafPair p : demand.pairs()) {
            for (long key : new long[] {p.a() * n + p.b(), p.b() * n + p.a()}) {
                long got = served.getOrDefault(key, 0L);
                v.check(got == p.count(), () -> "leaves " + key / n + "->" + key % n + " get " + got + " units of "
                        + p.count());
                served.remove(key);
            }
        }
        v.check(served.isEmpty(), () -> served.size() + " leaf pairs get units they did not ask for");
    }

    private static void checkTopology(Verification.Collector v, LumosFabric f, int[][][] c, LeafDesign design) {
        long dropped = 0;
        for (int h = 0; h < c.length; h++) {
            long[] demandRows = new long[f.pods()];
            for (int i = 0; i < f.pods(); i++) {
                demandRows[i] = DesignAssembly.rowSum(c[h][i]);
                long row = design.topology().degree(h, i);
                int hh = h;
                int ii = i;
                v.check(row <= f.kSpine(), () -> "spine " + hh + " of pod " + ii + " uses " + row + " ports");
            }
            for (int i = 0; i < f.pods(); i++) {
                for (int j = 0; j < f.pods(); j++) {
                    int cij = c[h][i][j];
                    int tij = design.topology().count(h, i, j);
                    int hh = h;
                    int ii = i;
                    int jj = j;
                    java.util.function.Supplier<String> at = () -> "group " + hh + " pods " + ii + "," + jj;
                    v.check(cij == c[h][j][i], () -> at.get() + ": units differ by direction (eq. 8)");
                    v.check(tij <= cij && tij == design.topology().count(h, j, i), () -> at.get()
                            + ": the topology exceeds C or is not symmetric");
                    boolean overBudget = demandRows[i] > f.kSpine() || demandRows[j] > f.kSpine();
                    v.check(tij == cij || overBudget, () -> at.get() + ": capped though both spines fit their links");
                    dropped += j > i ? cij - tij : 0;
                }
            }
        }
        long total = dropped;
        v.check(total == design.sharedUnits(), () -> "sharedUnits " + design.sharedUnits() + " but " + total
                + " links were dropped");
    }

    private static void checkBackup(Verification.Collector v, LumosFabric f, LogicalTopology t, LogicalTopology b) {
        if (b.groups() != t.groups() || b.pods() != t.pods() || !b.isWellFormed()) {
            v.fail("the backup mesh is not a symmetric topology of the same shape");
            return;
        }
        for (int h = 0; h < t.groups(); h++) {
            for (int i = 0; i < t.pods(); i++) {
                long used = t.degree(h, i) + b.degree(h, i);
                int hh = h;
                int ii = i;
                v.check(used <= f.kSpine(), () -> "spine " + hh + " of pod " + ii + " uses " + used + " ports with "
                        + "the backup");
                for (int j = i + 1; j < t.pods(); j++) {
                    boolean bothFree = used < f.kSpine() && t.degree(h, j) + b.degree(h, j) < f.kSpine();
                    int jj = j;
                    v.check(!bothFree, () -> "group " + hh + ": pods " + ii + " and " + jj
                            + " both have idle ports the backup left unused");
                }
            }
        }
    }
}
