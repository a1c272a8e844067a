package com.lightwire.model.hbd;

import java.util.Objects;

/**
 * One TP group: a chain of nodes in HBD order closed into one GPU ring by the loopbacks at its ends (digest §2.4).
 *
 * @param nodes   the chain, 1-based node ids
 * @param states  bundle states, node-major: {@code states[i·K + b]} is the {@link BundleState} ordinal of bundle
 *                {@code b} of {@code nodes[i]}
 * @param gpuRing the GPU ring as global GPU indices {@code (node-1)·R + (g-1)}, starting at the first node's G1;
 *                empty when the chain has a bundle conflict (no ring can be switched)
 */
public record HbdGroup(IntSeq nodes, IntSeq states, IntSeq gpuRing) {
    public HbdGroup {
        Objects.requireNonNull(nodes, "nodes");
        Objects.requireNonNull(states, "states");
        Objects.requireNonNull(gpuRing, "gpuRing");
    }

    /** The state of bundle {@code bundle} of the chain's {@code i}-th node, with K bundles per node. */
    public BundleState state(int i, int bundle, int bundlesPerNode) {
        return BundleState.values()[states.get(i * bundlesPerNode + bundle)];
    }

    /** {@code N3.G2} for global GPU index {@code gpu} with R GPUs per node. */
    public static String gpuLabel(int gpu, int gpusPerNode) {
        return "N" + (gpu / gpusPerNode + 1) + ".G" + (gpu % gpusPerNode + 1);
    }
}
