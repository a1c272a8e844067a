package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.NamedAllocation;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingDagStudy;
import com.lightwire.model.dag.TrainingJob;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The payload of a {@code "training-dag"} study: {@code {"formatVersion": 1, "job": <training job>?, "dag": <task
 * DAG>, "allocations": [{"name", "pods", "circuits"}]}}, the job and DAG in their own file formats (docs/file-format.md);
 * a nested document's errors name the study field (e.g. {@code <file> (dag)}).
 */
public final class TrainingDagStudyCodec implements StudyCodec<TrainingDagStudy> {

    @Override
    public String kind() {
        return TrainingDagStudy.KIND;
    }

    @Override
    public Class<TrainingDagStudy> type() {
        return TrainingDagStudy.class;
    }

    @Override
    public TrainingDagStudy fromJson(String json, String source) throws LightwireFileException {
        JsonNode root = JsonReading.parse(json, JsonNode.class, source);
        JsonTree t = new JsonTree(source);
        t.version(root);
        JsonNode jobNode = t.object(root, "job", "$", false);
        TrainingJob job = jobNode == null ? null : JobFiles.fromJson(jobNode.toString(), source + " (job)");
        TaskDag dag = TaskDagFiles.fromJson(t.object(root, "dag", "$", true).toString(), source + " (dag)");
        JsonNode list = t.array(root, "allocations", "$", false);
        List<NamedAllocation> allocations = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; list != null && i < list.size(); i++) {
            String path = "$.allocations[" + i + "]";
            JsonNode node = list.get(i);
            if (!node.isObject()) {
                throw t.error(path, "expected an object, found " + JsonTree.kind(node));
            }
            String name = t.text(node, "name", path, true);
            if (!names.add(name)) {
                throw t.error(path + ".name", "two allocations are named \"" + name + "\"");
            }
            Allocation x = AllocationFiles.body(t, node, path);
            if (x.pods() != dag.pods().size()) {
                throw t.error(path + ".pods", "the DAG has " + dag.pods().size() + " pods, not " + x.pods());
            }
            allocations.add(new NamedAllocation(name, x));
        }
        return new TrainingDagStudy(job, dag, allocations);
    }

    @Override
    public String toJson(TrainingDagStudy study) {
        StringWriter out = new StringWriter();
        try {
            JsonWriter w = new JsonWriter(out);
            w.beginObject().field("formatVersion", FormatVersion.INTERCHANGE);
            if (study.job() != null) {
                w.name("job").raw(JobWriter.toJson(study.job()));
            }
            StringWriter dag = new StringWriter();
            TaskDagFiles.write(study.dag(), dag);
            w.name("dag").raw(dag.toString()).name("allocations").beginArray();
            for (NamedAllocation a : study.allocations()) {
                w.beginInlineObject().field("name", a.name());
                AllocationFiles.writeBody(w, a.allocation());
                w.endObject();
            }
            w.endArray().endObject().finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
