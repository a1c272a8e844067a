package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * DELTA-Fast end to end (§3.11 steps 2-4): the three baselines scored by the simulator on the full DAG give
 * {@code Tup} and the first population's seeds; Alg. 4 and Alg. 2 give {@code Xbar}; the genetic algorithm searches;
 * the port saver (§4) then frees circuits that do not lengthen the iteration. When the replicas are copies
 * ({@link ReplicaFolding}, §3.5a) the search runs on replica orbits and scores with the folded simulator, and the
 * answer is expanded to the full DAG.
 */
final class FastMethod {

    private FastMethod() {
    }

    static DagSolution solve(DagIndex ix, DagOptions o, SolveMonitor monitor) {
        Optional<ReplicaFolding> folding = o.fold() ? ReplicaFolding.of(ix) : Optional.empty();
        DagIndex search = folding.map(ReplicaFolding::folded).orElse(ix);
        List<int[]> seeds = new ArrayList<>();
        double tup = Double.POSITIVE_INFINITY;
        for (DagMethod m : List.of(DagMethod.PROP, DagMethod.SQRT, DagMethod.HALVE)) {
            DagSolution b = DagOptimizer.baseline(ix, m, o, monitor);
            seeds.add(PortFeasibility.toPairs(search, b.allocation()));
            tup = Math.min(tup, b.schedule().makespan());
        }
        int[] xbar = CapacityBound.of(search, TimeWindows.of(search, tup), monitor.subTask(0, 0.1, "capacity bound"));
        GaOperators ops = GaOperators.of(search, xbar);
        SolveMonitor ga = monitor.subTask(0.1, 0.9, "genetic search");
        GeneticAllocator.Result r = GeneticAllocator.run(ops, seeds,
                x -> PortSaver.simulate(search, x, o.sharing(), ga).makespan(),
                GeneticAllocator.Parameters.defaults(o.seed(), o.threads(), o.timeLimitSeconds()), ga);
        int[] counts = o.portPhase() ? PortSaver.save(search, r.counts(), o.sharing(), monitor) : r.counts();
        Schedule s = PortSaver.simulate(search, counts, o.sharing(), monitor);
        Allocation x = folding.map(f -> f.expand(counts)).orElseGet(() -> PortFeasibility.fromPairs(ix, counts));
        List<String> notes = new ArrayList<>(List.of("seeded with Prop-Alloc, Sqrt-Alloc and Iter-Halve",
                "stopped: " + r.stopped() + " after " + r.generations() + " generations, " + r.evaluations()
                        + " simulations", "scored by the simulator (" + o.sharing().label() + ")"));
        folding.ifPresent(f -> notes.add(f.note()));
        if (o.portPhase()) {
            notes.add("port saving by simulation (§4)");
        }
        Schedule full = folding.map(f -> f.expand(s)).orElse(s);
        return new DagSolution(DagMethod.FAST, x, full, o.sharing().label(), new DagSolution.SolverInfo(
                "genetic + simulator", s.intervals(), 0, 0, Double.NaN, r.curve(), notes), null);
    }
}
