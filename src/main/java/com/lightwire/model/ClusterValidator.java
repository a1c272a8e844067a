package com.lightwire.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Checks a cluster design against the rules of the Cross Wiring digest §4.7 (pre-checks 1-3, D8) and the
 * consistency of its floor plan. Returns every finding; never throws for bad input.
 */
public final class ClusterValidator {

    /**
     * The largest design handled: 2^22 = 4,194,304 GPUs, 32 times the largest sample. Every cable, label and BOM
     * line is generated per GPU, so this bounds the work and memory of every command.
     */
    public static final long MAX_GPUS = 1L << 22;

    private ClusterValidator() {
    }

    public static List<Diagnostic> validate(Cluster cluster) {
        List<Diagnostic> out = new ArrayList<>(checkParams(cluster.params(), cluster.scheme()));
        out.addAll(checkPodCount(cluster.params(), cluster.scheme(), cluster.podCount()));
        out.addAll(checkIndices(cluster));
        out.addAll(checkRacks(cluster));
        return out;
    }

    /** Radix rules: positive sizes, even K_leaf and K_spine, tau dividing both. */
    public static List<Diagnostic> checkParams(FabricParams p, WiringScheme scheme) {
        List<Diagnostic> out = new ArrayList<>();
        requirePositive(out, "K_leaf", p.kLeaf());
        requirePositive(out, "K_spine", p.kSpine());
        requirePositive(out, "tau", p.tau());
        requirePositive(out, "K_ocs", p.kOcs());
        if (!out.isEmpty()) {
            return out;
        }
        if (p.kSpine() % 2 != 0) {
            out.add(Diagnostic.error(ElementRef.CLUSTER, "kspine-even",
                    "K_spine must be even (Cross Wiring pairs ports); it is " + p.kSpine()));
        }
        if (p.kLeaf() % 2 != 0) {
            out.add(Diagnostic.error(ElementRef.CLUSTER, "kleaf-even", "K_leaf must be even; it is " + p.kLeaf()));
        }
        if (p.kLeaf() % p.tau() != 0 || p.kSpine() % p.tau() != 0) {
            out.add(Diagnostic.error(ElementRef.CLUSTER, "tau-divides", "tau must divide K_leaf and K_spine (tau="
                    + p.tau() + ", K_leaf=" + p.kLeaf() + ", K_spine=" + p.kSpine() + ")"));
        }
        return out;
    }

    private static void requirePositive(List<Diagnostic> out, String name, int value) {
        if (value <= 0) {
            out.add(Diagnostic.error(ElementRef.CLUSTER, "positive-size", name + " must be at least 1; it is " + value));
        }
    }

    /**
     * Pod-count rules: at least one pod, at most K_ocs / (ports per pod on an OCS), and at most {@link #MAX_GPUS}
     * GPUs (as many spine-OCS cables) in all.
     */
    public static List<Diagnostic> checkPodCount(FabricParams params, WiringScheme scheme, int pods) {
        int maxPods = params.kOcs() / scheme.portsPerPodOnOcs();
        if (pods < 1) {
            return List.of(Diagnostic.error(ElementRef.CLUSTER, "pods-min", "a cluster needs at least one pod"));
        }
        long gpus = pods * params.gpusPerPod();
        if (gpus > MAX_GPUS) {
            return List.of(Diagnostic.error(ElementRef.CLUSTER, "cluster-size", String.format(Locale.ROOT,
                    "the design has %,d GPUs and as many spine-OCS cables; Lightwire designs clusters of at most "
                            + "%,d GPUs", gpus, MAX_GPUS)));
        }
        if (params.kOcs() > 0 && pods > maxPods) {
            return List.of(Diagnostic.error(ElementRef.CLUSTER, "too-many-pods", "too many pods: " + pods
                    + " pods but K_ocs=" + params.kOcs() + " allows at most " + maxPods + " with "
                    + scheme.displayName()));
        }
        return List.of();
    }

    private static List<Diagnostic> checkIndices(Cluster cluster) {
        List<Diagnostic> out = new ArrayList<>();
        for (int i = 0; i < cluster.pods().size(); i++) {
            Pod pod = cluster.pods().get(i);
            if (pod.index() != i) {
                out.add(Diagnostic.error(PodRef.of(pod), "pod-index",
                        "pod at position " + i + " has index " + pod.index() + "; pods must be numbered 0..P-1"));
            }
        }
        int h = cluster.params().spinesPerPod();
        if (h > 0 && cluster.groups().size() != h) {
            out.add(Diagnostic.error(ElementRef.CLUSTER, "group-count", "the cluster has " + cluster.groups().size()
                    + " OCS groups but K_leaf/tau = " + h + " spines per pod need " + h));
        }
        int ocsPerGroup = cluster.scheme().ocsPerGroup(cluster.params().kSpine());
        for (int g = 0; g < cluster.groups().size(); g++) {
            OcsGroup group = cluster.groups().get(g);
            if (group.index() != g) {
                out.add(Diagnostic.error(GroupRef.of(group), "group-index",
                        "group at position " + g + " has index " + group.index()));
            }
            long capacity = (long) group.racks().size() * group.ocsPerRack();
            if (capacity < ocsPerGroup) {
                out.add(Diagnostic.error(GroupRef.of(group), "group-capacity", "its racks hold " + capacity
                        + " OCSes (" + group.racks().size() + " racks x " + group.ocsPerRack() + ") but the group has "
                        + ocsPerGroup + " with " + cluster.scheme().displayName()));
            }
            if (group.ocsPerRack() % 2 != 0) {
                out.add(Diagnostic.warning(GroupRef.of(group), "ocs-pair-rack",
                        "an odd number of OCSes per rack (" + group.ocsPerRack() + ") splits OCS pairs across racks"));
            }
        }
        return out;
    }

    private static List<Diagnostic> checkRacks(Cluster cluster) {
        List<Diagnostic> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        Map<String, String> positions = new HashMap<>();
        for (Rack rack : cluster.racks()) {
            if (!ids.add(rack.id())) {
                out.add(Diagnostic.error(new RackRef(rack.id()), "rack-id-unique", "rack id " + rack.id() + " is used twice"));
            }
            String key = rack.row() + ":" + rack.slot();
            String other = positions.putIfAbsent(key, rack.id());
            if (other != null) {
                out.add(Diagnostic.warning(new RackRef(rack.id()), "rack-position", "rack " + rack.id() + " stands on row "
                        + rack.row() + " slot " + rack.slot() + ", already taken by rack " + other));
            }
            if (rack.row() < 0 || rack.slot() < 0) {
                out.add(Diagnostic.error(new RackRef(rack.id()), "rack-position", "row and slot must not be negative"));
            }
        }
        for (Pod pod : cluster.pods()) {
            requireRack(out, ids, PodRef.of(pod), pod.spineRack());
            requireRack(out, ids, PodRef.of(pod), pod.leafRack());
        }
        for (OcsGroup group : cluster.groups()) {
            for (String rack : group.racks()) {
                requireRack(out, ids, GroupRef.of(group), rack);
            }
        }
        return out;
    }

    private static void requireRack(List<Diagnostic> out, Set<String> ids, ElementRef element, String rackId) {
        if (!ids.contains(rackId)) {
            out.add(Diagnostic.error(element, "rack-missing", element.label() + " refers to rack " + rackId
                    + ", which does not exist"));
        }
    }
}
