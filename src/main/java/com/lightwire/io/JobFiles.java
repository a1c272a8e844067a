package com.lightwire.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Hardware;
import com.lightwire.model.dag.TrainingJob.Mapping;
import com.lightwire.model.dag.TrainingJob.ModelSpec;
import com.lightwire.model.dag.TrainingJob.Options;
import com.lightwire.model.dag.TrainingJob.Overrides;
import com.lightwire.model.dag.TrainingJob.Parallelism;
import com.lightwire.model.dag.TrainingJob.Placement;
import com.lightwire.model.dag.TrainingJob.Ports;
import com.lightwire.model.dag.TrainingJob.Training;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads training job files (docs/file-format.md, "Training job"): JSON, formatVersion 1, unknown fields ignored.
 * Every bad value is refused naming its JSON path.
 */
public final class JobFiles {

    private static final int BIG = 1 << 24;

    private JobFiles() {
    }

    public static TrainingJob read(Path file) throws LightwireFileException {
        return fromJson(JsonReading.readText(file), file.toString());
    }

    public static TrainingJob fromJson(String json, String source) throws LightwireFileException {
        JsonNode root = JsonReading.parse(json, JsonNode.class, source);
        JsonTree t = new JsonTree(source);
        t.version(root);
        String name = t.text(root, "name", "$", false);
        JsonNode m = t.object(root, "model", "$", false);
        JsonNode tr = t.object(root, "training", "$", true);
        JsonNode par = t.object(root, "parallelism", "$", true);
        JsonNode hw = t.object(root, "hardware", "$", true);
        JsonNode pl = t.object(root, "placement", "$", true);
        JsonNode op = t.object(root, "options", "$", false);
        JsonNode ov = t.object(root, "overrides", "$", false);
        return new TrainingJob(name == null ? "job" : name, m == null ? null : model(t, m),
                new Training(t.integer(tr, "sequenceLength", "$.training", 4096, 1, BIG),
                        t.integer(tr, "microBatchSize", "$.training", 1, 1, BIG),
                        t.integer(tr, "microBatches", "$.training", 0, 0, BIG)),
                new Parallelism(t.integer(par, "tp", "$.parallelism", 1, 1, 4096),
                        t.integer(par, "pp", "$.parallelism", 1, 1, 4096),
                        t.integer(par, "dp", "$.parallelism", 1, 1, 65536),
                        t.integer(par, "ep", "$.parallelism", 1, 1, 4096),
                        t.integer(par, "etp", "$.parallelism", 1, 1, 4096),
                        t.bool(par, "sequenceParallel", "$.parallelism", false)),
                new Hardware(t.number(hw, "peakTflops", "$.hardware", 989, 0, false),
                        t.number(hw, "mfu", "$.hardware", 0.4, 0, false),
                        t.number(hw, "bandwidthGbps", "$.hardware", 400, 0, false),
                        t.number(hw, "intraPodBandwidthGbps", "$.hardware", 0, 0, false)),
                placement(t, pl), new Options(op == null || t.bool(op, "blockingP2P", "$.options", true)),
                ov == null ? Overrides.NONE : new Overrides(t.numbers(ov, "forwardMs", "$.overrides", 0),
                        t.numbers(ov, "backwardMs", "$.overrides", 0), t.numbers(ov, "activationMB", "$.overrides", 0),
                        t.numbers(ov, "gradientMBPerGpu", "$.overrides", 0)));
    }

    private static ModelSpec model(JsonTree t, JsonNode m) throws LightwireFileException {
        String preset = t.text(m, "preset", "$.model", false);
        if (preset != null) {
            return ModelSpec.preset(preset);
        }
        return new ModelSpec(null, t.integer(m, "layers", "$.model", 0, 1, BIG),
                t.integer(m, "hidden", "$.model", 0, 1, BIG), t.integer(m, "ffnHidden", "$.model", 0, 0, BIG),
                t.integer(m, "vocabulary", "$.model", 0, 0, BIG), t.integer(m, "experts", "$.model", 0, 0, BIG),
                t.integer(m, "topK", "$.model", 0, 0, BIG), t.integer(m, "expertFfnHidden", "$.model", 0, 0, BIG));
    }

    private static Placement placement(JsonTree t, JsonNode pl) throws LightwireFileException {
        int gppr = t.integer(pl, "gpusPerPodPerReplica", "$.placement", 0, 1, BIG);
        JsonNode mapping = t.field(pl, "mapping", "$.placement", false);
        Mapping kind = Mapping.CONTIGUOUS;
        List<List<Integer>> explicit = new ArrayList<>();
        if (mapping != null && mapping.isTextual()) {
            kind = switch (mapping.textValue()) {
                case "contiguous" -> Mapping.CONTIGUOUS;
                case "reversed" -> Mapping.REVERSED;
                default -> throw t.error("$.placement.mapping", "expected \"contiguous\", \"reversed\" or a list of "
                        + "pods per stage per replica, found \"" + mapping.textValue() + "\"");
            };
        } else if (mapping != null && mapping.isArray()) {
            kind = Mapping.EXPLICIT;
            explicit = matrix(t, mapping, "$.placement.mapping");
        } else if (mapping != null) {
            throw t.error("$.placement.mapping", "expected a string or an array, found " + JsonTree.kind(mapping));
        }
        return new Placement(gppr, kind, explicit, ports(t, t.field(pl, "ports", "$.placement", false)));
    }

    private static List<List<Integer>> matrix(JsonTree t, JsonNode rows, String path) throws LightwireFileException {
        List<List<Integer>> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            JsonNode row = rows.get(r);
            if (!row.isArray()) {
                throw t.error(path + "[" + r + "]", "expected an array of pods, found " + JsonTree.kind(row));
            }
            List<Integer> pods = new ArrayList<>();
            for (int s = 0; s < row.size(); s++) {
                pods.add(t.integer(row.get(s), path + "[" + r + "][" + s + "]", 0, BIG));
            }
            out.add(pods);
        }
        return out;
    }

    private static Ports ports(JsonTree t, JsonNode v) throws LightwireFileException {
        String path = "$.placement.ports";
        if (v == null || (v.isTextual() && v.textValue().equals("gpus"))) {
            return Ports.GPUS;
        }
        if (v.isInt()) {
            return new Ports(t.integer(v, path, 1, BIG), List.of());
        }
        if (v.isArray()) {
            List<Integer> per = new ArrayList<>();
            for (int i = 0; i < v.size(); i++) {
                per.add(t.integer(v.get(i), path + "[" + i + "]", 0, BIG));
            }
            return new Ports(0, per);
        }
        throw t.error(path, "expected \"gpus\", a number or one number per pod, found " + JsonTree.kind(v));
    }
}
