package com.lightwire.core.simulate;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.Reconfiguration;
import com.lightwire.model.lumos.SimulationResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Independent checks of a simulation: every architecture asked is reported once in order; every job runs once, in
 * trace order, starting no earlier than it arrives and no earlier than the job before it (FIFO); its placement holds
 * exactly its servers on existing leaves; no leaf (or, on Best, the cluster) holds more servers than it has at any
 * time (finishes free servers before starts at the same time); contention is at least 1 (exactly 1 on Best and under
 * ideal routing); a job runs exactly its runSeconds on Best and at least that elsewhere (Best's port speed is the
 * fastest and κ ≥ 1). O(jobs log jobs) per architecture.
 */
public final class SimulationVerifier {

    private static final double TOLERANCE = 1e-6;

    private SimulationVerifier() {
    }

    public static Verification verify(SimulationRequest request, SimulationResult result) {
        Verification.Collector v = new Verification.Collector();
        v.check(result.architectures().size() == request.architectures().size(), () -> "not every architecture ran");
        for (int i = 0; i < Math.min(result.architectures().size(), request.architectures().size()); i++) {
            Architecture arch = Architecture.of(request.architectures().get(i), request.gpus(),
                    request.trace().gpusPerServer());
            ArchitectureRun run = result.architectures().get(i);
            v.check(run.name().equals(arch.name()), () -> run.name() + " reported where " + arch.name() + " ran");
            verifyRun(v, request, arch, run);
        }
        return v.build();
    }

    private static void verifyRun(Verification.Collector v, SimulationRequest request, Architecture arch,
                                  ArchitectureRun run) {
        List<Job> jobs = request.trace().jobs();
        v.check(run.jobs().size() == jobs.size(), () -> arch.name() + ": " + run.jobs().size() + " runs for "
                + jobs.size() + " jobs");
        double previousStart = 0;
        for (int i = 0; i < Math.min(jobs.size(), run.jobs().size()); i++) {
            Job job = jobs.get(i);
            JobRun r = run.jobs().get(i);
            double before = previousStart;
            v.check(r.id().equals(job.id()) && r.start() >= job.arrival() && r.start() >= before, () -> arch.name()
                    + ": " + r.id() + " starts at " + r.start() + " before its arrival or before the job ahead");
            previousStart = r.start();
            checkTimes(v, request, arch, job, r);
            checkPlacement(v, request, arch, job, r);
        }
        checkCapacity(v, request, arch, run.jobs(), jobs);
        checkReconfigurations(v, arch, run);
    }

    /** The log has one entry per counted reconfiguration, at the start of its job, in time order, within 0–100 %. */
    private static void checkReconfigurations(Verification.Collector v, Architecture arch, ArchitectureRun run) {
        List<Reconfiguration> log = run.reconfigurationLog();
        v.check(log.size() == run.reconfigurations(), () -> arch.name() + ": " + log.size()
                + " logged reconfigurations of " + run.reconfigurations());
        Map<String, Double> starts = new HashMap<>();
        run.jobs().forEach(r -> starts.put(r.id(), r.start()));
        double previous = Double.NEGATIVE_INFINITY;
        for (Reconfiguration r : log) {
            double before = previous;
            v.check(r.time() >= before && Double.valueOf(r.time()).equals(starts.get(r.job()))
                    && r.reallocatedPct() >= 0 && r.reallocatedPct() <= 100, () -> arch.name()
                    + ": reconfiguration for " + r.job() + " at " + r.time() + " s reallocates " + r.reallocatedPct()
                    + " %");
            previous = r.time();
        }
    }

    private static void checkTimes(Verification.Collector v, SimulationRequest request, Architecture arch, Job job,
                                   JobRun r) {
        double jrt = r.finish() - r.start();
        double slack = TOLERANCE * Math.max(1, job.runSeconds());
        boolean flat = arch.kind() == Architecture.Kind.BEST || request.routing() == Routing.IDEAL;
        v.check(r.contention() >= 1 - TOLERANCE && (!flat || r.contention() <= 1 + TOLERANCE), () -> arch.name()
                + ": " + r.id() + " has contention " + r.contention());
        v.check(arch.kind() == Architecture.Kind.BEST ? Math.abs(jrt - job.runSeconds()) <= slack
                : jrt >= job.runSeconds() - slack, () -> arch.name() + ": " + r.id() + " ran " + jrt + " s for "
                + job.runSeconds() + " Best-seconds");
    }

    private static void checkPlacement(Verification.Collector v, SimulationRequest request, Architecture arch,
                                       Job job, JobRun r) {
        int servers = r.placement().stream().mapToInt(LeafPair::count).sum();
        int leaves = arch.cluster() == null ? 0 : arch.cluster().fabric().leaves();
        boolean inRange = r.placement().stream().allMatch(p -> p.a() >= 0 && p.a() < leaves && p.count() > 0);
        v.check(arch.cluster() == null ? r.placement().isEmpty()
                : inRange && servers == job.servers(request.trace().gpusPerServer()), () -> arch.name() + ": "
                + r.id() + " holds " + servers + " servers for " + job.servers(request.trace().gpusPerServer()));
    }

    /** Sweeps starts and finishes in time order, finishes first, and checks no leaf is over-booked. */
    private static void checkCapacity(Verification.Collector v, SimulationRequest request, Architecture arch,
                                      List<JobRun> runs, List<Job> jobs) {
        int t = request.trace().gpusPerServer();
        List<double[]> events = new ArrayList<>();
        for (int i = 0; i < Math.min(runs.size(), jobs.size()); i++) {
            events.add(new double[] {runs.get(i).start(), 1, i});
            events.add(new double[] {runs.get(i).finish(), 0, i});
        }
        events.sort(Comparator.<double[]>comparingDouble(e -> e[0]).thenComparingDouble(e -> e[1]));
        int leaves = arch.cluster() == null ? 1 : arch.cluster().fabric().leaves();
        long capacity = arch.cluster() == null ? request.gpus() / t : arch.cluster().serversPerLeaf();
        long[] used = new long[leaves];
        for (double[] e : events) {
            int i = (int) e[2];
            int sign = e[1] == 1 ? 1 : -1;
            if (arch.cluster() == null) {
                used[0] += sign * (long) jobs.get(i).servers(t);
            } else {
                runs.get(i).placement().stream().filter(p -> p.a() >= 0 && p.a() < leaves)
                        .forEach(p -> used[p.a()] += sign * (long) p.count());
            }
            for (int a = 0; a < leaves && sign > 0; a++) {
                int leaf = a;
                v.check(used[a] <= capacity, () -> arch.name() + ": leaf " + leaf + " holds " + used[leaf]
                        + " servers of " + capacity + " when " + runs.get(i).id() + " starts");
            }
        }
    }
}
