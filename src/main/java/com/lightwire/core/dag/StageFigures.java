package com.lightwire.core.dag;

import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.ModelSpec;

import java.util.List;

/**
 * Per-stage times and sizes of a job (DELTA digest §2.2), from the model's FLOPs or from the job's overrides: forward
 * FLOPs of one micro-batch on a stage {@code (L/p)(2 b s P_layer + 4 b s^2 h)}, forward time
 * {@code FLOPs / (tp * peak * MFU)}, backward twice that; PP activation {@code b s h} bf16 values (each TP rank sends
 * 1/tp of it with sequence parallelism, all of it otherwise); gradient bytes per GPU {@code params_of_stage / tp * 2}
 * (expert parameters synchronise inside pods, ADR 0024).
 *
 * @param forward  ms per stage
 * @param backward ms per stage
 * @param ppFlow   MB one TP rank sends per micro-batch at a stage boundary
 * @param gradient MB per GPU per stage
 */
record StageFigures(double[] forward, double[] backward, double[] ppFlow, double[] gradient) {

    private static final double BYTES = 2;

    static StageFigures of(TrainingJob job, ModelSpec model, int pp, int dp, List<Diagnostic> problems) {
        var o = job.overrides();
        int tp = job.parallelism().tp();
        boolean needModel = o.forwardMs().isEmpty() || o.activationMB().isEmpty()
                || (dp > 1 && o.gradientMBPerGpu().isEmpty());
        if (needModel && model == null) {
            problems.add(Diagnostic.error(JobPlan.JOB, "model", "the job names no model, so its overrides must give "
                    + "forwardMs, activationMB and gradientMBPerGpu"));
            return null;
        }
        double[] fwd = perStage(o.forwardMs(), pp, "forwardMs", problems,
                () -> forwardMs(job, model, pp, tp));
        double[] bwd = perStage(o.backwardMs(), pp, "backwardMs", problems, () -> fwd == null ? 0 : 2 * fwd[0]);
        if (fwd != null && bwd != null && o.backwardMs().isEmpty()) {
            for (int s = 0; s < pp; s++) {
                bwd[s] = 2 * fwd[s];
            }
        }
        double[] act = perStage(o.activationMB(), pp, "activationMB", problems, () -> activationMB(job, model));
        double[] grad = perStage(o.gradientMBPerGpu(), pp, "gradientMBPerGpu", problems,
                () -> model == null ? 0 : stageParams(model, pp) / tp * BYTES / 1e6);
        if (fwd == null || bwd == null || act == null || grad == null) {
            return null;
        }
        double[] flow = act.clone();
        if (job.parallelism().sequenceParallel()) {
            for (int s = 0; s < pp; s++) {
                flow[s] = act[s] / tp;
            }
        }
        return new StageFigures(fwd, bwd, flow, grad);
    }

    private static double[] perStage(List<Double> values, int pp, String name, List<Diagnostic> problems,
                                     java.util.function.DoubleSupplier formula) {
        double[] out = new double[pp];
        if (values.isEmpty()) {
            java.util.Arrays.fill(out, formula.getAsDouble());
        } else if (values.size() == 1 || values.size() == pp) {
            for (int s = 0; s < pp; s++) {
                out[s] = values.get(values.size() == 1 ? 0 : s);
            }
        } else {
            problems.add(Diagnostic.error(JobPlan.JOB, "overrides", name + " gives " + values.size()
                    + " values; give one, or one per stage (" + pp + ")"));
            return null;
        }
        for (double v : out) {
            if (!(v >= 0) || Double.isInfinite(v)) {
                problems.add(Diagnostic.error(JobPlan.JOB, "overrides", name + " must be a finite number >= 0"));
                return null;
            }
        }
        return out;
    }

    private static double forwardMs(TrainingJob job, ModelSpec m, int pp, int tp) {
        var t = job.training();
        double b = t.microBatchSize();
        double s = t.sequenceLength();
        double flops = (double) m.layers() / pp * (2 * b * s * activeLayerParams(m) + 4 * b * s * s * m.hidden());
        var hw = job.hardware();
        return flops / (tp * hw.peakTflops() * 1e12 * hw.mfu()) * 1000;
    }

    private static double activationMB(TrainingJob job, ModelSpec m) {
        var t = job.training();
        return (double) t.microBatchSize() * t.sequenceLength() * m.hidden() * BYTES / 1e6;
    }

    /** Parameters of one layer a token touches: attention 4h^2 plus the dense FFN or top-k SwiGLU experts. */
    static double activeLayerParams(ModelSpec m) {
        double h = m.hidden();
        double attention = 4 * h * h;
        return m.experts() > 0 ? attention + m.topK() * 3 * h * m.expertFfnHidden() : attention + 2 * h * m.ffnHidden();
    }

    /** Parameters of one stage that DP synchronises across pods (dense layers; attention only for MoE). */
    static double stageParams(ModelSpec m, int pp) {
        double h = m.hidden();
        double perLayer = m.experts() > 0 ? 4 * h * h : 4 * h * h + 2 * h * m.ffnHidden();
        return (double) m.layers() / pp * perLayer;
    }
}
