package com.lightwire.core.labels;

import com.lightwire.model.Cable;
import com.lightwire.model.Cluster;
import com.lightwire.model.FiberPlan;
import com.lightwire.model.OcsGroup;
import com.lightwire.model.Pod;
import com.lightwire.model.Rack;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Produces the labels of a fiber plan on a cluster, lazily: one {@link LegKind#DUPLEX} label per unsplit cable, and
 * a trunk, a Tx leg and an Rx leg label per Cross Wiring cable (digest §2.3), in cable order. Rack of each end from
 * the model ({@code Pod.spineRack}, {@code OcsGroup.rackOf}); rack units from {@link RackUnits}. O(1) memory per
 * label; a filter skips non-matching cables before any label is built. Stateless after construction.
 */
public final class LabelPlanner {

    /** Length of a simplex leg from the distribution frame to the OCS beside it. */
    public static final double LEG_LENGTH_METERS = 3.0;
    /** Rack id used when the model names no rack. */
    public static final String UNKNOWN_RACK = "?";

    private final Cluster cluster;
    private final FiberPlan plan;
    private final LabelFormat format;
    private final Map<String, Rack> racks;
    private final Map<String, Integer> groupByRack;
    private final Map<String, Integer> podBySpineRack;

    public LabelPlanner(Cluster cluster, FiberPlan plan, LabelFormat format) {
        this.cluster = Objects.requireNonNull(cluster, "cluster");
        this.plan = Objects.requireNonNull(plan, "plan");
        this.format = Objects.requireNonNull(format, "format");
        this.racks = cluster.racksById();
        this.groupByRack = new HashMap<>();
        for (OcsGroup g : cluster.groups()) {
            for (String rack : g.racks()) {
                groupByRack.merge(rack, g.index(), (a, b) -> a.equals(b) ? a : -1);
                groupByRack.merge(RackUnits.frameOf(rack), g.index(), (a, b) -> a.equals(b) ? a : -1);
            }
        }
        groupByRack.values().removeIf(v -> v < 0);
        this.podBySpineRack = new HashMap<>();
        for (Pod p : cluster.pods()) {
            podBySpineRack.merge(p.spineRack(), p.index(), (a, b) -> -1);
        }
        podBySpineRack.values().removeIf(v -> v < 0);
    }

    /**
     * All labels passing {@code filter}, in cable order (trunk, Tx leg, Rx leg for a split cable). A pod, group or
     * known rack narrows the cables visited to that pod's or group's, so one OCS rack costs O(P·K_spine).
     */
    public Stream<CableLabel> labels(LabelFilter filter) {
        return cableIndices(filter).mapToObj(plan.cables()::get)
                .filter(c -> filter.mayMatch(c.spineEnd().pod(), c.spineEnd().spine()))
                .filter(c -> filter.rack() == null || touchesRack(c, filter.rack()))
                .flatMap(c -> labelsOf(c).stream())
                .filter(filter::matches);
    }

    private IntStream cableIndices(LabelFilter filter) {
        Integer pod = filter.pod();
        Integer group = filter.group();
        if (filter.rack() != null) {
            Integer rackGroup = groupByRack.get(filter.rack());
            Integer rackPod = podBySpineRack.get(filter.rack());
            if (rackGroup != null && rackPod == null) {
                group = group == null || group.equals(rackGroup) ? rackGroup : Integer.valueOf(-1);
            } else if (rackPod != null && rackGroup == null) {
                pod = pod == null || pod.equals(rackPod) ? rackPod : Integer.valueOf(-1);
            }
        }
        int spines = plan.params().spinesPerPod();
        int ports = plan.params().kSpine();
        IntStream pods = only(pod, plan.pods());
        Integer g = group;
        return pods.flatMap(i -> only(g, spines).flatMap(h -> IntStream.range(0, ports)
                .map(p -> (i * spines + h) * ports + p)));
    }

    /** {@code 0..count-1}, or just {@code value} when given (nothing when it is out of range). */
    private static IntStream only(Integer value, int count) {
        if (value == null) {
            return IntStream.range(0, count);
        }
        return value >= 0 && value < count ? IntStream.of(value) : IntStream.empty();
    }

    /** Number of labels for the whole plan: three per split cable, one per other cable. */
    public long labelCount() {
        return plan.cables().stream().mapToLong(c -> c.isSplit() ? 3 : 1).sum();
    }

    /** The labels of one cable. */
    public List<CableLabel> labelsOf(Cable cable) {
        CableGeometry g = geometry(cable);
        LabelWriter writer = new LabelWriter(format, cable, g);
        if (!cable.isSplit()) {
            return List.of(writer.duplex());
        }
        return List.of(writer.trunk(), writer.txLeg(), writer.rxLeg());
    }

    /** The OCS racks of the cluster, in group then rack order (one cut-sheet tab each). */
    public List<String> ocsRacks() {
        return cluster.groups().stream().flatMap(g -> g.racks().stream()).distinct().toList();
    }

    private boolean touchesRack(Cable cable, String rack) {
        String ocsRack = ocsRackOf(cable.spineEnd().spine(), cable.txTo().ocs());
        return rack.equals(ocsRack) || rack.equals(RackUnits.frameOf(ocsRack))
                || rack.equals(spineRackOf(cable.spineEnd().pod()));
    }

    private CableGeometry geometry(Cable cable) {
        int h = cable.spineEnd().spine();
        String spineRack = spineRackOf(cable.spineEnd().pod());
        String ocsRack = ocsRackOf(h, cable.txTo().ocs());
        Rack a = racks.get(spineRack);
        Rack b = racks.get(ocsRack);
        double length = a == null || b == null ? Double.NaN : cluster.floor().cableLengthMeters(a, b);
        return new CableGeometry(spineRack, ocsRack, ocsPerRack(h), plan.pods(), length);
    }

    private String spineRackOf(int pod) {
        return pod < cluster.pods().size() ? cluster.pods().get(pod).spineRack() : UNKNOWN_RACK;
    }

    private String ocsRackOf(int group, int ocs) {
        if (group >= cluster.groups().size()) {
            return UNKNOWN_RACK;
        }
        String rack = cluster.groups().get(group).rackOf(ocs);
        return rack == null ? UNKNOWN_RACK : rack;
    }

    private int ocsPerRack(int group) {
        if (group >= cluster.groups().size()) {
            return 1;
        }
        OcsGroup g = cluster.groups().get(group);
        return Math.max(1, g.ocsPerRack());
    }

    /** Where a cable runs: its racks, the OCS rack's unit count and the trunk (or duplex) length. */
    record CableGeometry(String spineRack, String ocsRack, int ocsPerRack, int pods, double lengthMeters) {
    }
}
