package com.lightwire.model.lumos;

import com.lightwire.model.OcsConfiguration;

import java.util.List;

/**
 * What a cluster state's arrivals need (issue 14 item 3, {@code jobs plan}): the placements, the leaf demand of the
 * running and newly placed jobs, its design, the OCS configuration realizing it, what changed against the installed
 * configuration and the staging of the changed groups.
 *
 * @param placements     the jobs' placements in order
 * @param demand         L of running plus placed jobs (with sharing)
 * @param design         the logical topology designed for L
 * @param configuration  the OCS configuration realizing the design's topology
 * @param kept           circuits kept from the installed configuration
 * @param setUp          circuits set up
 * @param tornDown       circuits torn down
 * @param reallocatedPct {@code 100 · tornDown / (H · kSpine · pods)}
 * @param changedGroups  OCS groups whose circuits change, ascending
 * @param stages         the staged reconfiguration of the changed groups
 */
public record ClusterPlan(List<JobPlacement> placements, LeafDemand demand, LeafDesign design,
                          OcsConfiguration configuration, long kept, long setUp, long tornDown, double reallocatedPct,
                          List<Integer> changedGroups, StagePlan stages) {

    public ClusterPlan {
        placements = List.copyOf(placements);
        changedGroups = List.copyOf(changedGroups);
    }
}
