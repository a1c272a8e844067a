package com.lightwire.core.staging;

import com.lightwire.core.solve.Outcome;
import com.lightwire.core.solve.SolveFrame;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.core.solve.SolveStatus;
import com.lightwire.model.lumos.StagePlan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Staged reconfiguration (digest §3.6.2 Algorithm 1 as read in §7 item 13): partitions the changed groups into the
 * fewest stages θ such that in every stage, for every leaf, the share of its load (units sent plus received) on the
 * stage's groups is at most ι. Exact: θ rises from the bound {@code max_a ceil(share_a / ι)} and each θ is decided
 * by backtracking (groups by decreasing largest share; a group tries the used stages, then one new stage). If a
 * single group alone exceeds ι for some leaf, the plan is infeasible and has one group per stage. Exponential in the
 * number of changed groups in the worst case (H ≤ 64 in practice); linear per node in the affected leaves.
 */
public final class StagePlanner {

    private StagePlanner() {
    }

    public static Outcome<StagePlan> solve(StageRequest request, SolveMonitor monitor) {
        return SolveFrame.run(request::validate, monitor, diagnostics -> {
            GroupLoads loads = new GroupLoads(request.split(), request.groups());
            return SolveFrame.Candidate.solved(SolveStatus.OPTIMAL, plan(request, loads, monitor));
        }, plan -> StageVerifier.verify(request, plan));
    }

    /** The groups a request changes: the given ones, or every loaded group. */
    static List<Integer> changed(StageRequest request, GroupLoads loads) {
        return request.changed() != null ? request.changed()
                : IntStream.range(0, request.groups()).filter(loads::loaded).boxed().toList();
    }

    private static StagePlan plan(StageRequest request, GroupLoads loads, SolveMonitor monitor) {
        List<Integer> changed = changed(request, loads);
        double iota = request.iota();
        boolean feasible = changed.stream().allMatch(h -> loads.maxShare(h) <= iota + GroupLoads.EPS);
        List<List<Integer>> stages = feasible ? fewestStages(changed, loads, iota, monitor)
                : changed.stream().map(List::of).toList();
        double max = stages.stream().mapToDouble(loads::stageShare).max().orElse(0);
        monitor.progress(1, stages.size() + " stages");
        return new StagePlan(iota, changed, stages.size(), feasible, stages, max);
    }

    private static List<List<Integer>> fewestStages(List<Integer> changed, GroupLoads loads, double iota,
                                                    SolveMonitor monitor) {
        if (changed.isEmpty()) {
            return List.of();
        }
        List<Integer> order = new ArrayList<>(changed);
        order.sort(Comparator.comparingDouble((Integer h) -> -loads.maxShare(h)).thenComparingInt(h -> h));
        int bound = (int) Math.max(1, Math.ceil(loads.stageShare(changed) / iota - GroupLoads.EPS));
        for (int theta = bound; theta < changed.size(); theta++) {
            monitor.progress((double) theta / changed.size(), "trying " + theta + " stages");
            List<List<Integer>> found = new Backtrack(order, loads, iota, theta, monitor).run();
            if (found != null) {
                return normalised(found);
            }
        }
        return changed.stream().map(List::of).toList();
    }

    /** Each stage ascending, stages by their first group. */
    private static List<List<Integer>> normalised(List<List<Integer>> stages) {
        return stages.stream().filter(s -> !s.isEmpty()).map(s -> s.stream().sorted().toList())
                .sorted(Comparator.comparingInt(s -> s.get(0))).toList();
    }
}
