package com.lightwire.figure.fabric;

import com.lightwire.model.FabricParams;
import com.lightwire.model.Project;
import com.lightwire.model.StandardLayout;
import com.lightwire.model.WiringScheme;

/** Large projects built in memory for figure tests. */
final class StandardLayoutProjects {

    private StandardLayoutProjects() {
    }

    /** 512 pods of 256 GPUs (K_leaf = K_spine = 16, tau = 1, K_ocs = 512): 131,072 cables, like samples/cluster-131k. */
    static Project cluster131k() {
        return Project.of(StandardLayout.build("cluster-131k", new FabricParams(16, 16, 1, 512), 512,
                WiringScheme.CROSS));
    }
}
