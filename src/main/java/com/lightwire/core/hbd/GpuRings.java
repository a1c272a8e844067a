package com.lightwire.core.hbd;

import com.lightwire.model.hbd.BundleState;

/**
 * Bundle states and the GPU ring of one chain, by the digest's generic algorithm (§2.4): each node is a cycle of its
 * GPUs; a DAC position or a LOOPBACK bundle is an edge of that cycle; an EXT bundle drops its edge and joins its
 * upper and lower GPUs to the facing bundle's upper and lower GPUs of the next node. The ring is walked from the
 * first node's G1 towards its smaller-numbered neighbour. O(m·R) per chain.
 */
final class GpuRings {

    private final KHopWiring wiring;
    private final int r;
    private final int[] bundleAt;

    GpuRings(KHopWiring wiring) {
        this.wiring = wiring;
        this.r = wiring.gpusPerNode();
        this.bundleAt = new int[r];
        for (int p = 0; p < r; p++) {
            bundleAt[p] = wiring.bundleAt(p);
        }
    }

    /** Left bundle of chain node i (-1 at the start), given the gaps between consecutive chain nodes. */
    int left(int[] gaps, int i) {
        return i == 0 ? -1 : wiring.bundleFor(-gaps[i - 1]);
    }

    int right(int[] gaps, int i) {
        return i == gaps.length ? -1 : wiring.bundleFor(gaps[i]);
    }

    /** States node-major ({@link BundleState} ordinals); a conflicting bundle shows its left hop's path. */
    int[] states(int[] gaps) {
        int k = wiring.reach();
        int m = gaps.length + 1;
        int[] out = new int[m * k];
        for (int i = 0; i < m; i++) {
            if (i < m - 1) {
                out[i * k + right(gaps, i)] = BundleState.ext(wiring.pathFor(gaps[i])).ordinal();
            }
            if (i > 0) {
                out[i * k + left(gaps, i)] = BundleState.ext(wiring.pathFor(-gaps[i - 1])).ordinal();
            }
        }
        return out;
    }

    /**
     * The ring over the chain's GPUs as global indices, or an empty array when a node would need one bundle for both
     * hops (no ring can be switched).
     */
    int[] ring(int[] chain, int[] gaps) {
        int m = chain.length;
        int size = m * r;
        int[] nb = new int[2 * size];
        java.util.Arrays.fill(nb, -1);
        for (int i = 0; i < m; i++) {
            int lb = left(gaps, i);
            int rb = right(gaps, i);
            if (lb >= 0 && lb == rb) {
                return new int[0];
            }
            for (int p = 0; p < r; p++) {
                int b = bundleAt[p];
                if (b < 0 || (b != lb && b != rb)) {
                    edge(nb, i * r + p, i * r + (p + 1) % r);
                }
            }
            if (i + 1 < m) {
                int facing = left(gaps, i + 1);
                edge(nb, i * r + wiring.upperGpu(rb), (i + 1) * r + wiring.upperGpu(facing));
                edge(nb, i * r + wiring.lowerGpu(rb), (i + 1) * r + wiring.lowerGpu(facing));
            }
        }
        return walk(chain, nb, size);
    }

    private static void edge(int[] nb, int x, int y) {
        nb[2 * x + (nb[2 * x] < 0 ? 0 : 1)] = y;
        nb[2 * y + (nb[2 * y] < 0 ? 0 : 1)] = x;
    }

    private int[] walk(int[] chain, int[] nb, int size) {
        int[] out = new int[size];
        int prev = -1;
        int cur = 0;
        int count = 0;
        do {
            out[count++] = global(chain, cur);
            int a = nb[2 * cur];
            int b = nb[2 * cur + 1];
            int next;
            if (prev < 0) {
                next = global(chain, a) <= global(chain, b) ? a : b;
            } else {
                next = a == prev ? b : a;
            }
            prev = cur;
            cur = next;
        } while (cur != 0 && cur >= 0 && count < size);
        return count == size ? out : java.util.Arrays.copyOf(out, count);
    }

    private int global(int[] chain, int local) {
        return (chain[local / r] - 1) * r + local % r;
    }
}
