package com.lightwire.ui.dag;

import com.lightwire.core.task.SynchronousTaskRunner;
import com.lightwire.io.JobFiles;
import com.lightwire.model.Project;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.ui.session.Session;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The job form: a loaded job parses back to itself, derived figures, one message per bad field, build and undo. */
class JobFormTest {

    @Test
    void theSampleJobsParseBackToThemselvesWithTheirSigmaAndPi() throws Exception {
        for (String sample : List.of("delta-worked", "megatron-462b", "gpt7b-fig1")) {
            TrainingJob job = JobFiles.read(Path.of("samples", sample, "job.json"));
            JobForm form = new JobForm();
            form.load(job);
            JobForm.Parsed p = form.parse();
            assertTrue(p.ok(), sample + ": " + p.errors());
            assertEquals(job, p.job(), sample);
        }
        JobForm form = new JobForm();
        form.load(JobFiles.read(Path.of("samples/megatron-462b/job.json")));
        // g_ppr 32 / tp 8 = 4 stages per pod; 16 stages / 4 = 4 pods per replica; 8 replicas
        assertEquals("\u03c3 = 4 stages per pod, \u03c0 = 4 pods per replica, 32 pods, 1024 GPUs, 16 micro-batches",
                form.summary());
    }

    @Test
    void eachBadFieldHasItsOwnMessageAndTheGeneratorChecksTheRest() {
        JobForm form = new JobForm();
        assertTrue(form.parse().ok(), form.parse().errors()::toString);
        form.text(JobField.MICRO_BATCHES).set("-1");
        form.text(JobField.MFU).set("lots");
        form.text(JobField.FORWARD_MS).set("1, x");
        form.text(JobField.PORTS).set("4, 0");
        JobForm.Parsed p = form.parse();
        assertFalse(p.ok());
        assertEquals(List.of("Micro-batches (0 = 8\u00b7PP): '-1' is not a whole number of at least 0",
                "MFU: 'lots' is not a number of at least 0",
                "Ports (gpus, n or per pod): '0' is not a port count of at least 1 (write gpus, one count, or one per "
                        + "pod separated by commas)",
                "Forward ms (override): 'x' is not a number above 0 (give one value, or one per stage separated by "
                        + "commas)"), p.errors());
        form.reset();
        form.text(JobField.GPUS_PER_POD_PER_REPLICA).set("12");
        p = form.parse();
        assertEquals(List.of("gpusPerPodPerReplica must be a positive multiple of tp, got 12"), p.errors());
        assertTrue(form.summary().startsWith("1 problem: gpusPerPodPerReplica"), form.summary());
        form.reset();
        form.text(JobField.MODEL).set(JobForm.NO_MODEL);
        assertFalse(form.parse().ok(), "without a model the overrides must give the times and sizes");
        form.text(JobField.MAPPING).set("explicit");
        assertTrue(form.parse().errors().stream().anyMatch(e -> e.startsWith("Stage-to-pod mapping: an explicit")),
                form.parse().errors()::toString);
    }

    @Test
    void buildingFromTheFormStoresTheJobInTheStudyAsOneUndoableEdit() throws Exception {
        Session session = new Session(Project.ofStudies(List.of()));
        TrainingDagViewModel model = new TrainingDagViewModel(new SynchronousTaskRunner(() -> 0), session);
        JobForm form = model.jobForm();
        form.load(JobFiles.read(Path.of("samples/delta-worked/job.json")));
        form.text(JobField.NAME).set("worked-from-form");
        form.text(JobField.MICRO_BATCHES).set("zero");
        assertTrue(model.buildFromForm().startsWith("Micro-batches"));
        assertNull(model.dagProperty().get());
        form.text(JobField.MICRO_BATCHES).set("4");
        assertNull(model.buildFromForm());
        assertEquals("worked-from-form", model.studyName());
        TrainingDagStudy study = (TrainingDagStudy) session.project().studies().get(0).data();
        assertEquals(4, study.job().training().microBatches());
        int tasks4 = model.dagProperty().get().tasks().size();
        form.text(JobField.MICRO_BATCHES).set("2");
        assertNull(model.buildFromForm());
        assertEquals(12, model.dagProperty().get().tasks().size(), "the worked example at 2 micro-batches");
        assertTrue(tasks4 > 12, "4 micro-batches carry more PP tasks: " + tasks4);
        assertEquals(1, session.project().studies().size(), "the rebuild replaced the study of that name");
        session.undo();
        assertEquals(tasks4, model.dagProperty().get().tasks().size());
        assertEquals("4", form.text(JobField.MICRO_BATCHES).get(), "undo shows the earlier job in the form");
        session.undo();
        assertNull(model.dagProperty().get());
    }
}
