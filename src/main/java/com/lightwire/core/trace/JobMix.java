package com.lightwire.core.trace;

import java.util.List;
import java.util.Random;

/**
 * A synthetic job mix (digest §4.6, informative defaults from the authors' public simulator, labelled as such): the
 * job-size distribution, the parallelism rules, the model mix with each model's exposed-communication share, and the
 * run-time range. {@code HELIOS} is the artifact's mix for the 4k simulations; {@code TESTBED} is the paper's 50-job
 * testbed mix (§4.1). Run times are log-uniform over the range (the Helios durations themselves are not published
 * with the paper; ADR 0027).
 */
public enum JobMix {

    /** Sizes 32..2048 (TPUv4-mapped Helios), PP in {1..32}, EP in {8, 16, 32}, runs in [3,600, 100,000] s. */
    HELIOS("helios", new int[] {32, 64, 128, 256, 512, 1024, 2048},
            new double[] {0.290, 0.140, 0.182, 0.118, 0.226, 0.039, 0.005}, 3_600, 100_000),
    /** Sizes uniform in {16, 32, 64, 96, 128}, PP a divisor of the servers, EP 2 for Pangu and GPT2; 0.5–3 h runs. */
    TESTBED("testbed", new int[] {16, 32, 64, 96, 128}, new double[] {0.2, 0.2, 0.2, 0.2, 0.2}, 1_800, 10_800);

    /** GPUs per server of both mixes (TP = 8 stays in a server). */
    public static final int GPUS_PER_SERVER = 8;

    private static final int[] HELIOS_PP = {1, 2, 4, 8, 16, 32};
    private static final int[] HELIOS_EP = {8, 16, 32};

    /** A model of the mix and the base of its exposed-communication share (multiplied by U(0.8, 1.2)). */
    public record Model(String name, double commShare, int ep) {
    }

    private static final List<Model> HELIOS_MODELS = List.of(new Model("pangu", 0.348, 0),
            new Model("llama-7b", 0.324, 0), new Model("llama2-7b", 0.063, 0), new Model("llama2-13b", 0.060, 0),
            new Model("gpt2-13b", 0.192, 0));
    private static final List<Model> TESTBED_MODELS = List.of(new Model("llama-7b", 0.324, 1),
            new Model("llama2-7b", 0.063, 1), new Model("llama2-13b", 0.060, 1),
            new Model("pangu-alpha-6b", 0.348, 2), new Model("gpt2-13b", 0.192, 2));

    private final String label;
    private final int[] sizes;
    private final double[] weights;
    private final double minRun;
    private final double maxRun;

    JobMix(String label, int[] sizes, double[] weights, double minRun, double maxRun) {
        this.label = label;
        this.sizes = sizes;
        this.weights = weights;
        this.minRun = minRun;
        this.maxRun = maxRun;
    }

    public String label() {
        return label;
    }

    public double minRun() {
        return minRun;
    }

    public double maxRun() {
        return maxRun;
    }

    /** The smallest job of the mix in GPUs. */
    public int smallest() {
        return sizes[0];
    }

    /** A job size at most {@code gpus}: the distribution conditioned on fitting the cluster. */
    int size(Random random, long gpus) {
        double total = 0;
        for (int i = 0; i < sizes.length && sizes[i] <= gpus; i++) {
            total += weights[i];
        }
        double u = random.nextDouble() * total;
        int last = 0;
        for (int i = 0; i < sizes.length && sizes[i] <= gpus; i++) {
            last = i;
            u -= weights[i];
            if (u < 0) {
                return sizes[i];
            }
        }
        return sizes[last];
    }

    /** The pipeline degree for a job of {@code servers} servers; it divides the servers. */
    int pipeline(Random random, int servers) {
        if (this == HELIOS) {
            int count = 0;
            while (count < HELIOS_PP.length && HELIOS_PP[count] <= servers && servers % HELIOS_PP[count] == 0) {
                count++;
            }
            return HELIOS_PP[random.nextInt(count)];
        }
        int[] divisors = java.util.stream.IntStream.rangeClosed(1, servers).filter(d -> servers % d == 0).toArray();
        return divisors[random.nextInt(divisors.length)];
    }

    /** The expert degree: HELIOS draws from {8, 16, 32} (whole servers dividing the job), TESTBED takes the model's. */
    int expert(Random random, Model model, int gpus) {
        if (this == TESTBED) {
            return model.ep();
        }
        int servers = gpus / GPUS_PER_SERVER;
        int count = 0;
        while (count < HELIOS_EP.length && HELIOS_EP[count] <= gpus
                && servers % (HELIOS_EP[count] / GPUS_PER_SERVER) == 0) {
            count++;
        }
        return HELIOS_EP[random.nextInt(count)];
    }

    Model model(Random random) {
        List<Model> models = this == HELIOS ? HELIOS_MODELS : TESTBED_MODELS;
        return models.get(random.nextInt(models.size()));
    }

    /** A run time, log-uniform over the mix's range, in whole seconds. */
    double runSeconds(Random random) {
        return Math.rint(minRun * Math.exp(random.nextDouble() * Math.log(maxRun / minRun)));
    }

    /** A model's share times U(0.8, 1.2), to 3 decimals. */
    static double commShare(Random random, Model model) {
        return Math.rint(model.commShare() * (0.8 + 0.4 * random.nextDouble()) * 1000) / 1000;
    }
}
