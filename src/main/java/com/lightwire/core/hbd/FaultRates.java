package com.lightwire.core.hbd;

/**
 * Fault-rate conversions of Appendix A (GPUs fail i.i.d.; a node fails when any GPU does) and the waste-ratio bound
 * of Appendix C (digest §3.8, §4.2, V10, V11). O(1).
 */
public final class FaultRates {

    private FaultRates() {
    }

    /** Per-GPU fault probability from an 8-GPU node's: {@code 1 - (1 - q8)^(1/8)}. */
    public static double gpuFromNode8(double q8) {
        return 1 - Math.pow(1 - q8, 1.0 / 8);
    }

    /** A node of {@code gpus} GPUs fails with {@code 1 - (1 - p)^gpus}. */
    public static double nodeFromGpu(double pGpu, int gpus) {
        return 1 - Math.pow(1 - pGpu, gpus);
    }

    /** P(a given 4-GPU half is faulty | its 8-GPU node is faulty) = q4 / q8. */
    public static double halfGivenNode8(double pGpu) {
        return nodeFromGpu(pGpu, 4) / nodeFromGpu(pGpu, 8);
    }

    /** P(both halves faulty | 8-GPU node faulty) = q4² / q8 (§7 item 15). */
    public static double bothGivenNode8(double pGpu) {
        double q4 = nodeFromGpu(pGpu, 4);
        return q4 * q4 / nodeFromGpu(pGpu, 8);
    }

    /**
     * Appendix C: expected waste ratio of a K-hop line ≤ {@code 2·(t − R)·P_s^K}.
     *
     * @param tp        ring size t in GPUs (N_t)
     * @param gpus      R
     * @param reach     K
     * @param nodeFault P_s
     */
    public static double bound(int tp, int gpus, int reach, double nodeFault) {
        return 2.0 * (tp - gpus) * Math.pow(nodeFault, reach);
    }
}
