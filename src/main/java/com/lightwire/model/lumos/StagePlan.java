package com.lightwire.model.lumos;

import java.util.List;

/**
 * Staged reconfiguration (digest §3.6.2, §7 item 13): the changed OCS groups partitioned into stages so that each
 * stage disturbs at most {@code iota} of every leaf's cross-pod load.
 *
 * @param iota        the largest share of a leaf's load one stage may disturb
 * @param changed     the groups that change, ascending
 * @param theta       number of stages
 * @param feasible    false when one group alone exceeds iota for some leaf (then one group per stage)
 * @param stages      groups per stage, each ascending, in order of execution
 * @param maxFraction the largest share of a leaf's load disturbed by one stage
 */
public record StagePlan(double iota, List<Integer> changed, int theta, boolean feasible, List<List<Integer>> stages,
                        double maxFraction) {

    public StagePlan {
        changed = List.copyOf(changed);
        stages = stages.stream().map(List::copyOf).toList();
    }
}
