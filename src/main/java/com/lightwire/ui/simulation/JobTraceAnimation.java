package com.lightwire.ui.simulation;

import com.lightwire.core.playback.EventStep;
import com.lightwire.core.playback.PlaybackTrack;
import com.lightwire.figure.Figure;
import com.lightwire.figure.Palette;
import com.lightwire.figure.simulation.PlaybackFigures;
import com.lightwire.model.lumos.Job;
import com.lightwire.ui.common.Animated;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A job trace played on a deck step (issue 15): the Playback tab's placement grid event by event, jobs arriving
 * and being placed, then finishing, from the first event of the recorded track to its last ({@value #MAX_PHASES}
 * phases at most: longer traces advance several events a phase). Frames come from the track the Playback tab
 * recorded, so nothing is planned or solved while it plays.
 */
final class JobTraceAnimation implements Animated.Animation {

    /** Most phases a trace plays event by event. */
    static final int MAX_PHASES = 50;

    private final PlaybackTrack track;
    private final Map<String, Integer> colours = new HashMap<>();
    private final Set<String> shown = new HashSet<>();
    private final Palette palette;
    private final int per;
    private final int phases;

    private JobTraceAnimation(PlaybackTrack track, List<Job> jobs, Palette palette) {
        this.track = track;
        this.palette = palette;
        for (int i = 0; i < jobs.size(); i++) {
            colours.put(jobs.get(i).id(), i);
            shown.add(jobs.get(i).id());
        }
        int events = track.steps().size();
        this.per = (events + MAX_PHASES - 1) / MAX_PHASES;
        this.phases = (events + per - 1) / per;
    }

    /** The trace of {@code track} (the jobs of {@code jobs}), or empty when it has no placement grid to play. */
    static Optional<Animated.Animation> of(PlaybackTrack track, List<Job> jobs, Palette palette) {
        if (track == null || track.cluster() == null || track.steps().size() < 2 || jobs == null) {
            return Optional.empty();
        }
        return Optional.of(new JobTraceAnimation(track, jobs, palette));
    }

    /** The event phase {@code phase} shows: every {@code per}-th, the last phase the last event. */
    int eventOf(int phase) {
        return phase >= phases - 1 ? track.steps().size() - 1 : phase * per;
    }

    @Override
    public int phases() {
        return phases;
    }

    @Override
    public Figure frame(int phase) {
        return PlaybackFigures.of(track, eventOf(phase), null, colours, shown, palette).occupancy();
    }

    @Override
    public String describe(int phase) {
        int at = eventOf(phase);
        EventStep step = track.steps().get(at);
        return String.format(Locale.ROOT, "%s, event %d of %d: %s, %d jobs running%s", track.architecture().name(),
                at + 1, track.steps().size(), step.event().describe(), step.event().running().size(),
                step.reconfigured() ? ", OCSes reconfigured" : "");
    }
}
