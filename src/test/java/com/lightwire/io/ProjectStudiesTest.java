package com.lightwire.io;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.Project;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.Study;
import com.lightwire.model.StudyData;
import com.lightwire.model.StudyRef;
import com.lightwire.model.UnknownStudyData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code studies} section: kinds with a codec, kinds without one, and projects without a cluster. */
class ProjectStudiesTest {

    @TempDir
    Path dir;

    /** A study kind for the test: a line of text. */
    record Note(String text) implements StudyData {
    }

    record NoteDto(String text) {
    }

    static final StudyCodec<Note> NOTES = new StudyCodec<>() {
        @Override
        public String kind() {
            return "note";
        }

        @Override
        public Class<Note> type() {
            return Note.class;
        }

        @Override
        public Note fromJson(String json, String source) throws LightwireFileException {
            NoteDto dto = JsonReading.parse(json, NoteDto.class, source);
            return new Note(new FieldChecks(source).text(dto.text(), "$.text"));
        }

        @Override
        public String toJson(Note data) {
            StringWriter out = new StringWriter();
            try {
                new JsonWriter(out).beginObject().field("text", data.text()).endObject().finish();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toString();
        }
    };

    @Test
    void aProjectWithoutAClusterHoldsStudiesAlone() throws IOException {
        Project project = Project.ofStudies(List.of(new Study("note", "hello", new Note("a DAG study"))));
        Path file = dir.resolve("dag.json");
        ProjectFiles.write(project, file, StudyCodecs.of(List.of(NOTES)));
        String json = Files.readString(file);
        assertEquals("""
                {
                  "formatVersion": 2,
                  "cluster": null,
                  "topologies": [],
                  "configuration": null,
                  "studies": [
                    {
                      "kind": "note",
                      "name": "hello",
                      "data": {
                        "text": "a DAG study"
                      }
                    }
                  ]
                }
                """, json);
        Project read = ProjectFiles.read(file, StudyCodecs.of(List.of(NOTES)));
        assertFalse(read.hasCluster());
        assertEquals(project, read);
        assertEquals(List.of(), ProjectValidator.validate(read));
    }

    @Test
    void topologiesWithoutAClusterAreRefused() {
        String json = "{\"formatVersion\": 2, \"cluster\": null, \"topologies\": [{\"name\": \"t\"}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ProjectFiles.fromJson(json, "p.json"));
        assertEquals("p.json: $.topologies[0]: needs a cluster, but the project has none", e.getMessage());
    }

    @Test
    void aStudyOfAnUnknownKindIsKeptAsItWasAndReported() throws IOException {
        String payload = "{\"jobs\": [{\"id\": \"llm-7\", \"gpus\": 4096}]}\n";
        String big = payload.replace("4096", "4096, \"pad\": \"" + "x".repeat(SectionPlacement.SIBLING_THRESHOLD)
                + "\"");
        Project project = Project.ofStudies(List.of(new Study("trace", "small", new UnknownStudyData(payload)),
                new Study("trace", "large", new UnknownStudyData(big))));
        Path file = dir.resolve("p.json");
        ProjectFiles.write(project, file);
        Project read = ProjectFiles.read(file);
        assertEquals(new UnknownStudyData("{\"jobs\":[{\"id\":\"llm-7\",\"gpus\":4096}]}"), read.studies().get(0).data(),
                "inline: the same JSON content");
        assertEquals(new UnknownStudyData(big), read.studies().get(1).data(), "in a sibling: the same bytes");
        List<Diagnostic> findings = ProjectValidator.validate(read);
        assertEquals(List.of("study-kind-unknown", "study-kind-unknown"), findings.stream().map(Diagnostic::rule)
                .toList());
        assertEquals(new StudyRef("trace", "large"), findings.get(1).element());
        Path copy = dir.resolve("again.json");
        ProjectFiles.write(read, copy);
        Path twice = dir.resolve("twice.json");
        ProjectFiles.write(ProjectFiles.read(copy), twice);
        assertEquals(Files.readString(copy).replace("again.data/", "twice.data/"), Files.readString(twice),
                "byte-stable from the first save on");
        String sibling = SiblingFiles.fileName("trace", SiblingFiles.sha256(big));
        assertEquals(big, Files.readString(dir.resolve("twice.data").resolve(sibling)));
    }

    @Test
    void aStudyNeedsItsDataAndAWellFormedKind() {
        String noData = "{\"formatVersion\": 2, \"cluster\": null, \"studies\": [{\"kind\": \"dag\", \"name\": \"a\"}]}";
        assertEquals("p.json: $.studies[0]: has neither \"data\" nor \"file\"; a study needs one of them",
                assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(noData, "p.json")).getMessage());
        String badKind = noData.replace("\"dag\"", "\"DAG v2\"");
        assertTrue(assertThrows(LightwireFileException.class, () -> ProjectFiles.fromJson(badKind, "p.json"))
                .getMessage().startsWith("p.json: $.studies[0].kind: a study kind is lower-case"));
    }

    @Test
    void aKnownKindReadsAsItsTypedPayloadAndItsErrorsNameThePlace() {
        String json = "{\"formatVersion\": 2, \"cluster\": null, \"studies\": [{\"kind\": \"note\", \"name\": \"a\", "
                + "\"data\": {\"text\": 5}}]}";
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> ProjectFiles.read(Files.writeString(dir.resolve("p.json"), json), StudyCodecs.of(List.of(NOTES))));
        assertTrue(e.getMessage().startsWith(dir.resolve("p.json") + ": $.studies[0].data: $.text"), e.getMessage());
    }
}
