package com.lightwire.core.playback;

import com.lightwire.model.lumos.RunningJob;

import java.util.List;
import java.util.Objects;

/**
 * One event of a run: a job starts or finishes at a time, and the jobs running just after it.
 *
 * @param index   position in the run's event order, from 0
 * @param time    seconds from the trace's start
 * @param kind    start or finish
 * @param job     the job's id
 * @param running the jobs running after the event, in start order, with their servers per leaf
 */
public record PlaybackEvent(int index, double time, Kind kind, String job, List<RunningJob> running) {

    /** What happened. */
    public enum Kind { START, FINISH }

    public PlaybackEvent {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(job, "job");
        running = List.copyOf(running);
    }

    /** "start j3 at 1,874 s" for people. */
    public String describe() {
        return (kind == Kind.START ? "start " : "finish ") + job + " at " + String.format(java.util.Locale.ROOT,
                "%,.0f s", time);
    }
}
