package com.lightwire.io;

import java.util.List;

/**
 * The Jackson data-transfer records of the file formats, one per JSON object kind. Every field is boxed so that a
 * missing field reads as null and is reported by {@link FieldChecks} with its path; fields Lightwire does not know
 * are ignored. The model stays free of Jackson: mapping happens in the codecs.
 */
final class Dtos {

    private Dtos() {
    }

    record ProjectDto(Integer formatVersion, ClusterDto cluster, List<TopologyDto> topologies,
                      ConfigurationDto configuration) {
    }

    record ClusterDto(String name, ParamsDto params, String scheme, List<PodDto> pods, List<GroupDto> groups,
                      List<RackDto> racks, FloorDto floor) {
    }

    record ParamsDto(Integer kLeaf, Integer kSpine, Integer tau, Integer kOcs) {
    }

    record PodDto(Integer index, String name, String spineRack, String leafRack) {
    }

    record GroupDto(Integer index, String name, List<String> racks, Integer ocsPerRack) {
    }

    record RackDto(String id, String name, Integer row, Integer slot, String role, Integer heightU) {
    }

    record FloorDto(Double slotPitchMeters, Double rowPitchMeters, Double verticalMeters, Double slackMeters) {
    }

    /** A logical topology in link form; {@code name} is used inside project files only. */
    record TopologyDto(Integer formatVersion, String name, Integer pods, Integer spines, List<LinkDto> links) {
    }

    record LinkDto(Integer h, Integer a, Integer b, Integer count) {
    }

    /** An OCS configuration in circuit form; the shape fields may be absent in files from other tools. */
    record ConfigurationDto(Integer formatVersion, String scheme, Integer groups, Integer ocsPerGroup, Integer ports,
                            List<CircuitDto> circuits) {
    }

    record CircuitDto(Integer h, Integer ocs, Integer in, Integer out) {
    }
}
