package com.lightwire.model;

/**
 * Switch radixes of a three-layer OCS cluster (Cross Wiring paper §1.2).
 *
 * @param kLeaf  GPU-facing ports of a leaf, equal to its spine-facing ports
 * @param kSpine leaf-facing ports of a spine, equal to its OCS-facing ports
 * @param tau    parallel links between each leaf and spine of a pod
 * @param kOcs   ingress ports of one OCS, equal to its egress ports
 */
public record FabricParams(int kLeaf, int kSpine, int tau, int kOcs) {

    /** Spines per pod, which is also the number of OCS groups: {@code H = K_leaf / tau}. */
    public int spinesPerPod() {
        return tau <= 0 ? 0 : kLeaf / tau;
    }

    /** Leaves per pod: {@code K_spine / tau}. */
    public int leavesPerPod() {
        return tau <= 0 ? 0 : kSpine / tau;
    }

    /** GPUs per pod: {@code K_leaf * K_spine / tau}, as a long (two radixes of 2^16 multiply past the int range). */
    public long gpusPerPod() {
        return (long) leavesPerPod() * kLeaf;
    }
}
