package com.lightwire.core.hbd;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdPlan;

/**
 * Independent checks of a fiber plan against its design: the order is a permutation of 1..N; the link count is N·K
 * (ring) or K·N − K(K+1)/2 (line); each link joins nodes exactly {@code hop} positions apart in that order; no
 * (node, bundle, path) port carries two links and on a ring every port is used; the bundle/path table maps the 2K
 * offsets one to one, each bundle's paths pointing the same way except one mixed {-K, +K} bundle when K is odd;
 * lengths follow the rack rule; R − K free positions with 2 DAC cables each. O(N·K).
 */
public final class HbdPlanVerifier {

    private HbdPlanVerifier() {
    }

    public static Verification verify(HbdDesign design, HbdPlan plan) {
        Verification.Collector v = new Verification.Collector();
        int n = design.nodes();
        int k = design.bundles();
        int[] pos = permutation(plan, n, v);
        v.check(plan.linkCount() == design.linkCount(), () -> "the plan has " + plan.linkCount()
                + " links; the design needs " + design.linkCount());
        v.check(plan.modulesPerBundle() == design.modulesPerBundle(), () -> "fibers per link differ from B");
        checkTable(plan, k, v);
        if (pos != null) {
            checkLinks(design, plan, pos, v);
        }
        v.check(plan.freePositions().size() == design.gpusPerNode() - k, () -> "a node needs R - K = "
                + (design.gpusPerNode() - k) + " DAC positions; the plan has " + plan.freePositions().size());
        v.check(plan.cablesPerPosition() == HbdPlanGenerator.DAC_PER_POSITION, () -> "2 DAC cables per position");
        return v.build();
    }

    private static int[] permutation(HbdPlan plan, int n, Verification.Collector v) {
        if (plan.order().size() != n) {
            v.fail("the order lists " + plan.order().size() + " nodes; the design has " + n);
            return null;
        }
        int[] pos = new int[n + 1];
        java.util.Arrays.fill(pos, -1);
        for (int i = 0; i < n; i++) {
            int id = plan.order().get(i);
            if (id < 1 || id > n || pos[id] >= 0) {
                v.fail("the order is not a permutation of 1.." + n + " at position " + i);
                return null;
            }
            pos[id] = i;
        }
        return pos;
    }

    /** Offsets ±1..±K map one to one onto (bundle, path); a bundle mixing directions is X{-K, +K}, K odd. */
    private static void checkTable(HbdPlan plan, int k, Verification.Collector v) {
        int[][] offsetAt = new int[k][3];
        for (int hop = 1; hop <= k; hop++) {
            claim(offsetAt, plan.rightBundle().get(hop), plan.rightPath().get(hop), hop, v);
            claim(offsetAt, plan.leftBundle().get(hop), plan.leftPath().get(hop), -hop, v);
        }
        int mixed = 0;
        for (int b = 0; b < k; b++) {
            int p1 = offsetAt[b][1];
            int p2 = offsetAt[b][2];
            if (p1 != 0 && p2 != 0 && Integer.signum(p1) != Integer.signum(p2)) {
                mixed++;
                boolean ok = k % 2 == 1 && p1 == -k && p2 == k;
                int bundle = b;
                v.check(ok, () -> "bundle " + plan.bundleNames().get(bundle) + " mixes offsets " + p1 + " and " + p2);
            }
        }
        int mixedBundles = mixed;
        v.check(mixedBundles == k % 2, () -> mixedBundles + " mixed bundles; K = " + k + " needs " + (k % 2));
    }

    private static void claim(int[][] offsetAt, int bundle, int path, int offset, Verification.Collector v) {
        if (bundle < 0 || bundle >= offsetAt.length || path < 1 || path > 2) {
            v.fail("offset " + offset + " is served by bundle " + bundle + " path " + path + ", which does not exist");
            return;
        }
        v.check(offsetAt[bundle][path] == 0, () -> "bundle " + bundle + " path " + path + " serves two offsets");
        offsetAt[bundle][path] = offset;
    }

    private static void checkLinks(HbdDesign design, HbdPlan plan, int[] pos, Verification.Collector v) {
        int n = design.nodes();
        int k = design.bundles();
        RackGeometry racks = new RackGeometry(design);
        boolean[] used = new boolean[(n + 1) * k * 3];
        int linksUsed = 0;
        for (int i = 0; i < plan.linkCount(); i++) {
            int a = plan.linkA().get(i);
            int b = plan.linkB().get(i);
            int hop = plan.linkHop().get(i);
            if (a < 1 || a > n || b < 1 || b > n || hop < 1 || hop > k) {
                v.fail("link " + i + " is out of range");
                continue;
            }
            int gap = pos[b] - pos[a];
            boolean apart = design.isRing() ? Math.floorMod(gap, n) == hop : gap == hop;
            int link = i;
            v.check(apart, () -> "link " + link + " N" + a + "-N" + b + " is not " + hop + " positions apart");
            linksUsed += port(used, a, plan.rightBundle().get(hop), plan.rightPath().get(hop), k, v);
            linksUsed += port(used, b, plan.leftBundle().get(hop), plan.leftPath().get(hop), k, v);
            double expected = racks.meters(a, b);
            v.check(plan.meters(i) == expected, () -> "link " + link + " is " + plan.meters(link) + " m; the racks "
                    + "are " + expected + " m apart");
        }
        int ends = linksUsed;
        v.check(!design.isRing() || ends == 2 * n * k, () -> "a ring uses every port; " + ends + " of " + 2 * n * k
                + " are used");
    }

    private static int port(boolean[] used, int node, int bundle, int path, int k, Verification.Collector v) {
        int index = (node * k + bundle) * 3 + path;
        if (used[index]) {
            v.fail("port N" + node + " bundle " + bundle + " path " + path + " carries two links");
            return 0;
        }
        used[index] = true;
        return 1;
    }
}
