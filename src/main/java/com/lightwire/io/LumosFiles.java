package com.lightwire.io;

import com.lightwire.io.LumosDtos.ClusterDto;
import com.lightwire.io.LumosDtos.DemandDto;
import com.lightwire.io.LumosDtos.JobDto;
import com.lightwire.io.LumosDtos.LeafServersDto;
import com.lightwire.io.LumosDtos.PairDto;
import com.lightwire.io.LumosDtos.RunningDto;
import com.lightwire.io.LumosDtos.StateDto;
import com.lightwire.io.LumosDtos.TraceDto;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.LeafDemand;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.RunningJob;
import com.lightwire.model.lumos.Trace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads the cluster-simulation inputs (docs/file-format.md, "Cluster simulation"): traces, leaf demands and cluster
 * states. Every rule broken is a {@link LightwireFileException} naming the JSON path (issue 14 item 1). Sizes are
 * bounded (at most 131,072 GPUs, 16,384 leaves, 1,000,000 jobs; issue 14 item 10) before anything is allocated.
 */
public final class LumosFiles {

    static final int MAX_LEAVES = 16_384;
    static final int MAX_JOBS = 1_000_000;

    private LumosFiles() {
    }

    public static Trace readTrace(Path file) throws LightwireFileException {
        return traceFromJson(JsonReading.readText(file), file.toString());
    }

    public static Trace traceFromJson(String json, String source) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(source);
        TraceDto dto = JsonReading.parse(json, TraceDto.class, source);
        checks.formatVersion(dto.formatVersion(), false);
        int t = checks.integer(dto.gpusPerServer(), "$.gpusPerServer", 1, 1024);
        return new Trace(t, jobs(dto.jobs(), "$.jobs", t, new HashSet<>(), Long.MAX_VALUE, checks));
    }

    public static LeafDemand readDemand(Path file) throws LightwireFileException {
        return demandFromJson(JsonReading.readText(file), file.toString());
    }

    public static LeafDemand demandFromJson(String json, String source) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(source);
        DemandDto dto = JsonReading.parse(json, DemandDto.class, source);
        checks.formatVersion(dto.formatVersion(), false);
        LumosFabric f = fabric(dto.kLeaf(), dto.kSpine(), dto.tau(), dto.pods(), "$", checks);
        List<PairDto> entries = checks.list(dto.demand(), "$.demand");
        List<LeafPair> pairs = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        long[] sums = new long[f.leaves()];
        for (int i = 0; i < entries.size(); i++) {
            String at = "$.demand[" + i + "]";
            LeafPair p = pair(checks.require(entries.get(i), at), at, f, checks);
            if (!seen.add((long) p.a() * f.leaves() + p.b())) {
                throw checks.error(at, "leaves " + p.a() + " and " + p.b() + " are listed twice; list each "
                        + "unordered pair once");
            }
            for (int leaf : new int[] {p.a(), p.b()}) {
                sums[leaf] += p.count();
                if (sums[leaf] > f.kLeaf()) {
                    throw checks.error(at + ".count", "leaf " + leaf + " would need " + sums[leaf]
                            + " cross-pod paths; a leaf has " + f.kLeaf());
                }
            }
            pairs.add(p);
        }
        pairs.sort(Comparator.comparingInt(LeafPair::a).thenComparingInt(LeafPair::b));
        return new LeafDemand(f, pairs);
    }

    private static LeafPair pair(PairDto dto, String at, LumosFabric f, FieldChecks checks)
            throws LightwireFileException {
        int a = checks.integer(dto.a(), at + ".a", 0, f.leaves() - 1);
        int b = checks.integer(dto.b(), at + ".b", 0, f.leaves() - 1);
        int count = checks.integer(dto.count(), at + ".count", 1, f.kLeaf());
        if (f.podOf(a) == f.podOf(b)) {
            throw checks.error(at, "leaves " + a + " and " + b + " are both in pod " + f.podOf(a)
                    + "; the demand lists cross-pod pairs only");
        }
        return new LeafPair(Math.min(a, b), Math.max(a, b), count);
    }

    public static ClusterState readState(Path file) throws LightwireFileException {
        return stateFromJson(JsonReading.readText(file), file.toString());
    }

    public static ClusterState stateFromJson(String json, String source) throws LightwireFileException {
        FieldChecks checks = new FieldChecks(source);
        StateDto dto = JsonReading.parse(json, StateDto.class, source);
        checks.formatVersion(dto.formatVersion(), false);
        ClusterDto c = checks.require(dto.cluster(), "$.cluster");
        LumosFabric f = fabric(c.kLeaf(), c.kSpine(), c.tau(), c.pods(), "$.cluster", checks);
        int t = checks.integer(c.gpusPerServer(), "$.cluster.gpusPerServer", 1, f.kLeaf());
        LumosCluster cluster = new LumosCluster(f, t);
        if (cluster.problem() != null) {
            throw checks.error("$.cluster.gpusPerServer", cluster.problem());
        }
        int[] used = new int[f.leaves()];
        List<LeafPair> busy = leafServers(dto.busy() == null ? List.of() : dto.busy(), "$.busy", cluster, used,
                checks);
        Set<String> ids = new HashSet<>();
        List<RunningDto> runningDtos = dto.running() == null ? List.of() : dto.running();
        List<RunningJob> running = new ArrayList<>();
        for (int i = 0; i < runningDtos.size(); i++) {
            running.add(running(checks.require(runningDtos.get(i), "$.running[" + i + "]"), "$.running[" + i + "]",
                    cluster, used, ids, checks));
        }
        List<Job> jobs = jobs(dto.jobs() == null ? List.of() : dto.jobs(), "$.jobs", t, ids, f.gpus(), checks);
        return new ClusterState(cluster, busy, running, jobs);
    }

    private static RunningJob running(RunningDto dto, String at, LumosCluster cluster, int[] used, Set<String> ids,
                                      FieldChecks checks) throws LightwireFileException {
        Job job = JobFields.read(dto.job(), at + ".job", cluster.gpusPerServer(), ids, checks);
        List<LeafPair> placement = leafServers(checks.list(dto.placement(), at + ".placement"), at + ".placement",
                cluster, used, checks);
        int servers = placement.stream().mapToInt(LeafPair::count).sum();
        if (servers != job.servers(cluster.gpusPerServer())) {
            throw checks.error(at + ".placement", "holds " + servers + " servers; the job needs "
                    + job.servers(cluster.gpusPerServer()));
        }
        return new RunningJob(job, placement);
    }

    private static List<LeafPair> leafServers(List<LeafServersDto> list, String base, LumosCluster cluster,
                                              int[] used, FieldChecks checks) throws LightwireFileException {
        List<LeafPair> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = base + "[" + i + "]";
            LeafServersDto dto = checks.require(list.get(i), at);
            int leaf = checks.integer(dto.leaf(), at + ".leaf", 0, cluster.fabric().leaves() - 1);
            int servers = checks.integer(dto.servers(), at + ".servers", 1, cluster.serversPerLeaf());
            used[leaf] += servers;
            if (used[leaf] > cluster.serversPerLeaf()) {
                throw checks.error(at + ".servers", "leaf " + leaf + " would hold " + used[leaf] + " busy servers; "
                        + "it has " + cluster.serversPerLeaf());
            }
            out.add(new LeafPair(leaf, leaf, servers));
        }
        return out;
    }

    private static List<Job> jobs(List<JobDto> list, String base, int t, Set<String> ids, long maxGpus,
                                  FieldChecks checks) throws LightwireFileException {
        List<JobDto> dtos = checks.list(list, base);
        if (dtos.size() > MAX_JOBS) {
            throw checks.error(base, "holds " + dtos.size() + " jobs; Lightwire reads at most " + MAX_JOBS);
        }
        List<Job> jobs = new ArrayList<>(dtos.size());
        for (int i = 0; i < dtos.size(); i++) {
            Job job = JobFields.read(dtos.get(i), base + "[" + i + "]", t, ids, checks);
            if (job.gpus() > maxGpus) {
                throw checks.error(base + "[" + i + "].gpus", "asks for " + job.gpus() + " GPUs; the cluster has "
                        + maxGpus);
            }
            jobs.add(job);
        }
        return jobs;
    }

    static LumosFabric fabric(Integer kLeaf, Integer kSpine, Integer tau, Integer pods, String base,
                              FieldChecks checks) throws LightwireFileException {
        LumosFabric f = new LumosFabric(checks.integer(kLeaf, base + ".kLeaf", 2, 1024),
                checks.integer(kSpine, base + ".kSpine", 2, 1024), checks.integer(tau, base + ".tau", 1, 2),
                checks.integer(pods, base + ".pods", 1, MAX_LEAVES));
        if (f.problem() != null) {
            throw checks.error(base, f.problem());
        }
        if (f.leaves() > MAX_LEAVES || f.gpus() > JobFields.MAX_GPUS) {
            throw checks.error(base + ".pods", f.leaves() + " leaves and " + f.gpus() + " GPUs; Lightwire models at "
                    + "most " + MAX_LEAVES + " leaves and " + JobFields.MAX_GPUS + " GPUs");
        }
        return f;
    }
}
