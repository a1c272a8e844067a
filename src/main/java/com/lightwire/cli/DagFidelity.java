package com.lightwire.cli;

import com.lightwire.core.dag.DagIndex;
import com.lightwire.core.dag.DagMethod;
import com.lightwire.core.dag.DagOptions;
import com.lightwire.core.dag.DagReport;
import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Schedule;
import com.lightwire.core.dag.TrainingDagGenerator;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.ResultFiles;
import com.lightwire.io.TaskDagFiles;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.dag.TaskDag;
import com.lightwire.model.dag.TrainingJob;
import com.lightwire.model.dag.TrainingJob.Mapping;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs behind {@code dag fidelity} (DELTA §5.5 on our generator): the four Table I models over bandwidths and
 * sequence lengths, each scenario solved by every method; port saving, the Model^T reallocation and the Fig. 7 DP
 * rates at 400 Gb/s. Scenarios use {@link #MICRO_BATCHES} micro-batches (the paper: 8 x PP) so that the MILPs have a
 * chance within their limit; MoE models put one stage group (TP x DP GPUs) per pod (§8 item 14). docs/fidelity-delta.md.
 */
final class DagFidelity {

    /** Micro-batches of every scenario. */
    static final int MICRO_BATCHES = 4;
    static final List<String> MODELS = List.of("megatron-177b", "mixtral-8x22b", "megatron-462b", "deepseek-671b");
    static final List<DagMethod> METHODS = List.of(DagMethod.PROP, DagMethod.SQRT, DagMethod.HALVE, DagMethod.FAST,
            DagMethod.TOPO, DagMethod.JOINT_HOTSTART);

    private final Path out;
    private final double milpSeconds;

    DagFidelity(Path out, double milpSeconds) {
        this.out = out;
        this.milpSeconds = milpSeconds;
    }

    /** Table I's parallel settings with the given bandwidth, sequence length and mapping. */
    static TrainingJob job(String model, double gbps, int sequence, boolean reversed) {
        boolean moe = model.startsWith("mixtral") || model.startsWith("deepseek");
        int tp = model.startsWith("megatron") ? 8 : 2;
        int pp = model.equals("megatron-177b") ? 6 : model.startsWith("mixtral") ? 8 : 16;
        int gppr = model.equals("megatron-177b") || model.startsWith("mixtral") ? 16 : 32;
        int dp = 8;
        List<List<Integer>> explicit = new ArrayList<>();
        if (moe) {
            int perPod = gppr / (tp * dp);
            for (int r = 0; r < dp; r++) {
                List<Integer> row = new ArrayList<>();
                for (int s = 0; s < pp; s++) {
                    row.add((reversed ? pp - 1 - s : s) / perPod);
                }
                explicit.add(row);
            }
        }
        Mapping mapping = moe ? Mapping.EXPLICIT : reversed ? Mapping.REVERSED : Mapping.CONTIGUOUS;
        return new TrainingJob(model, TrainingJob.ModelSpec.preset(model), new TrainingJob.Training(sequence, 1,
                MICRO_BATCHES), new TrainingJob.Parallelism(tp, pp, dp, moe ? 8 : 1, 1, true),
                new TrainingJob.Hardware(989, 0.4, gbps, 3600), new TrainingJob.Placement(gppr, mapping, explicit,
                TrainingJob.Ports.GPUS), new TrainingJob.Options(true), TrainingJob.Overrides.NONE);
    }

    static TaskDag dag(TrainingJob job) {
        List<Diagnostic> problems = new ArrayList<>();
        return TrainingDagGenerator.generate(job, true, problems, SolveMonitor.NONE)
                .orElseThrow(() -> new IllegalStateException(job.name() + ": " + problems)).dag();
    }

    /** One scenario: every method; files under DIR/<scenario>/ when asked. */
    Map<String, Object> scenario(String model, double gbps, int sequence, Map<String, DagReport> reports)
            throws IOException {
        String name = model + "-bw" + (int) gbps + "-seq" + sequence;
        TaskDag dag = dag(job(model, gbps, sequence, false));
        DagIndex ix = DagIndex.of(dag);
        Schedule ideal = DagReport.ideal(ix);
        Path dir = out == null ? null : Files.createDirectories(out.resolve(name));
        if (dir != null) {
            TaskDagFiles.write(dag, dir.resolve("dag.json"));
        }
        Map<String, Object> methods = new LinkedHashMap<>();
        for (DagMethod m : METHODS) {
            Outcome<DagSolution> o = DagCommand.optimize(dag, m, options(m));
            Map<String, Object> cell = new LinkedHashMap<>();
            if (o.isVerified()) {
                DagReport r = DagCommand.report(ix, o, ideal);
                reports.put(m.key(), r);
                cell.put("makespanMs", r.solution().schedule().makespan());
                cell.put("nct", r.nct());
                cell.put("ports", r.solution().allocation().ports());
                cell.put("portRatio", r.portRatio());
                if (dir != null) {
                    ResultFiles.write(r, dag, dir.resolve(m.key() + ".json"));
                }
            }
            cell.put("status", o.isVerified() ? o.status().label() : o.status().label() + " (no answer)");
            methods.put(m.key(), cell);
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("scenario", name);
        row.put("model", model);
        row.put("bandwidthGbps", gbps);
        row.put("sequenceLength", sequence);
        row.put("tasks", dag.tasks().size());
        row.put("methods", methods);
        return row;
    }

    DagOptions options(DagMethod m) {
        boolean milp = m == DagMethod.TOPO || m == DagMethod.JOINT_HOTSTART;
        return DagOptions.defaults().withTimeLimit(milp ? milpSeconds : 30)
                .withThreads(Runtime.getRuntime().availableProcessors());
    }

    /** Port saving at 400 Gb/s: the method's answer against the same method without the port phase. */
    Map<String, Object> portSaving(String model, DagMethod m, DagReport saved) {
        TaskDag dag = dag(job(model, 400, 4096, false));
        Outcome<DagSolution> without = DagCommand.optimize(dag, m, options(m).withPortPhase(false));
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("model", model);
        row.put("method", m.key());
        row.put("portRatio", saved.portRatio());
        row.put("makespanMs", saved.solution().schedule().makespan());
        row.put("makespanWithoutSavingMs", without.isVerified() ? without.value().schedule().makespan() : null);
        return row;
    }

    /** Model^T: a reversed copy gets the ports the first copy frees (Fast for both, as the CLI's reallocate). */
    Map<String, Object> reallocation(String model, DagReport first) {
        TaskDag a = dag(job(model, 400, 4096, false));
        TaskDag b = dag(job(model, 400, 4096, true));
        int[] ports = new int[b.pods().size()];
        for (int p = 0; p < ports.length; p++) {
            ports[p] = b.pods().get(p).ports() + a.pods().get(p).ports()
                    - first.solution().allocation().portsAt(p);
        }
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("model", model);
        row.put("before", summary(b, DagCommand.optimize(b, DagMethod.FAST, options(DagMethod.FAST))));
        TaskDag richer = b.withPorts(ports);
        row.put("after", summary(richer, DagCommand.optimize(richer, DagMethod.FAST, options(DagMethod.FAST))));
        return row;
    }

    private static Map<String, Object> summary(TaskDag dag, Outcome<DagSolution> o) {
        Map<String, Object> s = new LinkedHashMap<>();
        if (o.isVerified()) {
            DagIndex ix = DagIndex.of(dag);
            DagReport r = DagCommand.report(ix, o, DagReport.ideal(ix));
            s.put("makespanMs", r.solution().schedule().makespan());
            s.put("nct", r.nct());
        }
        s.put("status", o.status().label());
        return s;
    }

    /**
     * Fig. 7: the peak rate (GB/s) of replica 0's DP tasks of the first pod's stages under fair sharing (Fast) and
     * under the MILP's rates.
     */
    static List<Map<String, Object>> fig7(TaskDag dag, DagReport fair, DagReport joint) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int s = 1; s <= 4; s++) {
            String id = "DP.s" + s + ".r0-r1";
            for (int t = 0; t < dag.tasks().size(); t++) {
                if (dag.tasks().get(t).id().equals(id)) {
                    Map<String, Object> row = new LinkedHashMap<>();
                    row.put("task", id);
                    row.put("fairPeakGBps", peak(fair, t));
                    row.put("jointPeakGBps", joint == null ? null : peak(joint, t));
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    private static double peak(DagReport r, int t) {
        double[] seg = r.solution().schedule().segments()[t];
        double max = 0;
        for (int i = 2; i < seg.length; i += 3) {
            max = Math.max(max, seg[i]);
        }
        return max;
    }
}
