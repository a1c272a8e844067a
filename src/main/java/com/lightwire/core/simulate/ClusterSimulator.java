package com.lightwire.core.simulate;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.ArchitectureRun;
import com.lightwire.model.lumos.SimulationResult;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Simulates a trace on every requested architecture (digest §5.2, issue 14 item 2): each architecture is an
 * independent {@link ArchitectureSimulation} with its own seeded random choices, run on up to {@code threads} threads
 * and reported in the order asked, so the result (all but the wall times) is the same on any thread count. Every
 * result is re-checked by {@link SimulationVerifier}. Cost per architecture: O(events · running flows) plus one
 * design and realization per cross-pod start on LumosCore.
 */
public final class ClusterSimulator {

    private ClusterSimulator() {
    }

    public static Outcome<SimulationResult> solve(SimulationRequest request, SolveMonitor monitor) {
        return SolveFrame.run(request::validate, monitor, diagnostics -> SolveFrame.Candidate.solved(
                SolveStatus.FEASIBLE, simulate(request, monitor)), result -> SimulationVerifier.verify(request, result));
    }

    private static SimulationResult simulate(SimulationRequest request, SolveMonitor monitor) {
        List<String> names = request.architectures();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(request.threads(), names.size()), r -> {
            Thread thread = new Thread(r, "lightwire-simulate");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<ArchitectureRun>> futures = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                Architecture arch = Architecture.of(names.get(i), request.gpus(), request.trace().gpusPerServer());
                SolveMonitor part = monitor.subTask((double) i / names.size(), (i + 1.0) / names.size(), arch.name());
                futures.add(pool.submit(() -> new ArchitectureSimulation(arch, request.trace(), request.gpus(),
                        request.routing(), request.seed()).run(part)));
            }
            List<ArchitectureRun> runs = new ArrayList<>();
            for (Future<ArchitectureRun> f : futures) {
                runs.add(f.get());
            }
            return new SimulationResult(request.gpus(), request.seed(), request.routing().label(), runs);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
