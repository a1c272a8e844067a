package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;

/**
 * The Jackson data-transfer records of the file formats, one per JSON object kind. Every field is boxed so that a
 * missing field reads as null and is reported by {@link FieldChecks} with its path; fields Lightwire does not know
 * are ignored. The model stays free of Jackson: mapping happens in the codecs.
 */
final class Dtos {

    private Dtos() {
    }

    /** A version-1 project file: the cluster required, topologies and configuration inline. */
    record ProjectV1Dto(Integer formatVersion, ClusterDto cluster, List<TopologyDto> topologies,
                        ConfigurationDto configuration) {
    }

    /** A version-2 project file: every section optional, large ones by reference to a sibling file. */
    record ProjectDto(Integer formatVersion, ClusterDto cluster, List<TopologyEntryDto> topologies,
                      ConfigurationEntryDto configuration, List<StudyEntryDto> studies) {
    }

    /** A named topology in a project: inline in link form, or {@code file} and {@code sha256} of a sibling file. */
    record TopologyEntryDto(String name, Integer pods, Integer spines, List<LinkDto> links, String file,
                            String sha256) {
        TopologyDto body() {
            return new TopologyDto(null, name, pods, spines, links);
        }
    }

    /** The current configuration in a project: inline in circuit form, or by reference to a sibling file. */
    record ConfigurationEntryDto(String scheme, Integer groups, Integer ocsPerGroup, Integer ports,
                                 List<CircuitDto> circuits, String file, String sha256) {
        ConfigurationDto body() {
            return new ConfigurationDto(null, scheme, groups, ocsPerGroup, ports, circuits);
        }
    }

    /** A study in a project: its kind, name and payload, inline as {@code data} or in a sibling file. */
    record StudyEntryDto(String kind, String name, JsonNode data, String file, String sha256) {
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
