package com.lightwire.io;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.Demand;
import com.lightwire.model.spectra.Schedule;
import com.lightwire.model.spectra.Slot;
import com.lightwire.model.spectra.SpectraStudy;
import com.lightwire.model.spectra.WeightedPermutation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Spectra's files: the issue's examples read, round trips byte-stable, malformed input one located error. */
class SpectraFilesTest {

    private static final String C4 = "{\"formatVersion\":1,\"name\":\"C4\",\"n\":2,\"labels\":[\"t0\",\"t1\"],"
            + "\"switches\":2,\"delay\":0.1,\"matrix\":[[0.7,0.3],[0.3,0.7]]}";

    @Test
    void theIssuesDemandExampleReadsAndRoundTripsByteStable() throws IOException {
        DemandFile file = DemandFiles.fromJson(C4, "c4.json");
        assertEquals(2, file.demand().n());
        assertEquals(List.of("t0", "t1"), file.demand().labels());
        assertEquals(2, file.switches());
        assertEquals(0.1, file.delay());
        assertEquals(0.3, file.demand().at(0, 1));
        String json = DemandFiles.toJson(file);
        assertEquals(file, DemandFiles.fromJson(json, "again.json"));
        assertEquals(json, DemandFiles.toJson(DemandFiles.fromJson(json, "again.json")));
    }

    @Test
    void sparseEntriesAndBytesUnitsConvertToMicroseconds() throws IOException {
        String json = "{\"n\":2,\"unit\":\"bytes\",\"linkGbps\":100,\"delay\":10,"
                + "\"entries\":[{\"i\":0,\"j\":1,\"value\":1250000}]}";
        DemandFile file = DemandFiles.fromJson(json, "b.json");
        assertEquals(100.0, file.demand().at(0, 1), 1e-12);
        assertEquals(0.0, file.demand().at(1, 0));
        assertEquals(10.0, file.delay());
    }

    @Test
    void csvAndTsvWithALabelRowRoundTrip(@TempDir Path dir) throws IOException {
        Demand d = new Demand("m", List.of("a", "b"), new double[][] {{0.7, 0.3}, {0.25, 1e-7}});
        for (String name : List.of("d.csv", "d.tsv")) {
            Path file = dir.resolve(name);
            DemandFiles.write(new DemandFile(d, null, null), file);
            Demand back = DemandFiles.read(file).demand();
            assertArrayEquals(d.matrix(), back.matrix());
            assertEquals(d.labels(), back.labels());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "wrong type|{\"n\":2,\"matrix\":[[0.7,\"x\"],[0.3,0.7]]}|$.matrix[0][1]",
        "negative|{\"n\":2,\"matrix\":[[0.7,-0.3],[0.3,0.7]]}|$.matrix[0][1]: must be a finite number >= 0",
        "ragged|{\"n\":2,\"matrix\":[[0.7,0.3],[0.3]]}|$.matrix[1]: has 1 numbers",
        "n mismatch|{\"n\":3,\"matrix\":[[0.7,0.3],[0.3,0.7]]}|$.n: is 3 but the matrix has 2 rows",
        "both forms|{\"n\":1,\"matrix\":[[1]],\"entries\":[]}|$: give exactly one of",
        "neither form|{\"n\":1}|$: give exactly one of",
        "bad cell|{\"n\":2,\"entries\":[{\"i\":2,\"j\":0,\"value\":1}]}|$.entries[0].i: must be between 0 and 1",
        "repeated cell|{\"n\":2,\"entries\":[{\"i\":0,\"j\":1,\"value\":1},{\"i\":0,\"j\":1,\"value\":2}]}"
                + "|$.entries[1]: cell (0, 1) is given twice (first at $.entries[0])",
        "newer version|{\"formatVersion\":2,\"n\":1,\"matrix\":[[1]]}|$.formatVersion: format version 2 is newer",
        "too many ports|{\"n\":5000,\"entries\":[]}|$.n: is 5000; Lightwire takes at most 4096 ports",
    })
    void malformedDemandIsOneLocatedError(String what, String json, String expected) {
        LightwireFileException e = assertThrows(LightwireFileException.class,
                () -> DemandFiles.fromJson(json, "bad.json"));
        assertEquals(true, e.getMessage().startsWith("bad.json: ") && e.getMessage().contains(expected),
                what + ": " + e.getMessage());
    }

    @Test
    void csvErrorsNameLineAndColumn(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.csv");
        Files.writeString(file, "1,2\n3,abc\n");
        LightwireFileException e = assertThrows(LightwireFileException.class, () -> DemandFiles.read(file));
        assertEquals(file + ": line 2, column 2: 'abc' is not a number", e.getMessage());
    }

    private static Schedule c4Schedule() {
        List<WeightedPermutation> perms = List.of(new WeightedPermutation(0, new int[] {0, 1}, 0.7, 0.7),
                new WeightedPermutation(1, new int[] {1, 0}, 0.3, 0.3));
        return new Schedule("spectra", 2, 0.1, perms, List.of(List.of(new Slot(0, 0.55)),
                List.of(new Slot(1, 0.3), new Slot(0, 0.15))));
    }

    @Test
    void scheduleJsonHasTheIssuesFieldsAndReadsBack() throws IOException {
        String json = ScheduleFiles.toJson(c4Schedule(), 0.65);
        for (String field : List.of("\"formatVersion\": 1", "\"method\": \"spectra\"", "\"switches\": 2",
                "\"lowerBound\": 0.65", "\"loads\": [", "\"initialAlpha\": 0.7", "\"switch\": 1, \"slot\": 1",
                "\"reconfStart\": 0.4", "\"trafficStart\": 0.5")) {
            assertEquals(true, json.contains(field), field + " in " + json);
        }
        ScheduleFiles.Read read = ScheduleFiles.fromJson(json, "s.json");
        assertEquals(c4Schedule().slots(), read.schedule().slots());
        assertEquals(json, ScheduleFiles.toJson(read.schedule(), 0.65));
    }

    @Test
    void scheduleCsvHasTheDigestsColumns() throws IOException {
        StringWriter out = new StringWriter();
        ScheduleFiles.writeCsv(c4Schedule(), out);
        List<String> lines = out.toString().lines().toList();
        assertEquals("switch,slot,permId,sigma,alpha,t_reconf_start,t_traffic_start,t_end", lines.get(0));
        assertEquals("1,0,1,1 0,0.3,0.0,0.1,0.4", lines.get(2));
        assertEquals(4, lines.size());
    }

    @Test
    void aSpectraStudyRoundTripsThroughAProjectFile(@TempDir Path dir) throws IOException {
        SpectraStudy study = new SpectraStudy(Demand.of("C4", new double[][] {{0.7, 0.3}, {0.3, 0.7}}), 2, 0.1,
                "spectra", "greedy", "case", 7);
        Project project = Project.ofStudies(List.of(new Study(SpectraStudy.KIND, "c4", study)));
        Path file = dir.resolve("p.json");
        ProjectFiles.write(project, file);
        Project back = ProjectFiles.read(file);
        assertEquals(study, back.studies().get(0).data());
    }
}
