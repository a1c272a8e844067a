package com.lightwire.figure.simulation;

import com.lightwire.core.playback.EventSnapshot;
import com.lightwire.core.playback.EventStep;
import com.lightwire.core.playback.PlaybackTrack;
import com.lightwire.model.lumos.StagePlan;

import java.util.Locale;

/** The playback's sentences for people, shared by the view and {@code render}: the event and its staging plan. */
public final class PlaybackText {

    private PlaybackText() {
    }

    /** The event at {@code index}: "event 12 of 100: start j3 at 1,874 s, 4 jobs running". */
    public static String describe(PlaybackTrack track, int index) {
        EventStep step = track.steps().get(index);
        int running = step.event().running().size();
        return String.format(Locale.ROOT, "event %d of %d: %s, %d job%s running%s", index + 1, track.steps().size(),
                step.event().describe(), running, running == 1 ? "" : "s", step.reconfigured()
                        ? String.format(Locale.ROOT, ", reconfigured (%.2f %% reallocated)", step.reallocatedPct())
                        : "");
    }

    /** The staging plan of the event {@code snap} planned, or a sentence saying why there is none. */
    public static String staging(PlaybackTrack track, EventSnapshot snap) {
        if (!track.optical()) {
            return "No OCS core: " + track.architecture().name() + " has nothing to stage.";
        }
        if (snap == null || snap.plan() == null) {
            return "Planning the event...";
        }
        StagePlan s = snap.plan().stages();
        if (!snap.step().reconfigured() && s.changed().isEmpty()) {
            return "No reconfiguration at this event; re-planning would change no group.";
        }
        String lead = snap.step().reconfigured() ? "Reconfigured groups " : "No reconfiguration at this event; "
                + "re-planning would change groups ";
        return String.format(Locale.ROOT, "%s%s in %d stage%s %s (iota %.2f, theta %d, most disturbed %.0f %% of "
                + "a leaf's load%s)", lead, s.changed(), s.stages().size(), s.stages().size() == 1 ? "" : "s",
                s.stages(), s.iota(), s.theta(), s.maxFraction() * 100, s.feasible() ? "" : ", infeasible");
    }
}
