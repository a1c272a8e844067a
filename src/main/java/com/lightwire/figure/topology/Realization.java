package com.lightwire.figure.topology;

import com.lightwire.core.reconfig.ReconfigOptions;
import com.lightwire.core.reconfig.ReconfigRequest;
import com.lightwire.core.reconfig.ReconfigResult;
import com.lightwire.core.reconfig.UniformGreedyReconfigurator;
import com.lightwire.core.reconfig.lp.RewiringLowerBound;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.Cluster;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.WiringScheme;

/**
 * The selected topology realized twice on the same cluster: by the chosen {@link CrossMethod} under Cross Wiring (or
 * two-link, when the project uses it), with the lower bound on rewiring, and by Uniform-Greedy under Uniform wiring, so that the view can show what Uniform cannot
 * realize (digest §4.5, §4.6). Only the side whose wiring is the project's is measured against, and may replace,
 * the current configuration.
 *
 * @param topology the realized topology and its name
 * @param cluster  the cluster it was realized on
 * @param cross    the Cross Wiring (or two-link) outcome
 * @param uniform  the Uniform outcome
 */
public record Realization(NamedTopology topology, Cluster cluster, MethodOutcome cross, MethodOutcome uniform) {

    /** Solver threads: all cores but one, which stays free for the FX thread so the window keeps responding. */
    private static final int SOLVER_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);

    /** Share of the progress bar the Cross solve takes; Uniform-Greedy is much faster. */
    private static final double CROSS_SHARE = 0.7;

    /** Runs both sides with ITV-LPR for Cross Wiring. */
    public static Realization run(Project project, NamedTopology topology, SolveMonitor monitor) {
        return run(project, topology, CrossMethod.LPR, monitor);
    }

    /** Runs both methods; safe off the FX thread since the inputs are immutable. Cancellable through the monitor. */
    public static Realization run(Project project, NamedTopology topology, CrossMethod method, SolveMonitor monitor) {
        Cluster cluster = project.cluster();
        WiringScheme crossScheme = cluster.scheme() == WiringScheme.UNIFORM ? WiringScheme.CROSS : cluster.scheme();
        ReconfigRequest cross = request(project, topology, crossScheme);
        ReconfigRequest uniform = request(project, topology, WiringScheme.UNIFORM);
        ReconfigOptions options = ReconfigOptions.defaults().withThreads(SOLVER_THREADS);
        var solver = method.reconfigurator();
        var crossResult = withBound(solver.solve(cross, options, monitor.subTask(0, CROSS_SHARE, "Cross Wiring")),
                cross, options, monitor);
        MethodOutcome crossOutcome = MethodOutcome.of(crossScheme.displayName() + ": " + solver.name(), cross,
                crossResult);
        monitor.checkCancelled();
        var greedy = new UniformGreedyReconfigurator();
        var uniformResult = greedy.solve(uniform, options, monitor.subTask(CROSS_SHARE, 1, "Uniform"));
        MethodOutcome uniformOutcome = MethodOutcome.of("Uniform: " + greedy.name(), uniform, uniformResult);
        return new Realization(topology, cluster, crossOutcome, uniformOutcome);
    }

    /** The result with the lower bound on rewiring, for methods that do not compute one themselves. */
    private static ReconfigResult withBound(ReconfigResult result, ReconfigRequest request, ReconfigOptions options,
                                            SolveMonitor monitor) {
        if (result.lowerBound() != null || !result.hasConfiguration()) {
            return result;
        }
        var bound = RewiringLowerBound.of(request, options.threads(), monitor);
        return bound.isPresent() ? result.withLowerBound(bound.getAsLong()) : result;
    }

    private static ReconfigRequest request(Project project, NamedTopology topology, WiringScheme scheme) {
        Cluster cluster = project.cluster();
        var current = cluster.scheme() == scheme ? project.currentConfiguration() : null;
        return new ReconfigRequest(cluster.params(), scheme, cluster.podCount(), topology.topology(), current);
    }

    /** The outcome whose wiring is the project's, the one Apply installs; null when neither is. */
    public MethodOutcome applicable() {
        if (cross.scheme() == cluster.scheme()) {
            return cross;
        }
        return uniform.scheme() == cluster.scheme() ? uniform : null;
    }
}
