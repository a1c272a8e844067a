package com.lightwire.io;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.ArchitectureRun.RunAverages;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.Reconfiguration;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a simulation result (docs/file-format.md, "Simulation result") kept in a cluster-simulation study's
 * {@code results} field: the form {@code jobs simulate --out} writes, with its jobs, which must be the study's trace
 * in order. {@code reconfigurationLog} is optional (absent: empty); unknown fields are ignored.
 */
final class SimulationResultReader {

    /** The study document seen through its results field only. */
    record HolderDto(ResultDto results) {
    }

    record ResultDto(Integer formatVersion, Long gpus, Long seed, String routing, List<RunDto> architectures) {
    }

    record RunDto(String name, Integer portGbps, Integer gpusPerLeaf, Integer leavesPerPod, Integer pods,
                  Double avgJrt, Double avgJwt, Double avgJct, Double p50Jct, Double p99Jct, Double avgJrtSlowdown,
                  Double avgContention, Integer reconfigurations, Double avgReallocatedPct, Long millis,
                  List<JobRunDto> jobs, List<ReconfigurationDto> reconfigurationLog) {
    }

    record JobRunDto(String id, Double start, Double finish, Double contention, List<ShareDto> placement) {
    }

    record ShareDto(Integer leaf, Integer servers) {
    }

    record ReconfigurationDto(Double time, String job, Double reallocatedPct) {
    }

    private static final double MAX = 1e15;

    private final FieldChecks checks;

    private SimulationResultReader(String source) {
        this.checks = new FieldChecks(source);
    }

    /** The {@code results} of the study document {@code json}, or null when it has none. */
    static SimulationResult read(String json, String source, long gpus, Trace trace) throws LightwireFileException {
        ResultDto dto = JsonReading.parse(json, HolderDto.class, source).results();
        return dto == null ? null : new SimulationResultReader(source).result(dto, gpus, trace);
    }

    private SimulationResult result(ResultDto dto, long gpus, Trace trace) throws LightwireFileException {
        checks.formatVersion(dto.formatVersion(), false);
        long resultGpus = checks.require(dto.gpus(), "$.results.gpus");
        if (resultGpus != gpus) {
            throw checks.error("$.results.gpus", "is " + resultGpus + " but the study simulates " + gpus
                    + " GPUs; these results belong to another study");
        }
        List<RunDto> runs = checks.list(dto.architectures(), "$.results.architectures");
        List<ArchitectureRun> out = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            out.add(run(checks.require(runs.get(i), "$.results.architectures[" + i + "]"),
                    "$.results.architectures[" + i + "]", trace));
        }
        return new SimulationResult(gpus, checks.require(dto.seed(), "$.results.seed"),
                checks.text(dto.routing(), "$.results.routing"), out);
    }

    private ArchitectureRun run(RunDto r, String at, Trace trace) throws LightwireFileException {
        RunAverages averages = new RunAverages(number(r.avgJrt(), at + ".avgJrt"), number(r.avgJwt(), at + ".avgJwt"),
                number(r.avgJct(), at + ".avgJct"), number(r.p50Jct(), at + ".p50Jct"),
                number(r.p99Jct(), at + ".p99Jct"), slowdown(r.avgJrtSlowdown(), at + ".avgJrtSlowdown"),
                number(r.avgContention(), at + ".avgContention"));
        List<JobRunDto> jobs = checks.list(r.jobs(), at + ".jobs");
        if (jobs.size() != trace.jobs().size()) {
            throw checks.error(at + ".jobs", "has " + jobs.size() + " runs but the trace has " + trace.jobs().size()
                    + " jobs; these results belong to another trace");
        }
        List<JobRun> runs = new ArrayList<>();
        for (int i = 0; i < jobs.size(); i++) {
            runs.add(jobRun(checks.require(jobs.get(i), at + ".jobs[" + i + "]"), at + ".jobs[" + i + "]",
                    trace.jobs().get(i).id()));
        }
        List<Reconfiguration> log = new ArrayList<>();
        List<ReconfigurationDto> entries = r.reconfigurationLog() == null ? List.of() : r.reconfigurationLog();
        for (int i = 0; i < entries.size(); i++) {
            String e = at + ".reconfigurationLog[" + i + "]";
            ReconfigurationDto d = checks.require(entries.get(i), e);
            log.add(new Reconfiguration(number(d.time(), e + ".time"), checks.text(d.job(), e + ".job"),
                    checks.number(d.reallocatedPct(), e + ".reallocatedPct", 100)));
        }
        return new ArchitectureRun(checks.text(r.name(), at + ".name"), checks.integer(r.portGbps(), at + ".portGbps",
                1, Integer.MAX_VALUE), checks.integer(r.gpusPerLeaf(), at + ".gpusPerLeaf", 1, Integer.MAX_VALUE),
                checks.integer(r.leavesPerPod(), at + ".leavesPerPod", 1, Integer.MAX_VALUE),
                checks.integer(r.pods(), at + ".pods", 1, Integer.MAX_VALUE), averages,
                checks.integer(r.reconfigurations(), at + ".reconfigurations", 0, Integer.MAX_VALUE),
                checks.number(r.avgReallocatedPct(), at + ".avgReallocatedPct", 100),
                r.millis() == null ? 0 : r.millis(), runs, log);
    }

    private JobRun jobRun(JobRunDto j, String at, String expectedId) throws LightwireFileException {
        String id = checks.text(j.id(), at + ".id");
        if (!id.equals(expectedId)) {
            throw checks.error(at + ".id", "is '" + id + "' but the trace's job there is '" + expectedId + "'");
        }
        double start = number(j.start(), at + ".start");
        double finish = number(j.finish(), at + ".finish");
        if (finish < start) {
            throw checks.error(at + ".finish", "is " + finish + ", before the start " + start);
        }
        List<ShareDto> shares = j.placement() == null ? List.of() : j.placement();
        List<LeafPair> placement = new ArrayList<>();
        for (int i = 0; i < shares.size(); i++) {
            String s = at + ".placement[" + i + "]";
            ShareDto d = checks.require(shares.get(i), s);
            int leaf = checks.integer(d.leaf(), s + ".leaf", 0, Integer.MAX_VALUE);
            placement.add(new LeafPair(leaf, leaf, checks.integer(d.servers(), s + ".servers", 1, Integer.MAX_VALUE)));
        }
        return new JobRun(id, start, finish, number(j.contention(), at + ".contention"), placement);
    }

    private double number(Double value, String path) throws LightwireFileException {
        return checks.number(value, path, MAX);
    }

    /** A slowdown may be slightly negative (rounding of JRT / runSeconds − 1 on Best). */
    private double slowdown(Double value, String path) throws LightwireFileException {
        double v = checks.require(value, path);
        if (!Double.isFinite(v) || v < -1) {
            throw checks.error(path, "must be a number of at least -1; it is " + v);
        }
        return v;
    }
}
