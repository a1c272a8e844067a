package com.lightwire.model.lumos;

/**
 * A LumosCore fabric with its servers: {@code kLeaf / gpusPerServer} servers under each leaf (the non-rail design,
 * digest §7 item 26).
 *
 * @param fabric        the fabric
 * @param gpusPerServer T, GPUs per server
 */
public record LumosCluster(LumosFabric fabric, int gpusPerServer) {

    public int serversPerLeaf() {
        return fabric.kLeaf() / gpusPerServer;
    }

    public long servers() {
        return (long) fabric.leaves() * serversPerLeaf();
    }

    /** Why this is not a cluster, or null: the fabric's rules, and T ≥ 1 dividing kLeaf. */
    public String problem() {
        String fabricProblem = fabric.problem();
        if (fabricProblem != null) {
            return fabricProblem;
        }
        if (gpusPerServer < 1 || fabric.kLeaf() % gpusPerServer != 0) {
            return "gpusPerServer must be at least 1 and divide kLeaf (" + fabric.kLeaf() + "); it is " + gpusPerServer;
        }
        return null;
    }
}
