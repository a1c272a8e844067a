package com.lightwire.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * An OCS cluster design: switch radixes, the chosen physical wiring, pods, OCS groups and the racks they sit in.
 * Immutable; edits return a new instance.
 */
public record Cluster(String name, FabricParams params, WiringScheme scheme, List<Pod> pods, List<OcsGroup> groups,
                      List<Rack> racks, FloorPlan floor) {

    public Cluster {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(scheme, "scheme");
        Objects.requireNonNull(floor, "floor");
        pods = List.copyOf(pods);
        groups = List.copyOf(groups);
        racks = List.copyOf(racks);
    }

    /** Number of pods P. */
    public int podCount() {
        return pods.size();
    }

    public ClusterSizes sizes() {
        return ClusterSizes.of(params, pods.size(), scheme);
    }

    public Optional<Rack> rack(String id) {
        return racks.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    /** Racks by id, for lookups in loops. */
    public Map<String, Rack> racksById() {
        return racks.stream().collect(Collectors.toMap(Rack::id, Function.identity(), (a, b) -> a));
    }

    public Cluster withScheme(WiringScheme newScheme) {
        return new Cluster(name, params, newScheme, pods, groups, racks, floor);
    }

    public Cluster withRacks(List<Rack> newRacks) {
        return new Cluster(name, params, scheme, pods, groups, newRacks, floor);
    }

    public Cluster withPodsAndRacks(List<Pod> newPods, List<Rack> newRacks) {
        return new Cluster(name, params, scheme, newPods, groups, newRacks, floor);
    }
}
