package com.lightwire.io;

import com.lightwire.io.SectionPlacement.Reference;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.Project;
import com.lightwire.model.Study;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes the version-2 project document: {@code formatVersion}, {@code cluster} (or null), {@code topologies},
 * {@code configuration} (or null) and {@code studies}, in that order. Each topology, the configuration and each
 * study payload is written inline or, as its {@link SectionPlacement} decides, as a one-line reference
 * {@code {"file": ..., "sha256": ...}} to a sibling holding the section's own document (a topology or configuration
 * interchange file, or the study codec's document). Byte-stable.
 */
final class ProjectWriter {

    private final StudyCodecs codecs;
    private final SectionPlacement placement;

    ProjectWriter(StudyCodecs codecs, SectionPlacement placement) {
        this.codecs = codecs;
        this.placement = placement;
    }

    void write(Project project, Writer out) throws IOException {
        JsonWriter w = new JsonWriter(out);
        w.beginObject().field("formatVersion", FormatVersion.PROJECT).name("cluster");
        if (project.hasCluster()) {
            ClusterCodec.write(w, project.cluster());
        } else {
            w.nullValue();
        }
        w.name("topologies").beginArray();
        for (NamedTopology named : project.topologies()) {
            writeTopology(w, named);
        }
        w.endArray().name("configuration");
        if (project.currentConfiguration() == null) {
            w.nullValue();
        } else {
            writeConfiguration(w, project, project.currentConfiguration());
        }
        w.name("studies").beginArray();
        for (Study study : project.studies()) {
            writeStudy(w, study);
        }
        w.endArray().endObject().finish();
    }

    private void writeTopology(JsonWriter w, NamedTopology named) throws IOException {
        Reference ref = placement.mayMove()
                ? placement.place("topology", TopologyFiles.toJson(named.topology())) : null;
        if (ref == null) {
            w.beginObject().field("name", named.name());
            TopologyCodec.writeBody(w, named.topology());
        } else {
            w.beginInlineObject().field("name", named.name());
            reference(w, ref);
        }
        w.endObject();
    }

    private void writeConfiguration(JsonWriter w, Project project, OcsConfiguration config) throws IOException {
        var scheme = project.cluster().scheme();
        Reference ref = placement.mayMove()
                ? placement.place("configuration", ConfigurationFiles.toJson(config, scheme)) : null;
        if (ref == null) {
            w.beginObject();
            ConfigurationCodec.writeBody(w, config, scheme);
        } else {
            w.beginInlineObject();
            reference(w, ref);
        }
        w.endObject();
    }

    private void writeStudy(JsonWriter w, Study study) throws IOException {
        String payload = codecs.write(study);
        Reference ref = placement.place(study.kind(), payload);
        if (ref == null) {
            w.beginObject().field("kind", study.kind()).field("name", study.name()).name("data").raw(payload);
        } else {
            w.beginInlineObject().field("kind", study.kind()).field("name", study.name());
            reference(w, ref);
        }
        w.endObject();
    }

    private static void reference(JsonWriter w, Reference ref) throws IOException {
        w.field("file", ref.file()).field("sha256", ref.sha256());
    }
}
