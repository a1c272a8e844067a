package com.lightwire.model.hbd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The fiber plan of a design (digest §2.2, §2.3, §2.8), held compactly: node-pair links in (position, hop) order,
 * each of {@code modulesPerBundle} fibers of equal length; fibers and DAC rows are produced on demand, so a
 * 32,768-node K = 3 plan (786,432 fibers) stays a few arrays. For link {@code i}, {@code a = order[p]} and
 * {@code b = order[p + hop]} (cyclic on a ring); its a end uses the bundle and path serving offset {@code +hop}, its b
 * end those serving {@code -hop}.
 *
 * @param order              HBD order, 1-based node ids
 * @param bundleNames        bundle names by index
 * @param modulesPerBundle   B, fibers per link
 * @param linkA              a node of each link
 * @param linkB              b node of each link
 * @param linkHop            hop of each link
 * @param linkMeters         routed length of each link's fibers
 * @param rightBundle        bundle index serving offset +hop, indexed by hop (index 0 unused)
 * @param rightPath          path serving offset +hop
 * @param leftBundle         bundle index serving offset -hop
 * @param leftPath           path serving offset -hop
 * @param freePositions      1-based positions without a bundle (the same in every node)
 * @param cablesPerPosition  DAC cables per free position
 */
public record HbdPlan(IntSeq order, List<String> bundleNames, int modulesPerBundle, IntSeq linkA, IntSeq linkB,
                      IntSeq linkHop, double[] linkMeters, IntSeq rightBundle, IntSeq rightPath, IntSeq leftBundle,
                      IntSeq leftPath, IntSeq freePositions, int cablesPerPosition) {

    /** Longest fiber the priced patch cord covers (digest §1.7: 50 m). */
    public static final double CORD_METERS = 50.0;

    public HbdPlan {
        Objects.requireNonNull(order, "order");
        bundleNames = List.copyOf(bundleNames);
        linkMeters = linkMeters.clone();
        if (linkA.size() != linkB.size() || linkA.size() != linkHop.size() || linkA.size() != linkMeters.length) {
            throw new IllegalArgumentException("link arrays differ in length");
        }
    }

    @Override
    public double[] linkMeters() {
        return linkMeters.clone();
    }

    public int nodes() {
        return order.size();
    }

    public int linkCount() {
        return linkA.size();
    }

    public double meters(int link) {
        return linkMeters[link];
    }

    public long fiberCount() {
        return (long) linkCount() * modulesPerBundle;
    }

    /** OCSTrx modules: every module of every bundle of every node. */
    public long ocsTrx() {
        return (long) nodes() * bundleNames.size() * modulesPerBundle;
    }

    public long dacCables() {
        return (long) nodes() * freePositions.size() * cablesPerPosition;
    }

    /** Fibers longer than {@code limitMeters}. */
    public long fibersOver(double limitMeters) {
        long links = Arrays.stream(linkMeters).filter(m -> m > limitMeters).count();
        return links * modulesPerBundle;
    }

    /** Fiber {@code f} (0-based; link {@code f / B}, module {@code f % B + 1}). */
    public HbdFiber fiber(long f) {
        int link = (int) (f / modulesPerBundle);
        int module = (int) (f % modulesPerBundle) + 1;
        int hop = linkHop.get(link);
        FiberEnd a = new FiberEnd(linkA.get(link), bundleNames.get(rightBundle.get(hop)), module, rightPath.get(hop));
        FiberEnd b = new FiberEnd(linkB.get(link), bundleNames.get(leftBundle.get(hop)), module, leftPath.get(hop));
        return new HbdFiber(a.label(), a, b, hop, linkMeters[link]);
    }

    /** DAC rows, by node id then position. */
    public List<DacRun> dac() {
        List<DacRun> out = new ArrayList<>(nodes() * freePositions.size());
        for (int node = 1; node <= nodes(); node++) {
            for (int i = 0; i < freePositions.size(); i++) {
                out.add(new DacRun(node, freePositions.get(i), cablesPerPosition));
            }
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof HbdPlan p && order.equals(p.order) && bundleNames.equals(p.bundleNames)
                && modulesPerBundle == p.modulesPerBundle && linkA.equals(p.linkA) && linkB.equals(p.linkB)
                && linkHop.equals(p.linkHop) && Arrays.equals(linkMeters, p.linkMeters);
    }

    @Override
    public int hashCode() {
        return Objects.hash(order, linkA, linkB, linkHop, Arrays.hashCode(linkMeters));
    }
}
