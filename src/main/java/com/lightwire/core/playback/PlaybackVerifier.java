package com.lightwire.core.playback;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.LumosCluster;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a playback track against its run: two events per job (start then finish, at the run's times), events in time
 * order, each event's running set is the previous one plus the started or minus the finished job, no leaf holds more
 * servers than it has, and each step's configuration before is the previous step's after.
 */
public final class PlaybackVerifier {

    private PlaybackVerifier() {
    }

    public static Verification verify(PlaybackTrack track, ArchitectureRun run) {
        Verification.Collector c = new Verification.Collector();
        List<EventStep> steps = track.steps();
        c.check(steps.size() == 2 * run.jobs().size(), () -> steps.size() + " events for " + run.jobs().size()
                + " jobs");
        Set<String> running = new HashSet<>();
        LumosCluster cluster = track.cluster();
        for (int i = 0; i < steps.size(); i++) {
            EventStep s = steps.get(i);
            PlaybackEvent e = s.event();
            int at = i;
            c.check(e.index() == i, () -> "event " + at + " has index " + e.index());
            if (i > 0) {
                EventStep prev = steps.get(i - 1);
                c.check(prev.event().time() <= e.time(), () -> "event " + at + " goes back in time");
                c.check(prev.after() == s.before(), () -> "event " + at + " starts from another configuration");
            }
            boolean changed = e.kind() == PlaybackEvent.Kind.START ? running.add(e.job()) : running.remove(e.job());
            c.check(changed, () -> "event " + at + ": " + e.describe() + " repeats or precedes its start");
            Set<String> listed = new HashSet<>();
            e.running().forEach(r -> listed.add(r.job().id()));
            c.check(listed.equals(running), () -> "event " + at + " lists other running jobs");
            if (cluster != null) {
                int[] used = PlaybackRecorder.usedServers(cluster, e);
                for (int leaf = 0; leaf < used.length; leaf++) {
                    int l = leaf;
                    c.check(used[leaf] <= cluster.serversPerLeaf(), () -> "event " + at + ": leaf " + l + " holds "
                            + used[l] + " servers");
                }
            }
        }
        for (JobRun r : run.jobs()) {
            c.check(steps.stream().anyMatch(s -> s.event().job().equals(r.id()) && s.event().time() == r.start()
                    && s.event().kind() == PlaybackEvent.Kind.START), () -> r.id() + " does not start at its time");
        }
        return c.build();
    }
}
