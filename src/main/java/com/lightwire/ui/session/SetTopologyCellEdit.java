package com.lightwire.ui.session;

import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;

import java.util.ArrayList;
import java.util.List;

/**
 * Sets the link count between spine h of pods i and j in one topology, on both triangles so that the matrix stays
 * symmetric (digest §3.1, eq. 11). The new topology shares every row but rows i and j with the old one, and the
 * project shares every other topology: O(H + P + topologies). Setting the count a cell already has returns the
 * project unchanged, so the session records nothing.
 *
 * @param topology index of the topology in the project
 * @param h        spine index (OCS group)
 * @param i        one pod
 * @param j        the other pod, different from i
 * @param links    the new count, not negative
 */
public record SetTopologyCellEdit(int topology, int h, int i, int j, int links) implements Edit {

    @Override
    public String description() {
        return "Set C[" + h + "][" + i + "][" + j + "] = " + links;
    }

    @Override
    public Project apply(Project project) {
        if (i == j) {
            throw new IllegalArgumentException("a pod has no links to itself (the diagonal stays 0)");
        }
        if (links < 0) {
            throw new IllegalArgumentException("link counts must not be negative");
        }
        NamedTopology named = project.topologies().get(topology);
        LogicalTopology changed = named.topology().withLinks(h, i, j, links);
        if (changed == named.topology()) {
            return project;
        }
        List<NamedTopology> list = new ArrayList<>(project.topologies());
        list.set(topology, new NamedTopology(named.name(), changed));
        return project.withTopologies(list);
    }
}
