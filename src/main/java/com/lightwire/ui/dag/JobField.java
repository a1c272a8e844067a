package com.lightwire.ui.dag;

import java.util.List;

/** The job form's text fields, in form order, each with its label and the job file's JSON path. */
public enum JobField {
    NAME("Name", "name"),
    MODEL("Model", "model.preset"),
    SEQUENCE_LENGTH("Sequence length", "training.sequenceLength"),
    MICRO_BATCH_SIZE("Micro-batch size", "training.microBatchSize"),
    MICRO_BATCHES("Micro-batches (0 = 8\u00b7PP)", "training.microBatches"),
    TP("TP", "parallelism.tp"),
    PP("PP (stages)", "parallelism.pp"),
    DP("DP (replicas)", "parallelism.dp"),
    EP("EP", "parallelism.ep"),
    ETP("ETP", "parallelism.etp"),
    PEAK_TFLOPS("Peak TFLOP/s", "hardware.peakTflops"),
    MFU("MFU", "hardware.mfu"),
    BANDWIDTH("Inter-pod Gb/s per GPU", "hardware.bandwidthGbps"),
    INTRA_POD_BANDWIDTH("Intra-pod Gb/s (0 = same)", "hardware.intraPodBandwidthGbps"),
    GPUS_PER_POD_PER_REPLICA("GPUs per pod per replica", "placement.gpusPerPodPerReplica"),
    MAPPING("Stage-to-pod mapping", "placement.mapping"),
    PORTS("Ports (gpus, n or per pod)", "placement.ports"),
    FORWARD_MS("Forward ms (override)", "overrides.forwardMs"),
    BACKWARD_MS("Backward ms (override)", "overrides.backwardMs"),
    ACTIVATION_MB("Activation MB (override)", "overrides.activationMB"),
    GRADIENT_MB("Gradient MB per GPU (override)", "overrides.gradientMBPerGpu");

    /** The per-stage overrides: empty, one number, or one per stage separated by commas. */
    public static final List<JobField> OVERRIDES = List.of(FORWARD_MS, BACKWARD_MS, ACTIVATION_MB, GRADIENT_MB);

    private final String label;
    private final String path;

    JobField(String label, String path) {
        this.label = label;
        this.path = path;
    }

    /** The label beside the field. */
    public String label() {
        return label;
    }

    /** Where the value lives in a job file, e.g. "training.microBatches". */
    public String path() {
        return path;
    }
}
