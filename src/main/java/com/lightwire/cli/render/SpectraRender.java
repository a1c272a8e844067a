package com.lightwire.cli.render;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.spectra.Decomposition;
import com.lightwire.core.spectra.DecompositionMethod;
import com.lightwire.core.spectra.Refiner;
import com.lightwire.core.spectra.SpectraMethod;
import com.lightwire.core.spectra.SpectraOptions;
import com.lightwire.core.spectra.SpectraResult;
import com.lightwire.core.spectra.SpectraSolver;
import com.lightwire.figure.Figure;
import com.lightwire.figure.spectra.DecomposeReplay;
import com.lightwire.figure.spectra.DecompositionFigure;
import com.lightwire.figure.spectra.ScheduleGanttFigure;
import com.lightwire.figure.spectra.ScheduleReplay;
import com.lightwire.figure.spectra.ScheduleSheets;
import com.lightwire.figure.spectra.ScheduleState;
import com.lightwire.figure.spectra.SpectraSheets;
import com.lightwire.model.Study;
import com.lightwire.model.spectra.SpectraStudy;

import java.util.SortedMap;
import java.util.TreeMap;

/**
 * {@code --view schedule} and {@code --view decomposition}: a Spectra study of the project (the first, or
 * {@code --param study=NAME}) drawn as its OCS schedule Gantt chart or its decomposition. A deck step's camera frames
 * the app canvas's figure ({@link #canvasFigure}): the heat map and stack, or the Gantt chart.
 */
final class SpectraRender implements RenderableView, FramedRender {

    private final boolean schedule;

    private SpectraRender(boolean schedule) {
        this.schedule = schedule;
    }

    static SpectraRender schedule() {
        return new SpectraRender(true);
    }

    static SpectraRender decomposition() {
        return new SpectraRender(false);
    }

    @Override
    public String id() {
        return schedule ? "schedule" : "decomposition";
    }

    @Override
    public String summary() {
        return schedule ? "a Spectra study's OCS schedule: Gantt per switch, makespan and lower bound"
                : "a Spectra study's demand heat map and its permutations";
    }

    @Override
    public boolean needsCluster() {
        return false;
    }

    @Override
    public SortedMap<String, String> params() {
        SortedMap<String, String> params = new TreeMap<>();
        params.put("study", "the Spectra study's name (default: the first)");
        if (!schedule) {
            params.put("stepper", "result, decompose or refine (default: result)");
            params.put("step", "the Decompose round or Refine raise shown, from 0 (default: 0)");
            params.put("heat", "demand, log (demand on a log scale) or slack (coverage check; default: demand)");
            params.put("method", "spectra, eclipse (needs the study's delay above 0) or solstice (default: spectra)");
        }
        if (schedule) {
            params.put("method", "spectra, spectra-no-equalize, spectra-eclipse, baseline, solstice, best, exact "
                    + "(default: the study's)");
            params.put("canvas", "gantt, port (the port view), methods (all methods side by side) or sweep "
                    + "(benchmark demand over the paper's delta grid; default: gantt)");
            params.put("seeds", "the sweep's seeds (default: 5)");
            params.put("n", "the sweep's ports (default: 32)");
            params.put("stepper", "result, lpt or equalize (default: result)");
            params.put("step", "LPT assignments or Equalize moves applied, from 0 (default: 0)");
            params.put("port", "the ToR the port view follows (default: 0)");
            params.put("cursor", "a time to draw the cursor at (default: none)");
        }
        return params;
    }

    private Study study(RenderRequest request) {
        String name = request.param("study", null);
        return request.project().studies().stream().filter(s -> s.data() instanceof SpectraStudy)
                .filter(s -> name == null || s.name().equals(name)).findFirst().orElseThrow(() ->
                        new IllegalArgumentException(name == null ? "the project holds no Spectra study"
                                : "no Spectra study named \"" + name + "\""));
    }

    private static Decomposition decompose(SpectraStudy data, RenderRequest request) {
        Refiner.Mode refine = data.refine().equals("lp") ? Refiner.Mode.LP : Refiner.Mode.GREEDY;
        String key = request.param("method", "spectra");
        DecompositionMethod method = DecompositionMethod.of(key).orElseThrow(() -> new IllegalArgumentException(
                "method: unknown '" + key + "' (choose spectra, eclipse, solstice)"));
        return method.decompose(data.demand().matrix(), data.delay(), refine, request.monitor());
    }

    private static SpectraMethod scheduleMethod(SpectraStudy data, RenderRequest request) {
        String key = request.param("method", data.method());
        return SpectraMethod.of(key).orElseThrow(() -> new IllegalArgumentException(
                "method: unknown '" + key + "' (choose " + SpectraMethod.keys() + ")"));
    }

    private static ScheduleReplay solve(SpectraStudy data, SpectraMethod method, RenderRequest request) {
        SpectraOptions options = SpectraOptions.of(data.switches(), data.delay(), method);
        Outcome<SpectraResult> outcome = SpectraSolver.solve(data.demand(), options, request.monitor());
        if (!outcome.isVerified()) {
            throw new IllegalArgumentException(method.label() + " gave no verified schedule: " + outcome.status()
                    .label() + " " + outcome.diagnostics());
        }
        return new ScheduleReplay(outcome.value());
    }

    @Override
    public Figure figure(RenderRequest request) {
        Study study = study(request);
        SpectraStudy data = (SpectraStudy) study.data();
        if (!schedule) {
            return SpectraSheets.decomposition(study.name(), data.demand(), decompose(data, request),
                    SpectraRenderParams.decomposition(request), request.palette());
        }
        String canvas = request.param("canvas", "gantt");
        if (canvas.equals("methods") || canvas.equals("sweep")) {
            return canvas.equals("methods") ? SpectraRenderParams.methods(study.name(), data, request)
                    : SpectraRenderParams.sweep(study.name(), data, request);
        }
        SpectraMethod method = scheduleMethod(data, request);
        ScheduleReplay replay = solve(data, method, request);
        ScheduleState state = SpectraRenderParams.schedule(request, data.demand().n());
        return switch (canvas) {
            case "gantt" -> ScheduleSheets.schedule(study.name(), method.label(), replay, state, request.palette());
            case "port" -> ScheduleSheets.port(study.name(), method.label(), replay, state, data.demand().matrix(),
                    request.palette());
            default -> throw new IllegalArgumentException("canvas: unknown '" + canvas + "' (choose gantt, port, methods, sweep)");
        };
    }

    /** The decomposition canvas's figure, or the Gantt canvas's; the other schedule canvases draw their sheet. */
    @Override
    public Figure canvasFigure(RenderRequest request, SortedMap<String, String> step) {
        SpectraStudy data = (SpectraStudy) study(request).data();
        double[][] demand = data.demand().matrix();
        if (!schedule) {
            return new DecompositionFigure(demand, new DecomposeReplay(demand, decompose(data, request)),
                    SpectraRenderParams.decomposition(request), request.palette());
        }
        if (!request.param("canvas", "gantt").equals("gantt")) {
            return figure(request);
        }
        ScheduleReplay replay = solve(data, scheduleMethod(data, request), request);
        return new ScheduleGanttFigure(replay, SpectraRenderParams.schedule(request, data.demand().n()),
                request.palette());
    }
}
