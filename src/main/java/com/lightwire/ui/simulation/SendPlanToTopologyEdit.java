package com.lightwire.ui.simulation;

import com.lightwire.core.simulate.Architecture;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.LogicalTopology;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;
import com.lightwire.model.lumos.LumosFabric;
import com.lightwire.ui.session.Edit;

import java.util.ArrayList;
import java.util.List;

/**
 * Puts a playback event's logical topology (the design C of {@code jobs plan}) in the project under a name, so the
 * Topology view shows it and realize, Fabric and BOM follow. A project without a cluster gets the architecture's
 * (Cross Wiring, {@value Architecture#OCS_PORTS}-port OCSes as the simulator plans them, the standard floor plan);
 * a project whose cluster has another shape is refused with the two shapes named. One undoable edit.
 *
 * @param name     the topology's name, e.g. "lumos-testbed lumos-25.6t-tau2 event 12"
 * @param fabric   the architecture's fabric
 * @param topology C, H groups × P pods
 */
public record SendPlanToTopologyEdit(String name, LumosFabric fabric, LogicalTopology topology) implements Edit {

    @Override
    public String description() {
        return "Send " + name + " to Topology";
    }

    @Override
    public Project apply(Project project) {
        Project withCluster = project;
        if (!project.hasCluster()) {
            FabricParams params = new FabricParams(fabric.kLeaf(), fabric.kSpine(), fabric.tau(),
                    Math.max(fabric.pods(), Architecture.OCS_PORTS));
            Cluster cluster = StandardLayout.build(name, params, fabric.pods(), WiringScheme.CROSS);
            withCluster = project.withCluster(cluster);
        } else {
            Cluster cluster = project.cluster();
            FabricParams p = cluster.params();
            if (p.kLeaf() != fabric.kLeaf() || p.kSpine() != fabric.kSpine() || p.tau() != fabric.tau()
                    || cluster.podCount() != fabric.pods()) {
                throw new IllegalArgumentException(String.format(java.util.Locale.ROOT, "the project's cluster "
                        + "(kLeaf %d, kSpine %d, tau %d, %d pods) is not the architecture's (kLeaf %d, kSpine %d, "
                        + "tau %d, %d pods)", p.kLeaf(), p.kSpine(), p.tau(), cluster.podCount(), fabric.kLeaf(),
                        fabric.kSpine(), fabric.tau(), fabric.pods()));
            }
        }
        List<NamedTopology> list = new ArrayList<>(withCluster.topologies());
        list.removeIf(t -> t.name().equals(name));
        list.add(new NamedTopology(name, topology));
        return withCluster.withTopologies(list);
    }
}
