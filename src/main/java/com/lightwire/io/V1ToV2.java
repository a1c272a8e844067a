package com.lightwire.io;

import com.lightwire.io.Dtos.ConfigurationDto;
import com.lightwire.io.Dtos.ConfigurationEntryDto;
import com.lightwire.io.Dtos.ProjectDto;
import com.lightwire.io.Dtos.ProjectV1Dto;
import com.lightwire.io.Dtos.TopologyDto;
import com.lightwire.io.Dtos.TopologyEntryDto;

import java.util.ArrayList;
import java.util.List;

/**
 * The migration of a version-1 project file to version 2, on the file's records before any model is built: the
 * cluster, which version 1 requires, stays required; topologies and the configuration become inline entries (version
 * 1 had no sibling files); there are no studies. Fields that version 2 added are never taken from a version-1 file.
 * Entries missing in the file stay missing, so the version-2 reader reports them at the same JSON paths.
 */
final class V1ToV2 {

    private V1ToV2() {
    }

    static ProjectDto migrate(ProjectV1Dto v1, FieldChecks checks) throws LightwireFileException {
        checks.require(v1.cluster(), "$.cluster");
        return new ProjectDto(2, v1.cluster(), topologies(v1.topologies()), configuration(v1.configuration()),
                List.of());
    }

    private static List<TopologyEntryDto> topologies(List<TopologyDto> v1) {
        if (v1 == null) {
            return null;
        }
        List<TopologyEntryDto> out = new ArrayList<>(v1.size());
        for (TopologyDto t : v1) {
            out.add(t == null ? null : new TopologyEntryDto(t.name(), t.pods(), t.spines(), t.links(), null, null));
        }
        return out;
    }

    private static ConfigurationEntryDto configuration(ConfigurationDto v1) {
        return v1 == null ? null : new ConfigurationEntryDto(v1.scheme(), v1.groups(), v1.ocsPerGroup(), v1.ports(),
                v1.circuits(), null, null);
    }
}
