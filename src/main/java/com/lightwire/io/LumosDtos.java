package com.lightwire.io;

import java.util.List;

/** The Jackson records of the cluster-simulation files (docs/file-format.md, "Cluster simulation"); all boxed. */
final class LumosDtos {

    private LumosDtos() {
    }

    record JobDto(String id, Double arrival, Integer gpus, Integer tp, Integer pp, Integer dp, Integer ep,
                  String model, Double runSeconds, Double commShare) {
    }

    record TraceDto(Integer formatVersion, Integer gpusPerServer, List<JobDto> jobs) {
    }

    record PairDto(Integer a, Integer b, Integer count) {
    }

    record DemandDto(Integer formatVersion, Integer kLeaf, Integer kSpine, Integer tau, Integer pods,
                     List<PairDto> demand) {
    }

    record ClusterDto(Integer kLeaf, Integer kSpine, Integer tau, Integer pods, Integer gpusPerServer) {
    }

    record LeafServersDto(Integer leaf, Integer servers) {
    }

    record RunningDto(JobDto job, List<LeafServersDto> placement) {
    }

    record StateDto(Integer formatVersion, ClusterDto cluster, List<LeafServersDto> busy, List<RunningDto> running,
                    List<JobDto> jobs) {
    }

    record UnitDto(Integer h, Integer a, Integer b, Integer count) {
    }

    record DesignDto(Integer formatVersion, String method, String status, Integer maxLoad, Boolean contentionFree,
                     Long sharedUnits, List<UnitDto> split, Dtos.TopologyDto topology, Dtos.TopologyDto backup) {
    }
}
