package com.lightwire.core.playback;

import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.JobRun;
import com.lightwire.model.lumos.RunningJob;
import com.lightwire.model.lumos.Trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The events of one architecture's run, rebuilt from its job runs: every start and finish in time order, finishes
 * before starts at equal times (the simulator's rule, §5.2), then in trace order; each event carries the jobs running
 * after it. O(J log J + E · R) for J jobs, E events and R jobs running at once.
 */
public final class EventTimeline {

    private EventTimeline() {
    }

    /** The events of {@code run} on {@code trace} (jobs the trace lacks are ignored). */
    public static List<PlaybackEvent> of(Trace trace, ArchitectureRun run) {
        Map<String, Integer> order = new HashMap<>();
        Map<String, Job> byId = new HashMap<>();
        for (int i = 0; i < trace.jobs().size(); i++) {
            order.put(trace.jobs().get(i).id(), i);
            byId.put(trace.jobs().get(i).id(), trace.jobs().get(i));
        }
        record Raw(double time, PlaybackEvent.Kind kind, JobRun run, int order) {
        }
        List<Raw> raw = new ArrayList<>();
        for (JobRun r : run.jobs()) {
            Integer at = order.get(r.id());
            if (at != null) {
                raw.add(new Raw(r.start(), PlaybackEvent.Kind.START, r, at));
                raw.add(new Raw(r.finish(), PlaybackEvent.Kind.FINISH, r, at));
            }
        }
        raw.sort(Comparator.comparingDouble(Raw::time).thenComparing(r -> r.kind() == PlaybackEvent.Kind.START)
                .thenComparingInt(Raw::order));
        Map<String, RunningJob> running = new LinkedHashMap<>();
        List<PlaybackEvent> events = new ArrayList<>(raw.size());
        for (Raw r : raw) {
            if (r.kind() == PlaybackEvent.Kind.START) {
                running.put(r.run().id(), new RunningJob(byId.get(r.run().id()), r.run().placement()));
            } else {
                running.remove(r.run().id());
            }
            events.add(new PlaybackEvent(events.size(), r.time(), r.kind(), r.run().id(),
                    new ArrayList<>(running.values())));
        }
        return events;
    }
}
