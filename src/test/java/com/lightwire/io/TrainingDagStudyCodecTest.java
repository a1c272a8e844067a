package com.lightwire.io;

import com.lightwire.model.Project;
import com.lightwire.model.Study;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.Circuit;
import com.lightwire.model.dag.TrainingDagStudy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The "training-dag" study: job, DAG and named allocations round-trip byte-stably, inside a project file too. */
class TrainingDagStudyCodecTest {

    private final TrainingDagStudyCodec codec = new TrainingDagStudyCodec();

    private TrainingDagStudy worked() throws Exception {
        var job = JobFiles.read(Path.of("samples/delta-worked/job.json"));
        var dag = TaskDagFiles.read(Path.of("samples/delta-worked/dag.json"));
        return TrainingDagStudy.of(job, dag).withAllocation(TrainingDagStudy.EDITED, Allocation.of(4,
                List.of(new Circuit(0, 1, 1), new Circuit(0, 2, 1), new Circuit(1, 3, 1), new Circuit(2, 3, 1))));
    }

    @Test
    void aStudyRoundTripsByteStably() throws Exception {
        TrainingDagStudy study = worked();
        String json = codec.toJson(study);
        TrainingDagStudy back = codec.fromJson(json, "study");
        assertEquals(study, back);
        assertEquals(json, codec.toJson(back));
        assertTrue(json.contains("\"job\": {") && json.contains("\"allocations\": ["), json);
    }

    @Test
    void everySampleJobWritesBackToAnEqualJob() throws Exception {
        for (String sample : List.of("delta-worked", "gpt7b-fig1", "megatron-462b")) {
            var job = JobFiles.read(Path.of("samples", sample, "job.json"));
            assertEquals(job, JobFiles.fromJson(JobWriter.toJson(job), sample), sample);
        }
    }

    @Test
    void aProjectKeepsItsTrainingDagStudy(@TempDir Path dir) throws Exception {
        Project project = Project.ofStudies(List.of(new Study(TrainingDagStudy.KIND, "worked", worked())));
        Path file = dir.resolve("p.json");
        ProjectFiles.write(project, file);
        Project back = ProjectFiles.read(file);
        assertEquals(project.studies(), back.studies());
    }

    @Test
    void anAllocationOverOtherPodsIsRefusedNamingItsPath() throws Exception {
        String json = codec.toJson(worked()).replace("\"pods\": 4", "\"pods\": 3");
        var e = assertThrows(LightwireFileException.class, () -> codec.fromJson(json, "s.json"));
        assertTrue(e.getMessage().contains("$.allocations[0]"), e.getMessage());
    }
}
