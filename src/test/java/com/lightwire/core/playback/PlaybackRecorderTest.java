package com.lightwire.core.playback;

import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.io.ProjectFiles;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Playback of samples/lumos-testbed: events, installed configurations, and per-event plans on demand. */
class PlaybackRecorderTest {

    private static SimulationStudy testbed() throws Exception {
        return (SimulationStudy) ProjectFiles.read(Path.of("samples/lumos-testbed/project.json")).studies().get(0)
                .data();
    }

    private static ArchitectureRun run(SimulationStudy study, String arch) {
        Outcome<SimulationResult> r = ClusterSimulator.solve(new SimulationRequest(study.trace(), study.gpus(),
                List.of(arch), Routing.PLANNED, study.seed(), 1), SolveMonitor.NONE);
        return r.value().architectures().get(0);
    }

    @Test
    void lumosTrackReconfiguresOnTheSimulatorsCrossPodStartsOnly() throws Exception {
        SimulationStudy study = testbed();
        ArchitectureRun run = run(study, "lumos-25.6t-tau2");
        Outcome<PlaybackTrack> track = PlaybackRecorder.record(study.trace(), run, study.gpus(), 0.5,
                SolveMonitor.NONE);
        assertTrue(track.isVerified(), track.verification().summary());
        List<EventStep> steps = track.value().steps();
        assertEquals(100, steps.size());
        assertEquals(run.reconfigurations(), steps.stream().filter(EventStep::reconfigured).count(),
                "one reconfiguration per cross-pod start, as the simulator counts them");
        assertNull(steps.get(0).before());
        EventStep firstReconfig = steps.stream().filter(EventStep::reconfigured).findFirst().orElseThrow();
        assertNotNull(firstReconfig.after());
        assertTrue(steps.stream().filter(s -> !s.reconfigured()).allMatch(s -> s.before() == s.after()));
    }

    @Test
    void aSnapshotPlansTheRunningJobsAgainstTheInstalledConfiguration() throws Exception {
        SimulationStudy study = testbed();
        ArchitectureRun run = run(study, "lumos-25.6t-tau2");
        PlaybackTrack track = PlaybackRecorder.record(study.trace(), run, study.gpus(), 0.5, SolveMonitor.NONE)
                .value();
        int at = track.steps().stream().filter(EventStep::reconfigured).skip(1).findFirst().orElseThrow().event()
                .index();
        EventSnapshot snap = PlaybackRecorder.snapshot(track, at, SolveMonitor.NONE);
        assertNotNull(snap.plan(), snap.warnings().toString());
        assertEquals(track.steps().get(at).after(), snap.plan().configuration(), "the same plan as recorded");
        assertEquals(track.steps().get(at).reallocatedPct(), snap.plan().reallocatedPct(), 0);
        assertFalse(snap.plan().demand().pairs().isEmpty(), "a cross-pod job needs L");
    }

    @Test
    void closHasPlacementsButNoPlansAndRecordingCancels() throws Exception {
        SimulationStudy study = testbed();
        ArchitectureRun run = run(study, "clos-25.6t-3tier");
        PlaybackTrack track = PlaybackRecorder.record(study.trace(), run, study.gpus(), 0.5, SolveMonitor.NONE)
                .value();
        assertFalse(track.optical());
        assertTrue(track.steps().stream().noneMatch(EventStep::reconfigured));
        assertNull(PlaybackRecorder.snapshot(track, 0, SolveMonitor.NONE).plan());
        SolveMonitor cancelled = new SolveMonitor() {
            @Override
            public boolean isCancelled() {
                return true;
            }

            @Override
            public void progress(double fraction, String message) {
            }
        };
        assertEquals("cancelled", PlaybackRecorder.record(study.trace(), run, study.gpus(), 0.5, cancelled).status()
                .label());
    }
}
