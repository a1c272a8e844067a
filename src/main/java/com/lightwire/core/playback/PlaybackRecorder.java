package com.lightwire.core.playback;

import com.lightwire.core.simulate.Architecture;
import com.lightwire.core.simulate.StatePlanner;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.Diagnostic;
import com.lightwire.model.OcsConfiguration;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.ClusterPlan;
import com.lightwire.model.lumos.ClusterState;
import com.lightwire.model.lumos.LeafDesign;
import com.lightwire.model.lumos.LeafPair;
import com.lightwire.model.lumos.LumosCluster;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.model.lumos.RunningJob;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Records the playback of one architecture's run (digest §5.1 item 6): rebuilds its events ({@link EventTimeline}),
 * then walks them in order and, at every cross-pod start on an optical architecture (the simulator reconfigures then
 * only, §5.2), plans the running jobs with {@link StatePlanner} (the {@code jobs plan} pipeline: L with sharing, the
 * {@code auto} design, realization on Cross Wiring against the installed configuration, staging) and installs the
 * answer. {@link #snapshot} plans any one event on demand against the configuration installed before it, so a track
 * holds configurations only. Deterministic; cancellable between events.
 */
public final class PlaybackRecorder {

    /** The staging bound of playback plans (the {@code jobs plan} default). */
    public static final double DEFAULT_IOTA = 0.5;

    private PlaybackRecorder() {
    }

    /**
     * The track of {@code run} (simulated on {@code gpus} GPUs).
     *
     * @throws IllegalArgumentException when the run's name is not an architecture of that size
     */
    public static Outcome<PlaybackTrack> record(Trace trace, ArchitectureRun run, long gpus, double iota,
                                                SolveMonitor monitor) {
        long begin = System.nanoTime();
        Architecture arch = Architecture.of(run.name(), gpus, trace.gpusPerServer());
        List<PlaybackEvent> events = EventTimeline.of(trace, run);
        boolean optical = arch.kind() == Architecture.Kind.LUMOS || arch.kind() == Architecture.Kind.STRAIGHT;
        List<EventStep> steps = new ArrayList<>(events.size());
        OcsConfiguration installed = null;
        for (PlaybackEvent e : events) {
            if (monitor.isCancelled()) {
                return Outcome.cancelled(List.of(), millis(begin));
            }
            monitor.progress((double) e.index() / Math.max(1, events.size()), e.describe());
            OcsConfiguration before = installed;
            boolean reconfigures = optical && e.kind() == PlaybackEvent.Kind.START && crossPod(arch.cluster(), e);
            double reallocated = 0;
            if (reconfigures) {
                Outcome<ClusterPlan> plan = StatePlanner.solve(state(arch.cluster(), e), before, iota,
                        SolveMonitor.NONE);
                if (!plan.isVerified()) {
                    return Outcome.without(plan.hasValue() ? SolveStatus.ERROR
                            : plan.status(), plan.diagnostics(), millis(begin));
                }
                installed = plan.value().configuration();
                reallocated = plan.value().reallocatedPct();
            }
            steps.add(new EventStep(e, before, installed, reconfigures, reallocated));
        }
        monitor.progress(1, "recorded " + events.size() + " events");
        PlaybackTrack track = new PlaybackTrack(arch, steps, iota);
        return Outcome.of(SolveStatus.FEASIBLE, track, PlaybackVerifier.verify(track, run), List.of(),
                millis(begin));
    }

    /** Event {@code index} of {@code track} planned against the configuration installed before it. */
    public static EventSnapshot snapshot(PlaybackTrack track, int index, SolveMonitor monitor) {
        EventStep step = track.steps().get(index);
        if (!track.optical()) {
            return new EventSnapshot(step, null, List.of());
        }
        Outcome<ClusterPlan> plan = StatePlanner.solve(state(track.cluster(), step.event()), step.before(),
                track.iota(), monitor);
        if (!plan.hasValue()) {
            return new EventSnapshot(step, null, List.of("plan " + plan.status().label() + (plan.diagnostics()
                    .isEmpty() ? "" : ": " + plan.diagnostics().get(0).message())));
        }
        return new EventSnapshot(step, plan.value(), warnings(track, plan.value(), plan.diagnostics()));
    }

    private static ClusterState state(LumosCluster cluster, PlaybackEvent e) {
        return new ClusterState(cluster, List.of(), e.running(), List.of());
    }

    /** True when the started job's servers span more than one pod. */
    static boolean crossPod(LumosCluster cluster, PlaybackEvent e) {
        LumosFabric fabric = cluster.fabric();
        for (RunningJob r : e.running()) {
            if (r.job().id().equals(e.job())) {
                return r.placement().stream().mapToInt(p -> fabric.podOf(p.a())).distinct().count() > 1;
            }
        }
        return false;
    }

    private static List<String> warnings(PlaybackTrack track, ClusterPlan plan, List<Diagnostic> findings) {
        List<String> out = new ArrayList<>();
        LumosFabric fabric = track.cluster().fabric();
        LeafDesign d = plan.design();
        if (!d.contentionFree()) {
            out.add(String.format(Locale.ROOT, "contention: a leaf\u2013spine link carries %d units (tau = %d)%s",
                    d.maxLoad(), fabric.tau(), fabric.tau() == 1 && d.maxLoad() > 1 ? ", level 2" : ""));
        }
        if (d.sharedUnits() > 0) {
            out.add("sharing applied: " + d.sharedUnits() + " units dropped by the spine port cap share links");
        }
        long full = java.util.Arrays.stream(plan.demand().leafSums()).filter(s -> s >= fabric.kLeaf()).count();
        if (full > 0) {
            out.add(full + " leaves use all " + fabric.kLeaf() + " of their cross-pod paths (more demand would be "
                    + "shared)");
        }
        if (!plan.stages().feasible()) {
            out.add(String.format(Locale.ROOT, "staging: one group alone disturbs over %.0f %% of a leaf's load; "
                    + "one group per stage", plan.stages().iota() * 100));
        }
        if (track.architecture().kind() == Architecture.Kind.STRAIGHT) {
            out.add("straight wiring: planned here on Cross Wiring; the simulator shares the links straight wiring "
                    + "cannot realise");
        }
        findings.forEach(f -> out.add(f.message()));
        return out;
    }

    private static long millis(long begin) {
        return (System.nanoTime() - begin) / 1_000_000;
    }

    /** The servers of each leaf taken by the running jobs after the event, for the occupancy grid. */
    public static int[] usedServers(LumosCluster cluster, PlaybackEvent e) {
        int[] used = new int[cluster.fabric().leaves()];
        for (RunningJob r : e.running()) {
            for (LeafPair p : r.placement()) {
                used[p.a()] += p.count();
            }
        }
        return used;
    }
}
