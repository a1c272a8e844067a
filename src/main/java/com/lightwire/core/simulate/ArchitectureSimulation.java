package com.lightwire.core.simulate;

import com.lightwire.core.requirement.JobTraffic;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * One architecture's event-driven run of a trace (digest §5.2, issue 14 item 2). Jobs queue FIFO in trace order; the
 * head starts as soon as it is placeable ({@link Occupancy}); at equal times finishes come first. A running job
 * progresses at {@code 1 / ((1 − ζ) + ζ·(1600/B)·κ(t))} Best-seconds per second, ζ its exposed-communication share,
 * B the port speed and κ(t) ≥ 1 its contention factor, recomputed at every event from the link loads (1 on Best and
 * under ideal routing), so a job on Best runs exactly its runSeconds. LumosCore reconfigures on cross-pod starts only
 * and then re-routes the running cross-pod jobs on the new units (intra-pod paths do not depend on the design).
 * Mutable, single-threaded; one instance per run.
 */
final class ArchitectureSimulation {

    private static final double EPS = 1e-9;

    private final Architecture arch;
    private final List<Job> jobs;
    private final int t;
    private final Routing routing;
    private final long seed;
    private final Occupancy occupancy;
    private final LinkLoads loads = new LinkLoads();
    private final LumosNetwork network;
    private final ClosPaths clos;
    private final LumosPaths lumos;
    private final List<Running> running = new ArrayList<>();
    private final JobRun[] runs;
    private double now;

    /** A job while it runs. */
    private static final class Running {
        final int index;
        final Job job;
        final List<LeafPair> shares;
        final JobTraffic traffic;
        final Map<Long, Integer> requirement;
        final double start;
        Contribution contribution = Contribution.NONE;
        double remaining;
        double rate = 1;
        double kappa = 1;
        final ContentionLevel contention = new ContentionLevel();

        Running(int index, Job job, List<LeafPair> shares, JobTraffic traffic, Map<Long, Integer> requirement,
                double start) {
            this.index = index;
            this.job = job;
            this.shares = shares;
            this.traffic = traffic;
            this.requirement = requirement;
            this.start = start;
            this.remaining = job.runSeconds();
        }

        double finishTime(double now) {
            return now + remaining / rate;
        }
    }

    ArchitectureSimulation(Architecture arch, Trace trace, long gpus, Routing routing, long seed) {
        this.arch = arch;
        this.jobs = trace.jobs();
        this.t = trace.gpusPerServer();
        this.routing = routing;
        this.seed = seed;
        this.occupancy = new Occupancy(arch, gpus, t);
        boolean optical = arch.kind() == Architecture.Kind.LUMOS || arch.kind() == Architecture.Kind.STRAIGHT;
        this.network = optical ? new LumosNetwork(arch.cluster().fabric(), arch.kind() == Architecture.Kind.STRAIGHT,
                routing == Routing.ECMP) : null;
        this.clos = arch.kind() == Architecture.Kind.CLOS ? new ClosPaths(arch.k(), arch.tiers()) : null;
        this.lumos = optical ? new LumosPaths(arch.cluster().fabric(), routing == Routing.PLANNED) : null;
        this.runs = new JobRun[jobs.size()];
    }

    ArchitectureRun run(SolveMonitor monitor) {
        long begin = System.nanoTime();
        Deque<Integer> queue = new ArrayDeque<>();
        int next = 0;
        while (next < jobs.size() || !queue.isEmpty() || !running.isEmpty()) {
            monitor.checkCancelled();
            double arrival = next < jobs.size() ? jobs.get(next).arrival() : Double.POSITIVE_INFINITY;
            double finish = running.stream().mapToDouble(r -> r.finishTime(now)).min().orElse(Double.POSITIVE_INFINITY);
            if (finish == Double.POSITIVE_INFINITY && arrival == Double.POSITIVE_INFINITY) {
                throw new IllegalStateException(arch.name() + ": job " + jobs.get(queue.peek()).id() + " never fits");
            }
            if (finish <= arrival) {
                finishAt(finish);
            } else {
                advance(arrival);
                while (next < jobs.size() && jobs.get(next).arrival() == arrival) {
                    queue.add(next++);
                }
            }
            startHeads(queue);
            updateRates();
            monitor.progress((double) next / Math.max(1, jobs.size()), arch.name());
        }
        return RunStatistics.of(arch, network, List.of(runs), jobs, (System.nanoTime() - begin) / 1_000_000);
    }

    private void advance(double time) {
        double dt = time - now;
        for (Running r : running) {
            r.remaining -= r.rate * dt;
            double commSeconds = r.job.commShare() * r.rate * dt;
            r.contention.add(r.kappa * commSeconds, commSeconds);
        }
        now = time;
    }

    private void finishAt(double time) {
        List<Running> done = running.stream().filter(r -> r.finishTime(now) <= time + EPS * Math.max(1, time)).toList();
        advance(time);
        for (Running r : done) {
            runs[r.index] = new JobRun(r.job.id(), r.start, time, r.contention.value(), r.shares);
            occupancy.release(r.job, r.shares, t);
            loads.remove(r.contribution);
            running.remove(r);
        }
    }

    private void startHeads(Deque<Integer> queue) {
        while (!queue.isEmpty()) {
            int index = queue.peek();
            Job job = jobs.get(index);
            List<LeafPair> shares = occupancy.place(job, t);
            if (shares == null) {
                return;
            }
            queue.poll();
            occupancy.take(job, shares, t);
            JobTraffic traffic = arch.cluster() == null ? null : JobTraffic.of(job, shares, arch.cluster().fabric(), t);
            Map<Long, Integer> requirement = traffic == null ? Map.of() : traffic.requirement(arch.cluster().fabric());
            Running r = new Running(index, job, shares, traffic, requirement, now);
            running.add(r);
            if (network != null && !requirement.isEmpty()) {
                network.reconfigure(running.stream().map(x -> x.requirement).toList(), now, job.id());
                Map<Long, Integer> used = new TreeMap<>();
                for (Running x : running) {
                    if (!x.requirement.isEmpty()) {
                        reroute(x, used);
                        x.requirement.forEach((k, v) -> used.merge(k, v, Integer::sum));
                    }
                }
            } else {
                reroute(r, Map.of());
            }
        }
    }

    /**
     * Replaces a job's link contribution by its path on the current network (nothing for Best and ideal routing);
     * {@code used}: per pair, the units jobs started earlier take (planned routing fills them in start order).
     */
    private void reroute(Running r, Map<Long, Integer> used) {
        if (routing == Routing.IDEAL || r.traffic == null) {
            return;
        }
        loads.remove(r.contribution);
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + arch.name().hashCode() * 31L
                + r.index);
        r.contribution = clos != null ? clos.route(r.traffic, random)
                : lumos.route(r.traffic, network.plan(), used, loads, random);
        loads.add(r.contribution);
    }

    private void updateRates() {
        double speed = (double) Architecture.BEST_GBPS / arch.portGbps();
        for (Running r : running) {
            r.kappa = routing == Routing.IDEAL || r.traffic == null ? 1 : loads.kappa(r.contribution);
            double factor = speed * r.kappa;
            r.rate = factor == 1 ? 1 : 1 / (1 + r.job.commShare() * (factor - 1));
        }
    }
}
