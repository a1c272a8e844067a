package com.lightwire.io;

import com.lightwire.io.Dtos.ConfigurationDto;
import com.lightwire.io.Dtos.ProjectDto;
import com.lightwire.io.Dtos.TopologyDto;
import com.lightwire.model.Cluster;
import com.lightwire.model.ClusterValidator;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.TopologyValidator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes Lightwire project files ({@code *.json}, docs/file-format.md): {@code "formatVersion"} first, then
 * the cluster, the named topologies in link form and the current OCS configuration in circuit form. Output is
 * byte-stable (fixed field order, two-space indent, "\n", trailing newline) and saved atomically. Structural
 * problems throw {@link LightwireFileException}; design-rule violations load and come back as diagnostics.
 * Reading and writing are linear in the file size.
 */
public final class ProjectFiles {

    private ProjectFiles() {
    }

    /** Reads a project; design-rule findings are dropped (see {@link #load(Path)}). */
    public static Project read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    /** Reads a project and runs the cluster and topology validators on it. */
    public static LoadedProject load(Path file) throws LightwireFileException {
        Project project = read(file);
        return new LoadedProject(project, diagnostics(project));
    }

    /** Parses project JSON; {@code sourceName} names the origin in error messages. */
    public static Project fromJson(String json, String sourceName) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(sourceName);
        ProjectDto dto = JsonReading.parse(json, ProjectDto.class, sourceName);
        checks.formatVersion(dto.formatVersion(), true);
        Cluster cluster = ClusterCodec.fromDto(checks.require(dto.cluster(), "$.cluster"), "$.cluster", checks);
        List<NamedTopology> topologies = topologies(dto.topologies(), cluster, checks);
        ConfigurationDto config = dto.configuration();
        OcsConfiguration current = config == null ? null : ConfigurationCodec.fromDto(config, "$.configuration",
                checks, ConfigurationCodec.Shape.of(cluster));
        return new Project(cluster, topologies, current);
    }

    private static List<NamedTopology> topologies(List<TopologyDto> dtos, Cluster cluster, FieldChecks checks)
            throws LightwireFileException {
        List<NamedTopology> out = new ArrayList<>();
        if (dtos == null) {
            return out;
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < dtos.size(); i++) {
            String at = "$.topologies[" + i + "]";
            TopologyDto dto = checks.require(dtos.get(i), at);
            String name = checks.text(dto.name(), at + ".name");
            if (!names.add(name)) {
                throw checks.error(at + ".name", "the topology name \"" + name + "\" is used twice");
            }
            requireShape(dto, at, cluster, checks);
            out.add(new NamedTopology(name, TopologyCodec.fromDto(dto, at, checks)));
        }
        return out;
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
                    + cluster.params().spinesPerPod() + " spines per pod (K_leaf/tau)");
        }
    }

    /** The project as JSON text, exactly as {@link #write(Project, Path)} stores it. */
    public static String toJson(Project project) {
        StringWriter out = new StringWriter();
        try {
            write(project, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** Saves atomically: a temporary file in the same directory, forced to disk, then moved over {@code file}. */
    public static void write(Project project, Path file) throws IOException {
        String json = toJson(project);
        AtomicFiles.writeText(file, out -> out.write(json));
    }

    /** Streams the project JSON to {@code out}. */
    public static void write(Project project, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.CURRENT).name("cluster");
        ClusterCodec.write(w, project.cluster());
        w.name("topologies").beginArray();
        for (NamedTopology named : project.topologies()) {
            w.beginObject().field("name", named.name());
            TopologyCodec.writeBody(w, named.topology());
            w.endObject();
        }
        w.endArray().name("configuration");
        if (project.currentConfiguration() == null) {
            w.nullValue();
        } else {
            w.beginObject();
            ConfigurationCodec.writeBody(w, project.currentConfiguration(), project.cluster().scheme());
            w.endObject();
        }
        w.endObject().finish();
    }

    /**
     * Design-rule findings on a project: {@code ClusterValidator}, {@code TopologyValidator} on every named topology
     * (elements prefixed with the topology's name) and egress ports used twice in the current configuration.
     */
    public static List<Diagnostic> diagnostics(Project project) {
        Cluster cluster = project.cluster();
        List<Diagnostic> out = new ArrayList<>(ClusterValidator.validate(cluster));
        for (NamedTopology named : project.topologies()) {
            for (Diagnostic d : TopologyValidator.validate(named.topology(), cluster.params(), cluster.podCount())) {
                String element = d.element().startsWith("topology")
                        ? "topology \"" + named.name() + "\"" + d.element().substring("topology".length())
                        : d.element();
                out.add(new Diagnostic(d.severity(), element, d.rule(), d.message()));
            }
        }
        if (project.currentConfiguration() != null) {
            out.addAll(egressConflicts(project.currentConfiguration()));
        }
        return out;
    }

    private static List<Diagnostic> egressConflicts(OcsConfiguration config) {
        List<Diagnostic> out = new ArrayList<>();
        for (int h = 0; h < config.groups(); h++) {
            for (int k = 0; k < config.ocsPerGroup(); k++) {
                int[] usedBy = new int[config.ports()];
                Arrays.fill(usedBy, -1);
                for (int in = 0; in < config.ports(); in++) {
                    int egress = config.egressOf(h, k, in);
                    if (egress != OcsConfiguration.NONE && usedBy[egress] >= 0) {
                        out.add(Diagnostic.error("configuration OCS " + h + "." + k, "egress-once", "egress port "
                                + egress + " is used by ingress ports " + usedBy[egress] + " and " + in));
                    } else if (egress != OcsConfiguration.NONE) {
                        usedBy[egress] = in;
                    }
                }
            }
        }
        return out;
    }
}
