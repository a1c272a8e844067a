package com.lightwire.ui.dag;

import com.lightwire.core.dag.JobPlan;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Mapping;
import com.lightwire.model.dag.TrainingJob.ModelSpec;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The job form's state without controls: one text per field of the job file (docs/file-format.md), two switches,
 * parsing with a message per bad field ("Micro-batches: '-1' is not a whole number of at least 0") and then the
 * generator's own checks ({@link JobPlan#of}), and the derived figures (sigma stages per pod, pi pods per replica).
 * A job with custom model dimensions or an explicit pod map keeps them from the job it was loaded from.
 */
public final class JobForm {

    /** The model choice meaning "no model: the overrides give every time and size". */
    public static final String NO_MODEL = "none (overrides)";
    /** The model choice of a loaded job with its own dimensions (kept as loaded). */
    public static final String CUSTOM_MODEL = "custom (as loaded)";

    private final Map<JobField, StringProperty> texts = new EnumMap<>(JobField.class);
    private final BooleanProperty sequenceParallel = new SimpleBooleanProperty();
    private final BooleanProperty blockingP2P = new SimpleBooleanProperty(true);
    private ModelSpec customModel;
    private List<List<Integer>> explicitMap = List.of();

    /** The parse of the form: the job and its plan, or the messages saying what is wrong (one per line). */
    public record Parsed(TrainingJob job, JobPlan plan, List<String> errors) {
        public boolean ok() {
            return job != null;
        }
    }

    public JobForm() {
        for (JobField f : JobField.values()) {
            texts.put(f, new SimpleStringProperty(""));
        }
        reset();
    }

    /** The text of {@code field}, bound to its control. */
    public StringProperty text(JobField field) {
        return texts.get(field);
    }

    public BooleanProperty sequenceParallelProperty() {
        return sequenceParallel;
    }

    public BooleanProperty blockingP2PProperty() {
        return blockingP2P;
    }

    /** The model choices: presets, no model, and custom when the loaded job had dimensions. */
    public List<String> modelChoices() {
        List<String> out = new ArrayList<>(com.lightwire.core.dag.ModelPresets.NAMES);
        out.add(NO_MODEL);
        if (customModel != null) {
            out.add(CUSTOM_MODEL);
        }
        return out;
    }

    /** A new job: GPT-7B, TP 8, PP 4, DP 2, two stages per pod, 400 Gb/s. */
    public void reset() {
        customModel = null;
        explicitMap = List.of();
        set(JobField.NAME, "new-job");
        set(JobField.MODEL, "gpt-7b");
        set(JobField.SEQUENCE_LENGTH, "4096");
        set(JobField.MICRO_BATCH_SIZE, "1");
        set(JobField.MICRO_BATCHES, "0");
        set(JobField.TP, "8");
        set(JobField.PP, "4");
        set(JobField.DP, "2");
        set(JobField.EP, "1");
        set(JobField.ETP, "1");
        set(JobField.PEAK_TFLOPS, "989");
        set(JobField.MFU, "0.4");
        set(JobField.BANDWIDTH, "400");
        set(JobField.INTRA_POD_BANDWIDTH, "3600");
        set(JobField.GPUS_PER_POD_PER_REPLICA, "16");
        set(JobField.MAPPING, "contiguous");
        set(JobField.PORTS, "gpus");
        for (JobField f : JobField.OVERRIDES) {
            set(f, "");
        }
        sequenceParallel.set(true);
        blockingP2P.set(true);
    }

    /** Fills the form from {@code job}. */
    public void load(TrainingJob job) {
        ModelSpec m = job.model();
        customModel = m != null && m.preset() == null ? m : null;
        explicitMap = job.placement().explicitMap();
        set(JobField.NAME, job.name());
        set(JobField.MODEL, m == null ? NO_MODEL : m.preset() != null ? m.preset() : CUSTOM_MODEL);
        var tr = job.training();
        set(JobField.SEQUENCE_LENGTH, tr.sequenceLength());
        set(JobField.MICRO_BATCH_SIZE, tr.microBatchSize());
        set(JobField.MICRO_BATCHES, tr.microBatches());
        var p = job.parallelism();
        set(JobField.TP, p.tp());
        set(JobField.PP, p.pp());
        set(JobField.DP, p.dp());
        set(JobField.EP, p.ep());
        set(JobField.ETP, p.etp());
        sequenceParallel.set(p.sequenceParallel());
        var hw = job.hardware();
        set(JobField.PEAK_TFLOPS, JobFieldText.number(hw.peakTflops()));
        set(JobField.MFU, JobFieldText.number(hw.mfu()));
        set(JobField.BANDWIDTH, JobFieldText.number(hw.bandwidthGbps()));
        set(JobField.INTRA_POD_BANDWIDTH, JobFieldText.number(hw.intraPodBandwidthGbps()));
        var pl = job.placement();
        set(JobField.GPUS_PER_POD_PER_REPLICA, pl.gpusPerPodPerReplica());
        set(JobField.MAPPING, pl.mapping().name().toLowerCase(java.util.Locale.ROOT));
        set(JobField.PORTS, JobFieldText.ports(pl.ports()));
        blockingP2P.set(job.options().blockingP2P());
        var o = job.overrides();
        set(JobField.FORWARD_MS, JobFieldText.list(o.forwardMs()));
        set(JobField.BACKWARD_MS, JobFieldText.list(o.backwardMs()));
        set(JobField.ACTIVATION_MB, JobFieldText.list(o.activationMB()));
        set(JobField.GRADIENT_MB, JobFieldText.list(o.gradientMBPerGpu()));
    }

    /** Parses every field, then lets the generator check the job; the job, or one message per problem. */
    public Parsed parse() {
        JobFieldText in = new JobFieldText(this::value);
        String name = value(JobField.NAME).strip();
        if (name.isEmpty()) {
            in.errors().add(JobField.NAME.label() + ": enter a name");
        }
        ModelSpec model = model(in);
        var training = new TrainingJob.Training(in.whole(JobField.SEQUENCE_LENGTH, 1),
                in.whole(JobField.MICRO_BATCH_SIZE, 1), in.whole(JobField.MICRO_BATCHES, 0));
        var parallelism = new TrainingJob.Parallelism(in.whole(JobField.TP, 1), in.whole(JobField.PP, 1),
                in.whole(JobField.DP, 1), in.whole(JobField.EP, 1), in.whole(JobField.ETP, 1), sequenceParallel.get());
        var hardware = new TrainingJob.Hardware(in.real(JobField.PEAK_TFLOPS, 0, false),
                in.real(JobField.MFU, 0, false), in.real(JobField.BANDWIDTH, 0, true),
                in.real(JobField.INTRA_POD_BANDWIDTH, 0, false));
        Mapping mapping = mapping(in);
        var placement = new TrainingJob.Placement(in.whole(JobField.GPUS_PER_POD_PER_REPLICA, 1), mapping,
                mapping == Mapping.EXPLICIT ? explicitMap : List.of(), in.ports(JobField.PORTS));
        var overrides = new TrainingJob.Overrides(in.list(JobField.FORWARD_MS), in.list(JobField.BACKWARD_MS),
                in.list(JobField.ACTIVATION_MB), in.list(JobField.GRADIENT_MB));
        if (hardware.mfu() > 1) {
            in.errors().add(JobField.MFU.label() + ": must be at most 1, got " + value(JobField.MFU).strip());
        }
        if (!in.errors().isEmpty()) {
            return new Parsed(null, null, List.copyOf(in.errors()));
        }
        TrainingJob job = new TrainingJob(name, model, training, parallelism, hardware, placement,
                new TrainingJob.Options(blockingP2P.get()), overrides);
        List<Diagnostic> problems = new ArrayList<>();
        var plan = JobPlan.of(job, problems);
        if (plan.isEmpty()) {
            return new Parsed(null, null, problems.stream().map(Diagnostic::message).toList());
        }
        return new Parsed(job, plan.get(), List.of());
    }

    /** "sigma = 2 stages per pod, pi = 2 pods per replica, 4 pods, 64 GPUs, 32 micro-batches", or the first error. */
    public String summary() {
        return summary(parse());
    }

    /** The summary of {@code p}, a parse of this form. */
    public static String summary(Parsed p) {
        if (!p.ok()) {
            return p.errors().size() + (p.errors().size() == 1 ? " problem" : " problems") + ": "
                    + p.errors().get(0);
        }
        JobPlan plan = p.plan();
        int sigma = Math.max(1, p.job().placement().gpusPerPodPerReplica() / plan.tp());
        int pi = (plan.pp() + sigma - 1) / sigma;
        return "\u03c3 = " + sigma + (sigma == 1 ? " stage" : " stages") + " per pod, \u03c0 = " + pi
                + (pi == 1 ? " pod" : " pods") + " per replica, " + plan.podCount()
                + " pods, " + plan.tp() * plan.pp() * plan.dp() + " GPUs, " + plan.microBatches() + " micro-batches";
    }

    private ModelSpec model(JobFieldText in) {
        String m = value(JobField.MODEL).strip();
        if (m.equals(NO_MODEL)) {
            return null;
        }
        if (m.equals(CUSTOM_MODEL) && customModel != null) {
            return customModel;
        }
        if (!com.lightwire.core.dag.ModelPresets.NAMES.contains(m)) {
            in.errors().add(JobField.MODEL.label() + ": choose one of " + String.join(", ",
                    com.lightwire.core.dag.ModelPresets.NAMES) + " or " + NO_MODEL);
        }
        return ModelSpec.preset(m);
    }

    private Mapping mapping(JobFieldText in) {
        String m = value(JobField.MAPPING).strip().toUpperCase(java.util.Locale.ROOT);
        for (Mapping each : Mapping.values()) {
            if (each.name().equals(m)) {
                if (each == Mapping.EXPLICIT && explicitMap.isEmpty()) {
                    in.errors().add(JobField.MAPPING.label() + ": an explicit pod map comes only from a job file; "
                            + "choose contiguous or reversed");
                }
                return each;
            }
        }
        in.errors().add(JobField.MAPPING.label() + ": choose contiguous, reversed or explicit");
        return Mapping.CONTIGUOUS;
    }

    private String value(JobField f) {
        String v = texts.get(f).get();
        return v == null ? "" : v;
    }

    private void set(JobField f, Object value) {
        texts.get(f).set(String.valueOf(value));
    }
}
