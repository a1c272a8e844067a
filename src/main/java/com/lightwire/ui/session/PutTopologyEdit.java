package com.lightwire.ui.session;

import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;

import java.util.ArrayList;
import java.util.List;

/**
 * Stores a topology under its name: replaces the topology of that name, or appends it when there is none.
 *
 * @param topology    the topology and its name
 * @param description what made it, e.g. "Generate ring topology"
 */
public record PutTopologyEdit(NamedTopology topology, String description) implements Edit {

    @Override
    public Project apply(Project project) {
        List<NamedTopology> list = new ArrayList<>(project.topologies());
        int at = indexOf(list, topology.name());
        if (at >= 0) {
            list.set(at, topology);
        } else {
            list.add(topology);
        }
        return project.withTopologies(list);
    }

    static int indexOf(List<NamedTopology> list, String name) {
        for (int k = 0; k < list.size(); k++) {
            if (list.get(k).name().equals(name)) {
                return k;
            }
        }
        return -1;
    }
}
