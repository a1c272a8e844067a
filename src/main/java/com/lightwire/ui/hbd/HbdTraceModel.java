package com.lightwire.ui.hbd;

import com.lightwire.core.hbd.TraceIntervals;
import com.lightwire.core.hbd.TraceReplay;
import com.lightwire.core.hbd.TraceTimeline;
import com.lightwire.core.task.TaskKind;
import com.lightwire.core.task.TaskRequest;
import com.lightwire.core.task.TaskRunner;
import com.lightwire.io.FaultTraceFiles;
import com.lightwire.io.LightwireFileException;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.HbdFaults;
import com.lightwire.ui.session.Session;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The HBD rings view's fault trace: read in the background (lane {@value #TRACE}) and mapped onto the design as
 * {@code hbd replay} maps it ({@value #SERVERS} servers, seed 1); scrubbing its days sets the faults open that day,
 * one undo step for a whole scrub. Toolkit-free.
 */
public final class HbdTraceModel {

    /** The lane of trace loads. */
    public static final String TRACE = "hbd.trace";
    /** Servers of the published trace's fleet (the replay's default). */
    public static final int SERVERS = 400;

    private final Session session;
    private final TaskRunner runner;
    private final Consumer<String> status;
    private final Runnable changed;
    private HbdDesign design;
    private TraceIntervals intervals;
    private TraceTimeline timeline;

    HbdTraceModel(Session session, TaskRunner runner, Consumer<String> status, Runnable changed) {
        this.session = session;
        this.runner = runner;
        this.status = status;
        this.changed = changed;
    }

    /** A new design drops the trace's mapping (its node count or R may differ). */
    void designChanged(HbdDesign next) {
        design = next;
        intervals = null;
        timeline = null;
    }

    /** Reads a fault trace in the background and maps it onto the design; then {@link #scrubTo} sets any day. */
    public void load(Path file) {
        HbdDesign d = design;
        if (d == null) {
            return;
        }
        String problem = TraceReplay.problem(d);
        if (problem != null) {
            status.accept("Cannot replay a trace: " + problem);
            return;
        }
        runner.submit(new TaskRequest<Loaded>(TRACE, "Read trace " + file.getFileName(), TaskKind.COMPUTE,
                monitor -> {
                    try {
                        TraceIntervals read = TraceIntervals.of(FaultTraceFiles.read(file));
                        return new Loaded(read, TraceTimeline.of(d, read, SERVERS, 1));
                    } catch (LightwireFileException e) {
                        throw new IllegalArgumentException(e.getMessage(), e);
                    }
                }, loaded -> {
                    intervals = loaded.intervals();
                    timeline = loaded.timeline();
                    status.accept(String.format(Locale.ROOT, "Trace %s: %.1f days; scrub the timeline or draw the "
                            + "replay curves", file.getFileName(), timeline.horizon()));
                    changed.run();
                }, e -> status.accept("Trace not read: " + e.getMessage())));
    }

    private record Loaded(TraceIntervals intervals, TraceTimeline timeline) {
    }

    /** The loaded trace's timeline, or null. */
    public TraceTimeline timeline() {
        return timeline;
    }

    /** The loaded trace, or null. */
    public TraceIntervals intervals() {
        return intervals;
    }

    /** Sets the faults to those open at {@code day} of the loaded trace: one undo step for a whole scrub. */
    public void scrubTo(double day) {
        if (timeline != null && design != null) {
            session.perform(new SetFaultsEdit("Scrub trace", HbdFaults.of(timeline.faultyAt(day)), TRACE));
        }
    }
}
