package com.lightwire.cli.render;

import com.lightwire.core.simulate.ClusterSimulator;
import com.lightwire.core.simulate.Routing;
import com.lightwire.core.simulate.SimulationRequest;
import com.lightwire.core.solve.Outcome;
import com.lightwire.figure.Figure;
import com.lightwire.figure.simulation.ChartKind;
import com.lightwire.figure.simulation.SimulationCharts;
import com.lightwire.model.Study;
import com.lightwire.model.lumos.Job;
import com.lightwire.model.lumos.SimulationResult;
import com.lightwire.model.lumos.SimulationStudy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * {@code --view cluster-simulation}: a chart of a cluster-simulation study ({@code --param chart=jct|jrt|jwt|
 * contention|reallocation|fig7}), drawn from the study's stored results (ADR 0058; {@code arch} picks among them) or,
 * when it has none or {@code arch} names one it lacks, from a simulation run here headless and verified like
 * {@code jobs simulate}; Fig. 7 needs no study. With {@code event=N} it draws that event's playback panels instead
 * ({@link ClusterPlaybackRender}).
 */
final class ClusterSimulationRender implements RenderableView {

    @Override
    public String id() {
        return "cluster-simulation";
    }

    @Override
    public String summary() {
        return "Cluster simulation charts (JCT/JRT/JWT and contention CDFs, reallocation, Fig. 7) and playback panels";
    }

    @Override
    public boolean needsCluster() {
        return false;
    }

    @Override
    public SortedMap<String, String> params() {
        SortedMap<String, String> out = new TreeMap<>();
        out.put("arch", "architectures to draw, comma-separated (default the study's)");
        out.put("chart", ChartKind.keys() + " (default jct)");
        out.put("event", "a playback event number (1 = first): draw its panels instead of a chart");
        out.put("jobs", "job ids or model names counted, comma-separated (default all)");
        out.put("panel", "with event: all|placement|demand|spines|diff (default all)");
        out.put("study", "the cluster-simulation study (default the first)");
        return out;
    }

    @Override
    public Figure figure(RenderRequest request) {
        String key = request.param("chart", "jct");
        ChartKind kind = ChartKind.of(key).orElseThrow(() -> new IllegalArgumentException("chart: unknown chart '"
                + key + "' (use " + ChartKind.keys() + ")"));
        if (!kind.needsResult()) {
            return SimulationCharts.sheet(kind, "", SimulationCharts.chart(kind, null, null,
                    SimulationCharts.Filter.ALL, request.palette()), request.palette());
        }
        Study study = study(request);
        SimulationStudy data = (SimulationStudy) study.data();
        Predicate<Job> jobs = jobFilter(request.param("jobs", ""));
        if (data.trace().jobs().stream().noneMatch(jobs)) {
            throw new IllegalArgumentException("jobs: no job of " + study.name() + " matches '"
                    + request.param("jobs", "") + "'");
        }
        if (!request.param("event", "").isEmpty()) {
            return ClusterPlaybackRender.figure(request, study.name(), data, jobs);
        }
        List<String> archs = architectures(data, request);
        SimulationResult result = stored(data, archs) ? data.results() : simulate(data, archs, request);
        Figure chart = SimulationCharts.chart(kind, result, data.trace(), new SimulationCharts.Filter(archs::contains,
                jobs), request.palette());
        return SimulationCharts.sheet(kind, study.name(), chart, request.palette());
    }

    private static Study study(RenderRequest request) {
        String name = request.param("study", "");
        List<Study> studies = request.project().studies().stream().filter(s -> s.data() instanceof SimulationStudy)
                .toList();
        if (studies.isEmpty()) {
            throw new IllegalArgumentException("the project holds no cluster-simulation study");
        }
        return name.isEmpty() ? studies.get(0) : studies.stream().filter(s -> s.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("study: no cluster-simulation study named '" + name
                        + "' (the project has " + String.join(", ", studies.stream().map(Study::name).toList())
                        + ")"));
    }

    static List<String> architectures(SimulationStudy data, RenderRequest request) {
        List<String> archs = new ArrayList<>();
        for (String part : request.param("arch", String.join(",", data.architectures())).split(",")) {
            if (!part.isBlank()) {
                archs.add(part.trim());
            }
        }
        return archs;
    }

    /** Whether the study's stored results hold every architecture asked for. */
    static boolean stored(SimulationStudy data, List<String> archs) {
        return data.results() != null && data.results().architectures().stream().map(r -> r.name()).toList()
                .containsAll(archs);
    }

    static SimulationResult simulate(SimulationStudy data, List<String> archs, RenderRequest request) {
        SimulationRequest sim = new SimulationRequest(data.trace(), data.gpus(), archs,
                Routing.valueOf(data.routing().toUpperCase(Locale.ROOT)), data.seed(), 1);
        if (!sim.validate().isEmpty()) {
            throw new IllegalArgumentException(sim.validate().get(0).message());
        }
        Outcome<SimulationResult> outcome = ClusterSimulator.solve(sim, request.monitor());
        if (!outcome.isVerified()) {
            throw new IllegalArgumentException("simulation " + outcome.status().label() + (outcome.diagnostics()
                    .isEmpty() ? "" : ": " + outcome.diagnostics().get(0).message()));
        }
        return outcome.value();
    }

    private static Predicate<Job> jobFilter(String text) {
        List<String> terms = new ArrayList<>();
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                terms.add(part.trim().toLowerCase(Locale.ROOT));
            }
        }
        return job -> terms.isEmpty() || terms.stream().anyMatch(t -> job.id().toLowerCase(Locale.ROOT).equals(t)
                || job.model().toLowerCase(Locale.ROOT).contains(t));
    }
}
