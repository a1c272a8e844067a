package com.lightwire.io;

import com.lightwire.core.spectra.ScheduleVerifier;
import com.lightwire.model.Project;
import com.lightwire.model.deck.Deck;
import com.lightwire.model.ProjectValidator;
import com.lightwire.model.spectra.SpectraStudy;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The committed Spectra samples equal the generator's output, load without findings and verify. */
class SpectraSamplesTest {

    private static final Path SAMPLES = Path.of("samples");

    @Test
    void committedSpectraSamplesEqualTheGeneratorsOutput() throws IOException {
        for (Map.Entry<String, String> e : SpectraSamples.files().entrySet()) {
            assertEquals(e.getValue(), Files.readString(SAMPLES.resolve(e.getKey())), e.getKey()
                    + " is stale: rerun SpectraSamples.main");
        }
    }

    @Test
    void everySpectraSampleLoadsWithoutFindingsAndItsScheduleVerifies() throws IOException {
        for (String dir : List.of("spectra-benchmark-64", "spectra-moe-64", "spectra-cases")) {
            Project project = ProjectFiles.read(SAMPLES.resolve(dir).resolve("project.json"));
            assertEquals(List.of(), ProjectValidator.validate(project), dir);
            assertTrue(project.studies().stream().filter(s -> !s.kind().equals(Deck.STUDY_KIND))
                    .allMatch(s -> s.data() instanceof SpectraStudy), dir);
        }
        assertEquals(13, ProjectFiles.read(SAMPLES.resolve("spectra-cases/project.json")).studies().stream()
                .filter(s -> s.kind().equals(SpectraStudy.KIND)).count());
        for (String dir : List.of("spectra-benchmark-64", "spectra-moe-64")) {
            DemandFile demand = DemandFiles.read(SAMPLES.resolve(dir).resolve("demand.json"));
            ScheduleFiles.Read schedule = ScheduleFiles.read(SAMPLES.resolve(dir).resolve("schedule.json"));
            assertTrue(ScheduleVerifier.verify(demand.demand().matrix(), schedule.schedule()).isPassed(), dir);
            assertEquals(8, demand.switches());
            assertEquals(0.01, demand.delay());
        }
    }
}
