package com.lightwire.cli.render;

import com.lightwire.core.playback.EventSnapshot;
import com.lightwire.core.playback.PlaybackRecorder;
import com.lightwire.core.playback.PlaybackTrack;
import com.lightwire.core.solve.Outcome;
import com.lightwire.figure.Figure;
import com.lightwire.figure.simulation.PlaybackFigures;
import com.lightwire.figure.simulation.PlaybackText;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * {@code --view cluster-simulation --param event=N}: the playback panels of event N (1-based) of one architecture, as
 * the view's Playback tab draws them (ADR 0058): placement grid, leaf demand L, C_h per spine, OCS diff with the
 * staging plan and warnings ({@code panel=} keeps one). The track is recorded from the study's stored results (or a
 * headless simulation) and the event planned here, as the view does in the background.
 */
final class ClusterPlaybackRender {

    private ClusterPlaybackRender() {
    }

    static Figure figure(RenderRequest request, String studyName, SimulationStudy data, Predicate<Job> jobs) {
        String arch = request.param("arch", "");
        if (arch.contains(",")) {
            throw new IllegalArgumentException("arch: playback shows one architecture; '" + arch + "' names several");
        }
        SimulationResult result = data.results() != null && (arch.isEmpty()
                || ClusterSimulationRender.stored(data, List.of(arch))) ? data.results()
                : ClusterSimulationRender.simulate(data, List.of(arch.isEmpty() ? firstOptical(data.architectures())
                : arch), request);
        String name = arch.isEmpty() ? firstOptical(result.architectures().stream().map(ArchitectureRun::name)
                .toList()) : arch;
        ArchitectureRun run = result.architectures().stream().filter(r -> r.name().equals(name)).findFirst()
                .orElseThrow();
        Outcome<PlaybackTrack> recorded = PlaybackRecorder.record(data.trace(), run, result.gpus(),
                PlaybackRecorder.DEFAULT_IOTA, request.monitor());
        if (!recorded.isVerified()) {
            throw new IllegalArgumentException("recording the playback of " + name + " " + recorded.status().label()
                    + (recorded.diagnostics().isEmpty() ? "" : ": " + recorded.diagnostics().get(0).message()));
        }
        PlaybackTrack track = recorded.value();
        int index = event(request.param("event", ""), track.steps().size()) - 1;
        EventSnapshot snap = PlaybackRecorder.snapshot(track, index, request.monitor());
        Map<String, Integer> colours = new HashMap<>();
        Set<String> passing = new HashSet<>();
        List<Job> all = data.trace().jobs();
        for (int i = 0; i < all.size(); i++) {
            colours.put(all.get(i).id(), i);
            if (jobs.test(all.get(i))) {
                passing.add(all.get(i).id());
            }
        }
        List<String> staging = new ArrayList<>(List.of(PlaybackText.staging(track, snap)));
        snap.warnings().forEach(w -> staging.add("warning: " + w));
        return PlaybackFigures.of(track, index, snap, colours, passing, request.palette())
                .only(request.param("panel", "all")).sheet("Cluster simulation playback: " + studyName,
                        PlaybackText.describe(track, index), List.of(name), staging, request.palette());
    }

    private static String firstOptical(List<String> names) {
        return names.stream().filter(n -> n.startsWith("lumos")).findFirst().orElse(names.get(0));
    }

    private static int event(String text, int events) {
        int n;
        try {
            n = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("event: '" + text + "' is not an event number (1 to " + events + ")");
        }
        if (n < 1 || n > events) {
            throw new IllegalArgumentException("event: " + n + " is out of range; this track has events 1 to "
                    + events);
        }
        return n;
    }
}
