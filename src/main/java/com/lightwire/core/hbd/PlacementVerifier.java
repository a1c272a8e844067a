package com.lightwire.core.hbd;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.hbd.BundleConflict;
import com.lightwire.model.hbd.BundleState;
import com.lightwire.model.hbd.HbdGroup;
import com.lightwire.model.hbd.HbdPlacement;
import com.lightwire.model.hbd.IntSeq;
import com.lightwire.model.hbd.PlacementMode;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.Pseudograph;

import java.util.HashSet;
import java.util.Set;

/**
 * Independent checks of a placement against the order it was placed on: every group is m distinct healthy nodes in
 * no other group, each consecutive pair linked (1..K positions apart forwards, cyclic on a ring); no interior bundle
 * conflict in strict mode, and every interior conflict listed in ideal mode; bundle states as the hops require; each
 * GPU ring visits every GPU of its chain once along edges of the switched GPU graph (DAC and loopback positions inside
 * nodes, upper-to-upper and lower-to-lower lanes across the facing bundles, checked on a JGraphT graph), and is empty
 * exactly for conflicting chains; the GPU accounting adds up. O(N·R).
 */
public final class PlacementVerifier {

    private PlacementVerifier() {
    }

    /**
     * @param order the order the placement was computed on (1-based ids)
     * @param ring  whether that order wraps around
     */
    public static Verification verify(PlacementRequest request, int[] order, boolean ring, HbdPlacement placement) {
        Verification.Collector v = new Verification.Collector();
        Context c = new Context(request, order, ring);
        Set<Long> listed = new HashSet<>();
        for (BundleConflict conflict : placement.conflicts()) {
            listed.add(key(conflict.node(), c.wiring.names().indexOf(conflict.bundle())));
        }
        boolean[] used = new boolean[request.design().nodes() + 1];
        for (int g = 0; g < placement.groups().size(); g++) {
            checkGroup(c, placement.groups().get(g), g, used, listed, v);
        }
        checkOrder(c, placement, v);
        long healthy = request.design().nodes() - request.faults().count();
        long inGroups = (long) placement.groups().size() * request.nodesPerGroup();
        int r = request.design().gpusPerNode();
        v.check(placement.usedGpus() == inGroups * r, () -> "usedGpus is " + placement.usedGpus() + "; the groups "
                + "hold " + inGroups * r);
        v.check(placement.wastedGpus() == (healthy - inGroups) * r, () -> "wastedGpus is "
                + placement.wastedGpus() + "; healthy GPUs in no group are " + (healthy - inGroups) * r);
        v.check(placement.totalGpus() == request.design().gpus(), () -> "totalGpus differs from N·R");
        return v.build();
    }

    private record Context(PlacementRequest request, int[] pos, boolean[] faulty, boolean ring, int n,
                           KHopWiring wiring) {
        Context(PlacementRequest request, int[] order, boolean ring) {
            this(request, HbdOrders.positions(order), request.faults().mask(request.design().nodes()), ring,
                    order.length, new KHopWiring(request.design().gpusPerNode(), request.design().bundles()));
        }

        /** Forward distance from u to v, or -1 when not linked. */
        int gap(int u, int v) {
            int d = pos[v] - pos[u];
            d = ring ? Math.floorMod(d, n) : d;
            return d >= 1 && d <= wiring.reach() ? d : -1;
        }
    }

    private static void checkGroup(Context c, HbdGroup group, int g, boolean[] used, Set<Long> listed,
                                   Verification.Collector v) {
        IntSeq nodes = group.nodes();
        int m = c.request.nodesPerGroup();
        if (nodes.size() != m) {
            v.fail("group " + g + " has " + nodes.size() + " nodes; TP " + c.request.tp() + " needs " + m);
            return;
        }
        int[] gaps = new int[m - 1];
        for (int i = 0; i < m; i++) {
            int id = nodes.get(i);
            if (id < 1 || id > c.n || c.faulty[id] || used[id]) {
                v.fail("group " + g + " uses node " + id + ", which is out of range, faulty or in another group");
                return;
            }
            used[id] = true;
            if (i > 0 && (gaps[i - 1] = c.gap(nodes.get(i - 1), id)) < 0) {
                v.fail("group " + g + ": N" + nodes.get(i - 1) + " and N" + id + " are not linked");
                return;
            }
        }
        boolean conflict = checkConflicts(c, nodes, gaps, g, listed, v);
        checkStates(c, group, gaps, g, v);
        if (conflict) {
            v.check(group.gpuRing().isEmpty(), () -> "group " + g + " has a bundle conflict but a GPU ring");
        } else {
            checkRing(c, group, gaps, g, v);
        }
    }

    private static boolean checkConflicts(Context c, IntSeq nodes, int[] gaps, int g, Set<Long> listed,
                                          Verification.Collector v) {
        boolean any = false;
        for (int i = 1; i < gaps.length + 1 && i < nodes.size() - 1; i++) {
            int left = c.wiring.bundleFor(-gaps[i - 1]);
            if (left != c.wiring.bundleFor(gaps[i])) {
                continue;
            }
            any = true;
            int id = nodes.get(i);
            v.check(c.request.mode() == PlacementMode.IDEAL, () -> "group " + g + ": N" + id
                    + " needs one bundle for both hops, which strict mode forbids");
            v.check(listed.contains(key(id, left)), () -> "the conflict at N" + id + " is not listed");
        }
        return any;
    }

    private static void checkStates(Context c, HbdGroup group, int[] gaps, int g, Verification.Collector v) {
        int k = c.wiring.reach();
        int m = gaps.length + 1;
        if (group.states().size() != m * k) {
            v.fail("group " + g + " has " + group.states().size() + " bundle states; expected " + m * k);
            return;
        }
        for (int i = 0; i < m; i++) {
            int lb = i > 0 ? c.wiring.bundleFor(-gaps[i - 1]) : -1;
            int rb = i < m - 1 ? c.wiring.bundleFor(gaps[i]) : -1;
            for (int b = 0; b < k; b++) {
                BundleState want = b == lb ? BundleState.ext(c.wiring.pathFor(-gaps[i - 1]))
                        : b == rb ? BundleState.ext(c.wiring.pathFor(gaps[i])) : BundleState.LOOPBACK;
                BundleState got = group.state(i, b, k);
                int node = group.nodes().get(i);
                int bundle = b;
                v.check(got == want, () -> "group " + g + ": N" + node + " bundle " + c.wiring.name(bundle) + " is "
                        + got + "; its hops need " + want);
            }
        }
    }

    private static void checkRing(Context c, HbdGroup group, int[] gaps, int g, Verification.Collector v) {
        int r = c.wiring.gpusPerNode();
        IntSeq nodes = group.nodes();
        IntSeq ring = group.gpuRing();
        if (ring.size() != nodes.size() * r) {
            v.fail("group " + g + ": the GPU ring has " + ring.size() + " GPUs; the chain has " + nodes.size() * r);
            return;
        }
        Graph<Integer, DefaultEdge> allowed = switchedGraph(c, group, gaps);
        Set<Integer> visited = new HashSet<>();
        for (int i = 0; i < ring.size(); i++) {
            int a = ring.get(i);
            int b = ring.get((i + 1) % ring.size());
            if (!allowed.containsVertex(a) || !visited.add(a) || !allowed.containsEdge(a, b)) {
                v.fail("group " + g + ": the ring steps " + HbdGroup.gpuLabel(a, r) + " to " + HbdGroup.gpuLabel(b, r)
                        + ", which no switched path joins (or visits a GPU twice or outside the chain)");
                return;
            }
        }
    }

    /** GPU graph of the chain as switched: vertices are global GPU indices. */
    private static Graph<Integer, DefaultEdge> switchedGraph(Context c, HbdGroup group, int[] gaps) {
        int r = c.wiring.gpusPerNode();
        int k = c.wiring.reach();
        Graph<Integer, DefaultEdge> graph = new Pseudograph<>(DefaultEdge.class);
        IntSeq nodes = group.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            int base = (nodes.get(i) - 1) * r;
            for (int gpu = 0; gpu < r; gpu++) {
                graph.addVertex(base + gpu);
            }
            for (int p = 0; p < r; p++) {
                int b = c.wiring.bundleAt(p);
                if (b < 0 || group.state(i, b, k) == BundleState.LOOPBACK) {
                    graph.addEdge(base + p, base + (p + 1) % r);
                }
            }
            if (i > 0) {
                int prevBase = (nodes.get(i - 1) - 1) * r;
                int rb = c.wiring.bundleFor(gaps[i - 1]);
                int lb = c.wiring.bundleFor(-gaps[i - 1]);
                graph.addEdge(prevBase + c.wiring.upperGpu(rb), base + c.wiring.upperGpu(lb));
                graph.addEdge(prevBase + c.wiring.lowerGpu(rb), base + c.wiring.lowerGpu(lb));
            }
        }
        return graph;
    }

    private static void checkOrder(Context c, HbdPlacement placement, Verification.Collector v) {
        boolean[] seen = new boolean[c.n + 1];
        int listed = 0;
        for (IntSeq component : placement.components()) {
            for (int i = 0; i < component.size(); i++) {
                int id = component.get(i);
                if (id < 1 || id > c.n || c.faulty[id] || seen[id]) {
                    v.fail("component node " + id + " is out of range, faulty or listed twice");
                    return;
                }
                seen[id] = true;
                listed++;
                if (i > 0 && c.gap(component.get(i - 1), id) < 0) {
                    v.fail("component: N" + component.get(i - 1) + " and N" + id + " are not linked");
                }
            }
        }
        int count = listed;
        v.check(count == placement.order().size(), () -> "the components hold " + count + " nodes; the order "
                + placement.order().size());
    }

    private static long key(int node, int bundle) {
        return (long) node * 64 + bundle;
    }
}
