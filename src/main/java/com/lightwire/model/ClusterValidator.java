package com.lightwire.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a cluster design against the rules of the Cross Wiring digest §4.7 (pre-checks 1-3, D8) and the
 * consistency of its floor plan. Returns every finding; never throws for bad input.
 */
public final class ClusterValidator {

    private ClusterValidator() {
    }

    public static List<Diagnostic> validate(Cluster cluster) {
        List<Diagnostic> out = new ArrayList<>(checkParams(cluster.params(), cluster.scheme()));
        out.addAll(checkPodCount(cluster));
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
            out.add(Diagnostic.error("cluster", "kspine-even",
                    "K_spine must be even (Cross Wiring pairs ports); it is " + p.kSpine()));
        }
        if (p.kLeaf() % 2 != 0) {
            out.add(Diagnostic.error("cluster", "kleaf-even", "K_leaf must be even; it is " + p.kLeaf()));
        }
        if (p.kLeaf() % p.tau() != 0 || p.kSpine() % p.tau() != 0) {
            out.add(Diagnostic.error("cluster", "tau-divides", "tau must divide K_leaf and K_spine (tau="
                    + p.tau() + ", K_leaf=" + p.kLeaf() + ", K_spine=" + p.kSpine() + ")"));
        }
        return out;
    }

    private static void requirePositive(List<Diagnostic> out, String name, int value) {
        if (value <= 0) {
            out.add(Diagnostic.error("cluster", "positive-size", name + " must be at least 1; it is " + value));
        }
    }

    private static List<Diagnostic> checkPodCount(Cluster cluster) {
        int pods = cluster.podCount();
        int maxPods = cluster.params().kOcs() / cluster.scheme().portsPerPodOnOcs();
        if (pods < 1) {
            return List.of(Diagnostic.error("cluster", "pods-min", "a cluster needs at least one pod"));
        }
        if (cluster.params().kOcs() > 0 && pods > maxPods) {
            return List.of(Diagnostic.error("cluster", "too-many-pods", "too many pods: " + pods + " pods but K_ocs="
                    + cluster.params().kOcs() + " allows at most " + maxPods + " with "
                    + cluster.scheme().displayName()));
        }
        return List.of();
    }

    private static List<Diagnostic> checkIndices(Cluster cluster) {
        List<Diagnostic> out = new ArrayList<>();
        for (int i = 0; i < cluster.pods().size(); i++) {
            Pod pod = cluster.pods().get(i);
            if (pod.index() != i) {
                out.add(Diagnostic.error("pod " + pod.name(), "pod-index",
                        "pod at position " + i + " has index " + pod.index() + "; pods must be numbered 0..P-1"));
            }
        }
        int h = cluster.params().spinesPerPod();
        if (h > 0 && cluster.groups().size() != h) {
            out.add(Diagnostic.error("cluster", "group-count", "the cluster has " + cluster.groups().size()
                    + " OCS groups but K_leaf/tau = " + h + " spines per pod need " + h));
        }
        for (int g = 0; g < cluster.groups().size(); g++) {
            OcsGroup group = cluster.groups().get(g);
            if (group.index() != g) {
                out.add(Diagnostic.error("OCS group " + group.name(), "group-index",
                        "group at position " + g + " has index " + group.index()));
            }
            if (group.ocsPerRack() % 2 != 0) {
                out.add(Diagnostic.warning("OCS group " + group.name(), "ocs-pair-rack",
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
                out.add(Diagnostic.error("rack " + rack.id(), "rack-id-unique", "rack id " + rack.id() + " is used twice"));
            }
            String key = rack.row() + ":" + rack.slot();
            String other = positions.putIfAbsent(key, rack.id());
            if (other != null) {
                out.add(Diagnostic.warning("rack " + rack.id(), "rack-position", "rack " + rack.id() + " stands on row "
                        + rack.row() + " slot " + rack.slot() + ", already taken by rack " + other));
            }
            if (rack.row() < 0 || rack.slot() < 0) {
                out.add(Diagnostic.error("rack " + rack.id(), "rack-position", "row and slot must not be negative"));
            }
        }
        for (Pod pod : cluster.pods()) {
            requireRack(out, ids, "pod " + pod.name(), pod.spineRack());
            requireRack(out, ids, "pod " + pod.name(), pod.leafRack());
        }
        for (OcsGroup group : cluster.groups()) {
            for (String rack : group.racks()) {
                requireRack(out, ids, "OCS group " + group.name(), rack);
            }
        }
        return out;
    }

    private static void requireRack(List<Diagnostic> out, Set<String> ids, String element, String rackId) {
        if (!ids.contains(rackId)) {
            out.add(Diagnostic.error(element, "rack-missing", element + " refers to rack " + rackId
                    + ", which does not exist"));
        }
    }
}
