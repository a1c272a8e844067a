package com.lightwire.core.hbd;

import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.WasteRow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The waste of every architecture on one fault set of physical node ids (digest §7 item 14), in O(F log F + 1) per
 * architecture from the sorted faults, so Monte-Carlo and replay never touch every node:
 * <ul>
 * <li>big-switch: healthy GPUs mod t, cluster-wide;</li>
 * <li>infinitehbd-kK: Algorithm 2 ideal on the design's order and closure with reach K (a ring under 2K+1 nodes as
 *     a line): components are the healthy stretches between runs of ≥ K failed nodes, each holding ⌊h/m⌋ groups;
 *     n/a when K > R;</li>
 * <li>nvl-X: HBDs of X/R consecutive nodes, a short last one its own HBD, waste healthy mod t each; n/a unless R | X;</li>
 * <li>tpuv4: cubes of 64/R nodes; t ≤ 64: aligned slices of t/R nodes inside a cube, a slice with a failed node or a
 *     short one lost; t > 64: full healthy cubes pooled through the OCS; n/a unless R | 64;</li>
 * <li>sip-ring: fixed rings of t/R consecutive nodes, any failure or a short last ring loses the ring.</li>
 * </ul>
 * Certified against Algorithm 2 itself ({@link DcnFreeOrchestrator}) in the tests.
 */
public final class WasteModels {

    private final int n;
    private final int r;
    private final int tp;
    private final int m;
    private final boolean ring;
    private final int[] position;

    /** Models for {@code design} at TP size {@code tp} (a multiple of R). */
    public WasteModels(HbdDesign design, int tp) {
        this.n = design.nodes();
        this.r = design.gpusPerNode();
        this.tp = tp;
        this.m = tp / r;
        this.ring = design.isRing();
        this.position = HbdOrders.positions(HbdOrders.resolve(design));
    }

    /** Every architecture's row on {@code faulty} (0-based physical indices, ascending). */
    public List<WasteRow> rows(int[] faulty) {
        List<WasteRow> out = new ArrayList<>();
        int[] hbdPositions = hbdPositions(faulty);
        for (Architecture a : Architecture.values()) {
            out.add(row(a, faulty, hbdPositions));
        }
        return out;
    }

    /** The faulty nodes' places in HBD order, ascending. */
    int[] hbdPositions(int[] faulty) {
        int[] out = new int[faulty.length];
        for (int i = 0; i < faulty.length; i++) {
            out[i] = position[faulty[i] + 1];
        }
        Arrays.sort(out);
        return out;
    }

    WasteRow row(Architecture a, int[] faulty, int[] hbdPositions) {
        long wasted = wasted(a, faulty, hbdPositions);
        if (wasted < 0) {
            return new WasteRow(a.key(), false, 0, 0, 0);
        }
        long healthy = (long) (n - faulty.length) * r;
        return new WasteRow(a.key(), true, wasted, (double) wasted / ((long) n * r), healthy - wasted);
    }

    /** Wasted GPUs, or -1 when the architecture does not apply. */
    long wasted(Architecture a, int[] faulty, int[] hbdPositions) {
        long healthy = (long) (n - faulty.length) * r;
        return switch (a) {
            case BIG_SWITCH -> healthy % tp;
            case INFINITEHBD_K1, INFINITEHBD_K2, INFINITEHBD_K3, INFINITEHBD_K4 -> a.size() > r ? -1
                    : healthy - (long) KHopGroups.count(n, hbdPositions, a.size(), m, ring && n >= 2 * a.size() + 1)
                    * tp;
            case NVL_36, NVL_72, NVL_576 -> a.size() % r != 0 ? -1 : nvl(a.size() / r, faulty);
            case TPUV4 -> 64 % r != 0 ? -1 : tp <= 64 ? slices(64 / r, faulty) : pooledCubes(64 / r, faulty);
            case SIP_RING -> slices(m, faulty);
        };
    }

    /** NVL HBDs of q nodes: Σ healthy mod t. */
    private long nvl(int q, int[] faulty) {
        long full = n / q;
        int rest = n % q;
        long waste = full * ((long) q * r % tp) + ((long) rest * r % tp);
        int i = 0;
        while (i < faulty.length) {
            int hbd = faulty[i] / q;
            int j = i;
            while (j < faulty.length && faulty[j] / q == hbd) {
                j++;
            }
            int size = Math.min(q, n - hbd * q);
            waste += ((long) (size - (j - i)) * r % tp) - ((long) size * r % tp);
            i = j;
        }
        return waste;
    }

    /**
     * Blocks of {@code cube} nodes (the whole line when cube = m for SiP-Ring) cut into aligned slices of m nodes; the
     * nodes past the last whole slice of a block, and every slice holding a failure, are lost.
     */
    private long slices(int cube, int[] faulty) {
        long waste = (long) (n / cube) * (cube % m) * r + (long) (n % cube % m) * r;
        int i = 0;
        while (i < faulty.length) {
            int node = faulty[i];
            int block = node / cube;
            int offset = node - block * cube;
            int size = Math.min(cube, n - block * cube);
            int lastWhole = size / m * m;
            if (offset >= lastWhole) {
                waste -= r;
                i++;
                continue;
            }
            int slice = offset / m;
            int j = i;
            while (j < faulty.length && faulty[j] / cube == block && (faulty[j] - block * cube) / m == slice) {
                j++;
            }
            waste += (long) (m - (j - i)) * r;
            i = j;
        }
        return waste;
    }

    /** t > 64: whole cubes without a failure pool their GPUs; groups of t from the pool. */
    private long pooledCubes(int cube, int[] faulty) {
        int cubes = n / cube;
        int hit = 0;
        int last = -1;
        for (int node : faulty) {
            int c = node / cube;
            if (c < cubes && c != last) {
                hit++;
                last = c;
            }
        }
        long pool = (long) (cubes - hit) * cube * r;
        long healthy = (long) (n - faulty.length) * r;
        return healthy - pool / tp * tp;
    }
}
