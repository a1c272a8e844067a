package com.lightwire.ui.session;

import com.lightwire.core.topology.TopologyGenerators;
import com.lightwire.model.Cluster;
import com.lightwire.model.FabricParams;
import com.lightwire.model.NamedTopology;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;

import java.util.List;

/** The projects built into the app: the default testbed and the large cluster used to measure drawing speed. */
public final class SampleProjects {

    private SampleProjects() {
    }

    /** testbed-128: 4 pods of 32 GPUs (K_leaf = K_spine = 8, tau = 2, K_ocs = 64), Cross Wiring, a full ring. */
    public static Project testbed() {
        FabricParams params = new FabricParams(8, 8, 2, 64);
        Cluster cluster = StandardLayout.build("testbed-128", params, 4, WiringScheme.CROSS);
        return withRing(cluster, params.kSpine() / 2);
    }

    /** cluster-131k: 512 pods of 256 GPUs (K_leaf = K_spine = 16, tau = 1, K_ocs = 512), 131,072 cables. */
    public static Project cluster131k() {
        FabricParams params = new FabricParams(16, 16, 1, 512);
        Cluster cluster = StandardLayout.build("cluster-131k", params, 512, WiringScheme.CROSS);
        return withRing(cluster, params.kSpine() / 2);
    }

    private static Project withRing(Cluster cluster, int linksPerHop) {
        int groups = cluster.params().spinesPerPod();
        var ring = TopologyGenerators.ring(groups, cluster.podCount(), linksPerHop);
        return Project.of(cluster).withTopologies(List.of(new NamedTopology("ring", ring)));
    }
}
