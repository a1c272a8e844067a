package com.lightwire.core.staging;

import com.lightwire.core.solve.Verification;
import com.lightwire.model.lumos.StagePlan;

import java.util.ArrayList;
import java.util.List;

/**
 * Independent checks of a stage plan: the stages partition the changed groups, θ counts them, a feasible plan keeps
 * every leaf's share per stage within ι, an infeasible one has a group over ι on its own and one group per stage,
 * and the reported largest share is recomputed. (Minimality is certified by brute force in the tests.)
 */
public final class StageVerifier {

    private StageVerifier() {
    }

    public static Verification verify(StageRequest request, StagePlan plan) {
        Verification.Collector v = new Verification.Collector();
        GroupLoads loads = new GroupLoads(request.split(), request.groups());
        List<Integer> expected = StagePlanner.changed(request, loads);
        v.check(plan.changed().equals(expected), () -> "changed groups " + plan.changed() + ", expected " + expected);
        List<Integer> covered = new ArrayList<>();
        plan.stages().forEach(covered::addAll);
        List<Integer> sorted = covered.stream().sorted().toList();
        v.check(sorted.equals(expected), () -> "the stages " + plan.stages() + " do not partition " + expected);
        v.check(plan.theta() == plan.stages().size(), () -> "theta " + plan.theta() + " for " + plan.stages().size()
                + " stages");
        double tolerance = GroupLoads.EPS * 10;
        double max = 0;
        for (List<Integer> stage : plan.stages()) {
            double share = loads.stageShare(stage);
            max = Math.max(max, share);
            v.check(!plan.feasible() || share <= plan.iota() + tolerance, () -> "stage " + stage + " disturbs "
                    + share + " of a leaf's load, over iota " + plan.iota());
            v.check(plan.feasible() || stage.size() == 1, () -> "an infeasible plan must stage one group at a time");
        }
        boolean someGroupOver = expected.stream().anyMatch(h -> loads.maxShare(h) > plan.iota() + GroupLoads.EPS);
        v.check(plan.feasible() != someGroupOver, () -> "feasible is " + plan.feasible() + " but a single group "
                + (someGroupOver ? "does" : "does not") + " exceed iota");
        double recomputed = max;
        v.check(Math.abs(recomputed - plan.maxFraction()) <= tolerance, () -> "maxFraction " + plan.maxFraction()
                + ", recomputed " + recomputed);
        return v.build();
    }
}
