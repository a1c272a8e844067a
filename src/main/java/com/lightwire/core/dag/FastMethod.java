package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;

import java.util.ArrayList;
import java.util.List;

/**
 * DELTA-Fast end to end (§3.11 steps 2-4): the three baselines scored by the simulator give {@code Tup} and the
 * first population's seeds; Alg. 4 and Alg. 2 give {@code Xbar}; the genetic algorithm searches; the port saver
 * (§4) then frees circuits that do not lengthen the iteration.
 */
final class FastMethod {

    private FastMethod() {
    }

    static DagSolution solve(DagIndex ix, DagOptions o, SolveMonitor monitor) {
        List<int[]> seeds = new ArrayList<>();
        double tup = Double.POSITIVE_INFINITY;
        for (DagMethod m : List.of(DagMethod.PROP, DagMethod.SQRT, DagMethod.HALVE)) {
            DagSolution b = DagOptimizer.baseline(ix, m, o, monitor);
            seeds.add(PortFeasibility.toPairs(ix, b.allocation()));
            tup = Math.min(tup, b.schedule().makespan());
        }
        int[] xbar = CapacityBound.of(ix, TimeWindows.of(ix, tup), monitor.subTask(0, 0.1, "capacity bound"));
        GaOperators ops = GaOperators.of(ix, xbar);
        SolveMonitor ga = monitor.subTask(0.1, 0.9, "genetic search");
        GeneticAllocator.Result r = GeneticAllocator.run(ops, seeds,
                x -> PortSaver.simulate(ix, x, o.sharing(), ga).makespan(),
                GeneticAllocator.Parameters.defaults(o.seed(), o.threads(), o.timeLimitSeconds()), ga);
        int[] counts = o.portPhase() ? PortSaver.save(ix, r.counts(), o.sharing(), monitor) : r.counts();
        Allocation x = PortFeasibility.fromPairs(ix, counts);
        Schedule s = PortSaver.simulate(ix, counts, o.sharing(), monitor);
        List<String> notes = new ArrayList<>(List.of("seeded with Prop-Alloc, Sqrt-Alloc and Iter-Halve",
                "stopped: " + r.stopped() + " after " + r.generations() + " generations, " + r.evaluations()
                        + " simulations", "scored by the simulator (" + o.sharing().label() + ")"));
        if (o.portPhase()) {
            notes.add("port saving by simulation (§4)");
        }
        return new DagSolution(DagMethod.FAST, x, s, o.sharing().label(), new DagSolution.SolverInfo(
                "genetic + simulator", s.intervals(), 0, 0, Double.NaN, r.curve(), notes), null);
    }
}
