package com.lightwire.model.lumos;

/**
 * The shape of a LumosCore fabric (digest §1.4): P pods of {@code kSpine/tau} leaves and {@code kLeaf/tau} spines,
 * each leaf joined to each spine of its pod by {@code tau} links, spine h of every pod on OCS group h. Leaves are
 * numbered globally: leaf a is in pod {@code a / leavesPerPod()}. Sizes are computed in long where they can grow.
 *
 * @param kLeaf  GPU-facing (= spine-facing) ports per leaf
 * @param kSpine leaf-facing (= OCS-facing) ports per spine
 * @param tau    parallel links between a leaf and each spine of its pod (1 or 2)
 * @param pods   number of pods P
 */
public record LumosFabric(int kLeaf, int kSpine, int tau, int pods) {

    /** Spines per pod = OCS groups H. */
    public int spinesPerPod() {
        return kLeaf / tau;
    }

    public int leavesPerPod() {
        return kSpine / tau;
    }

    /** Total leaves η. */
    public int leaves() {
        return pods * leavesPerPod();
    }

    public int podOf(int leaf) {
        return leaf / leavesPerPod();
    }

    public long gpusPerPod() {
        return (long) kLeaf * kSpine / tau;
    }

    public long gpus() {
        return pods * gpusPerPod();
    }

    public long totalSpines() {
        return (long) pods * spinesPerPod();
    }

    public long totalOcs() {
        return (long) spinesPerPod() * kSpine;
    }

    /** Spine-to-OCS duplex fibres {@code P · H · kSpine}. */
    public long spineOcsFibers() {
        return (long) pods * spinesPerPod() * kSpine;
    }

    /** Why these values are not a fabric, or null when they are: even port counts, tau in {1, 2} dividing both. */
    public String problem() {
        if (tau != 1 && tau != 2) {
            return "tau must be 1 or 2; it is " + tau;
        }
        if (kLeaf < 2 || kSpine < 2 || kLeaf % 2 != 0 || kSpine % 2 != 0) {
            return "kLeaf and kSpine must be even and at least 2; they are " + kLeaf + " and " + kSpine;
        }
        if (kLeaf % tau != 0 || kSpine % tau != 0) {
            return "tau must divide kLeaf and kSpine";
        }
        return pods < 1 ? "pods must be at least 1; it is " + pods : null;
    }
}
