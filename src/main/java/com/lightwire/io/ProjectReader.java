package com.lightwire.io;

import com.lightwire.io.Dtos.ConfigurationEntryDto;
import com.lightwire.io.Dtos.ProjectDto;
import com.lightwire.io.Dtos.StudyEntryDto;
import com.lightwire.io.Dtos.TopologyDto;
import com.lightwire.io.Dtos.TopologyEntryDto;
import com.lightwire.io.SiblingFiles.Sibling;
import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds a {@link Project} from the records of a version-2 project file (a version-1 file is migrated first, see
 * {@link V1ToV2}). Sections stored by reference are read from their sibling files and checked against the SHA-256 the
 * project file records; every failure is one {@link LightwireFileException} naming the file at fault and the place.
 */
final class ProjectReader {

    private final FieldChecks checks;
    private final Path file;
    private final StudyCodecs codecs;

    /** {@code file} is where the document was read from, or null for a document without a folder (no siblings). */
    ProjectReader(FieldChecks checks, Path file, StudyCodecs codecs) {
        this.checks = checks;
        this.file = file;
        this.codecs = codecs;
    }

    Project read(ProjectDto dto) throws LightwireFileException {
        Cluster cluster = dto.cluster() == null ? null : ClusterCodec.fromDto(dto.cluster(), "$.cluster", checks);
        List<NamedTopology> topologies;
        OcsConfiguration current;
        try {
            topologies = topologies(orEmpty(dto.topologies()), cluster);
            current = dto.configuration() == null ? null
                    : configuration(dto.configuration(), requireCluster(cluster, "$.configuration"));
        } catch (LightwireFileException e) {
            throw rootCauseFirst(e, cluster);
        }
        return new Project(cluster, topologies, current, studies(orEmpty(dto.studies())));
    }

    /**
     * A topology or configuration error of a cluster whose radixes break a rule (tau not dividing K_spine, say),
     * which sizes both: that rule first, as the root cause, then the error it led to.
     */
    private LightwireFileException rootCauseFirst(LightwireFileException e, Cluster cluster) {
        List<Diagnostic> broken = cluster == null ? List.of()
                : ClusterValidator.checkParams(cluster.params(), cluster.scheme());
        if (broken.isEmpty()) {
            return e;
        }
        Diagnostic first = broken.get(0);
        return new LightwireFileException(checks.source(), "$.cluster.params", first.message() + " [" + first.rule()
                + "], which also breaks " + e.getMessage(), e);
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    private Cluster requireCluster(Cluster cluster, String at) throws LightwireFileException {
        if (cluster == null) {
            throw checks.error(at, "needs a cluster, but the project has none");
        }
        return cluster;
    }

    private List<NamedTopology> topologies(List<TopologyEntryDto> dtos, Cluster cluster) throws LightwireFileException {
        List<NamedTopology> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < dtos.size(); i++) {
            String at = "$.topologies[" + i + "]";
            TopologyEntryDto dto = checks.require(dtos.get(i), at);
            requireCluster(cluster, at);
            String name = checks.text(dto.name(), at + ".name");
            if (!names.add(name)) {
                throw checks.error(at + ".name", "the topology name \"" + name + "\" is used twice");
            }
            out.add(new NamedTopology(name, topology(dto, at, cluster)));
        }
        return out;
    }

    private LogicalTopology topology(TopologyEntryDto dto, String at, Cluster cluster) throws LightwireFileException {
        if (dto.file() == null) {
            requireShape(dto.body(), at, cluster, checks);
            return TopologyCodec.fromDto(dto.body(), at, checks);
        }
        Sibling sibling = sibling(dto.file(), dto.sha256(), at);
        FieldChecks inSibling = new FieldChecks(sibling.file().toString());
        TopologyDto body = JsonReading.parse(sibling.text(), TopologyDto.class, inSibling.source());
        inSibling.formatVersion(body.formatVersion(), false);
        requireShape(body, "$", cluster, inSibling);
        return TopologyCodec.fromDto(body, "$", inSibling);
    }

    private static void requireShape(TopologyDto dto, String at, Cluster cluster, FieldChecks checks)
            throws LightwireFileException {
        int pods = checks.integer(dto.pods(), at + ".pods");
        int spines = checks.integer(dto.spines(), at + ".spines");
        if (pods != cluster.podCount()) {
            throw checks.error(at + ".pods", "is " + pods + " but the cluster has " + cluster.podCount() + " pods");
        }
        if (spines != cluster.params().spinesPerPod()) {
            throw checks.error(at + ".spines", "is " + spines + " but the cluster has "
                    + cluster.params().spinesPerPod() + " groups (K_leaf/tau spines per pod)");
        }
    }

    private OcsConfiguration configuration(ConfigurationEntryDto dto, Cluster cluster) throws LightwireFileException {
        var shape = ConfigurationCodec.Shape.of(cluster);
        if (dto.file() == null) {
            return ConfigurationCodec.fromDto(dto.body(), "$.configuration", checks, shape);
        }
        Sibling sibling = sibling(dto.file(), dto.sha256(), "$.configuration");
        return ConfigurationFiles.fromJson(sibling.text(), sibling.file().toString(), cluster);
    }

    private List<Study> studies(List<StudyEntryDto> dtos) throws LightwireFileException {
        List<Study> out = new ArrayList<>();
        Set<StudyRef> seen = new HashSet<>();
        for (int i = 0; i < dtos.size(); i++) {
            String at = "$.studies[" + i + "]";
            StudyEntryDto dto = checks.require(dtos.get(i), at);
            String kind = checks.text(dto.kind(), at + ".kind");
            if (!kind.matches("[a-z0-9-]+")) {
                throw checks.error(at + ".kind", "a study kind is lower-case letters, digits and '-'; it is \""
                        + kind + "\"");
            }
            String name = checks.text(dto.name(), at + ".name");
            if (!seen.add(new StudyRef(kind, name))) {
                throw checks.error(at + ".name", "there are two " + kind + " studies named \"" + name + "\"");
            }
            out.add(new Study(kind, name, payload(dto, kind, at)));
        }
        return out;
    }

    private StudyData payload(StudyEntryDto dto, String kind, String at)
            throws LightwireFileException {
        if (dto.file() == null) {
            if (dto.data() == null || dto.data().isNull()) {
                throw checks.error(at, "has neither \"data\" nor \"file\"; a study needs one of them");
            }
            return codecs.read(kind, dto.data().toString(), checks.source() + ": " + at + ".data");
        }
        Sibling sibling = sibling(dto.file(), dto.sha256(), at);
        return codecs.read(kind, sibling.text(), sibling.file().toString());
    }

    private Sibling sibling(String reference, String sha256, String at) throws LightwireFileException {
        checks.text(sha256, at + ".sha256");
        if (file == null) {
            throw checks.error(at + ".file", "refers to a sibling file, but the project was not read from a folder");
        }
        return SiblingFiles.read(file, reference, sha256, at);
    }
}
