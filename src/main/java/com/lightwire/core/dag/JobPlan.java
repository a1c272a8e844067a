package com.lightwire.core.dag;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.SubjectRef;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Mapping;
import com.lightwire.model.dag.TrainingJob.ModelSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A training job resolved into the numbers the DAG generator needs (DELTA digest §2.2): stage-to-pod map, port
 * budgets, per-stage forward and backward times, PP message and DP gradient sizes. Units: ms, MB, MB/ms.
 *
 * @param tp            tensor parallel size = flows per PP or DP task
 * @param pp            pipeline stages p
 * @param dp            replicas d
 * @param microBatches  n
 * @param podOf         {@code podOf[r][s]}: the pod of stage s (0-based) of replica r
 * @param ports         {@code U_p} per pod
 * @param bandwidth     B in MB/ms
 * @param intraBandwidth intra-pod per-GPU bandwidth in MB/ms
 * @param forwardMs     per stage
 * @param backwardMs    per stage
 * @param ppFlowMB      bytes per TP rank of a PP message leaving stage s (forward) or entering it (backward)
 * @param gradientMB    gradient MB per GPU of stage s
 * @param blockingP2P   Megatron's blocking sends
 */
public record JobPlan(int tp, int pp, int dp, int microBatches, int[][] podOf, int[] ports, double bandwidth,
                      double intraBandwidth, double[] forwardMs, double[] backwardMs, double[] ppFlowMB,
                      double[] gradientMB, boolean blockingP2P) {

    static final SubjectRef JOB = new SubjectRef("job");

    /** Pods of the job. */
    public int podCount() {
        return ports.length;
    }

    /** The global index of TP rank k of stage s of replica r. */
    public int gpu(int r, int s, int k) {
        return (r * pp + s) * tp + k;
    }

    /** Resolves {@code job}; errors go to {@code problems} and give empty. */
    public static Optional<JobPlan> of(TrainingJob job, List<Diagnostic> problems) {
        var par = job.parallelism();
        int tp = par.tp();
        int pp = par.pp();
        int dp = par.dp();
        int before = problems.size();
        check(problems, tp >= 1 && pp >= 1 && dp >= 1, "parallelism", "tp, pp and dp must be at least 1");
        int gppr = job.placement().gpusPerPodPerReplica();
        check(problems, tp >= 1 && gppr >= tp && gppr % Math.max(1, tp) == 0, "placement",
                "gpusPerPodPerReplica must be a positive multiple of tp, got " + gppr);
        int n = job.training().microBatches() == 0 ? 8 * pp : job.training().microBatches();
        check(problems, n >= 1, "training", "microBatches must be at least 1");
        var hw = job.hardware();
        check(problems, hw.bandwidthGbps() > 0, "hardware", "bandwidthGbps must be positive");
        Optional<ModelSpec> model = resolveModel(job, problems);
        if (problems.size() > before) {
            return Optional.empty();
        }
        int[][] podOf = podMap(job, pp, dp, gppr / tp, problems);
        if (podOf == null) {
            return Optional.empty();
        }
        StageFigures figures = StageFigures.of(job, model.orElse(null), pp, dp, problems);
        if (problems.size() > before) {
            return Optional.empty();
        }
        int[] ports = ports(job, podOf, tp, problems);
        if (ports == null) {
            return Optional.empty();
        }
        double b = hw.bandwidthGbps() / 8;
        double intra = hw.intraPodBandwidthGbps() > 0 ? hw.intraPodBandwidthGbps() / 8 : b;
        return Optional.of(new JobPlan(tp, pp, dp, n, podOf, ports, b, intra, figures.forward(), figures.backward(),
                figures.ppFlow(), figures.gradient(), job.options().blockingP2P()));
    }

    private static Optional<ModelSpec> resolveModel(TrainingJob job, List<Diagnostic> problems) {
        ModelSpec m = job.model();
        if (m == null) {
            return Optional.empty();
        }
        if (m.preset() != null) {
            Optional<ModelSpec> dims = ModelPresets.dimensions(m.preset());
            check(problems, dims.isPresent(), "model", "unknown preset '" + m.preset() + "' (use "
                    + String.join(", ", ModelPresets.NAMES) + ")");
            return dims;
        }
        check(problems, m.layers() > 0 && m.hidden() > 0, "model", "layers and hidden must be positive");
        return Optional.of(m);
    }

    private static int[][] podMap(TrainingJob job, int pp, int dp, int sigma, List<Diagnostic> problems) {
        int pi = (pp + sigma - 1) / sigma;
        int[][] podOf = new int[dp][pp];
        Mapping mapping = job.placement().mapping();
        var explicit = job.placement().explicitMap();
        if (mapping == Mapping.EXPLICIT && (explicit.size() != dp || explicit.stream().anyMatch(l -> l.size() != pp))) {
            problems.add(Diagnostic.error(JOB, "placement", "an explicit mapping lists " + dp + " replicas of " + pp
                    + " pods each"));
            return null;
        }
        for (int r = 0; r < dp; r++) {
            for (int s = 0; s < pp; s++) {
                podOf[r][s] = switch (mapping) {
                    case CONTIGUOUS -> r * pi + s / sigma;
                    case REVERSED -> r * pi + (pp - 1 - s) / sigma;
                    case EXPLICIT -> explicit.get(r).get(s);
                };
                if (podOf[r][s] < 0) {
                    problems.add(Diagnostic.error(JOB, "placement", "pod indices start at 0"));
                    return null;
                }
            }
        }
        return podOf;
    }

    private static int[] ports(TrainingJob job, int[][] podOf, int tp, List<Diagnostic> problems) {
        int pods = 0;
        for (int[] row : podOf) {
            for (int p : row) {
                pods = Math.max(pods, p + 1);
            }
        }
        int[] gpus = new int[pods];
        for (int[] row : podOf) {
            for (int p : row) {
                gpus[p] += tp;
            }
        }
        var rule = job.placement().ports();
        if (!rule.perPod().isEmpty()) {
            if (rule.perPod().size() != pods) {
                problems.add(Diagnostic.error(JOB, "ports", "ports lists " + rule.perPod().size()
                        + " pods but the placement uses " + pods));
                return null;
            }
            return rule.perPod().stream().mapToInt(Integer::intValue).toArray();
        }
        if (rule.uniform() > 0) {
            java.util.Arrays.fill(gpus, rule.uniform());
        }
        return gpus;
    }

    private static void check(List<Diagnostic> problems, boolean ok, String rule, String message) {
        if (!ok) {
            problems.add(Diagnostic.error(JOB, rule, message));
        }
    }

    /** A short list of the plan's figures for messages. */
    List<String> describe() {
        List<String> out = new ArrayList<>();
        out.add("tp " + tp + ", pp " + pp + ", dp " + dp + ", micro-batches " + microBatches);
        return out;
    }
}
