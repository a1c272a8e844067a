package com.lightwire.model.dag;

import java.util.List;
import java.util.Objects;

/**
 * A training job as the DELTA generator reads it (DELTA §2.2): model, training, parallelism, hardware, placement,
 * options and per-stage overrides. Derived values (stage times, message sizes) come from {@code core.dag.JobModel}.
 *
 * @param name        the job's name
 * @param model       the model (a preset or dimensions); null when the overrides give every size and time
 * @param training    sequence length, micro-batch size and count
 * @param parallelism TP, PP, DP, EP, ETP and sequence parallelism
 * @param hardware    GPU speed and network bandwidths
 * @param placement   GPUs per pod per replica, stage-to-pod mapping and port budgets
 * @param options     DAG switches
 * @param overrides   per-stage values replacing the formulas (each list empty, one value, or one per stage)
 */
public record TrainingJob(String name, ModelSpec model, Training training, Parallelism parallelism, Hardware hardware,
                          Placement placement, Options options, Overrides overrides) {

    public TrainingJob {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(training, "training");
        Objects.requireNonNull(parallelism, "parallelism");
        Objects.requireNonNull(hardware, "hardware");
        Objects.requireNonNull(placement, "placement");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(overrides, "overrides");
    }

    /**
     * The model: a preset name (its dimensions then come from {@code core.dag.ModelPresets}) or dimensions.
     *
     * @param preset          "gpt-7b", "megatron-177b", "mixtral-8x22b", "megatron-462b", "deepseek-671b", or null
     * @param layers          transformer layers
     * @param hidden          hidden size h
     * @param ffnHidden       dense FFN hidden size (4h for GPT)
     * @param vocabulary      vocabulary size (embedding and LM head)
     * @param experts         experts per MoE layer (0 = dense)
     * @param topK            experts each token visits
     * @param expertFfnHidden FFN hidden size of one expert
     */
    public record ModelSpec(String preset, int layers, int hidden, int ffnHidden, int vocabulary, int experts,
                            int topK, int expertFfnHidden) {
        /** A preset by name, its dimensions resolved later. */
        public static ModelSpec preset(String name) {
            return new ModelSpec(name, 0, 0, 0, 0, 0, 0, 0);
        }
    }

    /**
     * @param sequenceLength tokens per sequence
     * @param microBatchSize sequences per micro-batch
     * @param microBatches   micro-batches per iteration (0 = 8 x PP, the paper's default)
     */
    public record Training(int sequenceLength, int microBatchSize, int microBatches) {
    }

    /**
     * @param tp               tensor parallel size
     * @param pp               pipeline stages
     * @param dp               data-parallel replicas
     * @param ep               expert parallel size (intra-pod)
     * @param etp              expert tensor parallel size (intra-pod)
     * @param sequenceParallel each TP rank sends 1/tp of an activation when true, all of it otherwise
     */
    public record Parallelism(int tp, int pp, int dp, int ep, int etp, boolean sequenceParallel) {
    }

    /**
     * @param peakTflops            GPU peak TFLOP/s
     * @param mfu                   model FLOP utilisation in (0, 1]
     * @param bandwidthGbps         inter-pod bandwidth per GPU (one NIC, one circuit) in Gb/s
     * @param intraPodBandwidthGbps intra-pod per-GPU bandwidth in Gb/s (0 = same as inter-pod)
     */
    public record Hardware(double peakTflops, double mfu, double bandwidthGbps, double intraPodBandwidthGbps) {
    }

    /** How stages map onto pods. */
    public enum Mapping {
        /** {@code pod(r, s) = r*pi + floor((s-1)/sigma)}. */
        CONTIGUOUS,
        /** The paper's Model^T: {@code pod(r, s) = r*pi + floor((p-s)/sigma)}. */
        REVERSED,
        /** An explicit pod per stage per replica. */
        EXPLICIT
    }

    /**
     * @param gpusPerPodPerReplica GPUs of one replica in one pod ({@code g_ppr}); stages per pod = g_ppr / tp
     * @param mapping              contiguous, reversed or explicit
     * @param explicitMap          for EXPLICIT: per replica, the pod of each stage (0-based); empty otherwise
     * @param ports                the port budget rule
     */
    public record Placement(int gpusPerPodPerReplica, Mapping mapping, List<List<Integer>> explicitMap,
                            Ports ports) {
        public Placement {
            Objects.requireNonNull(mapping, "mapping");
            explicitMap = explicitMap.stream().map(List::copyOf).toList();
            Objects.requireNonNull(ports, "ports");
        }
    }

    /**
     * Port budgets {@code U_p}: the job's GPUs in the pod (the paper's default), one number for every pod, or one per
     * pod.
     *
     * @param uniform ports of every pod when positive; 0 = "gpus" unless {@code perPod} is given
     * @param perPod  ports per pod, or empty
     */
    public record Ports(int uniform, List<Integer> perPod) {
        public static final Ports GPUS = new Ports(0, List.of());

        public Ports {
            perPod = List.copyOf(perPod);
        }

        public boolean isGpus() {
            return uniform == 0 && perPod.isEmpty();
        }
    }

    /** @param blockingP2P a GPU continues only after its outgoing PP send finished (Megatron's 1F1B default) */
    public record Options(boolean blockingP2P) {
    }

    /**
     * Values replacing the formulas, each empty (use the formula), one value (every stage) or one per stage.
     *
     * @param forwardMs        forward time of one micro-batch on a stage
     * @param backwardMs       backward time
     * @param activationMB     a micro-batch's activation tensor at a stage boundary
     * @param gradientMBPerGpu gradient bytes per GPU of a stage
     */
    public record Overrides(List<Double> forwardMs, List<Double> backwardMs, List<Double> activationMB,
                            List<Double> gradientMBPerGpu) {
        public static final Overrides NONE = new Overrides(List.of(), List.of(), List.of(), List.of());

        public Overrides {
            forwardMs = List.copyOf(forwardMs);
            backwardMs = List.copyOf(backwardMs);
            activationMB = List.copyOf(activationMB);
            gradientMBPerGpu = List.copyOf(gradientMBPerGpu);
        }
    }
}
