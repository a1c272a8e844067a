package com.lightwire.core.hbd;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Which bundle and path serve each hop offset, and where bundles sit inside a node (digest §2.3, §2.4, the
 * recommended wiring): leftward offsets pair into bundles L{-1,-2}, L2{-3,-4}, ..., rightward ones into R{+1,+2},
 * R2{+3,+4}, ...; an odd K ends with the mixed bundle X{-K on path 1, +K on path 2}. Bundles are indexed L, R, L2,
 * R2, ..., X. Inside a node, positions P_i = (G_i, G_{i+1}) (P_R = (G_R, G_1)); the first bundle sits at P1, the
 * second at P(R/2+1), the others on the free positions in ascending order; a bundle's upper lanes go to its
 * position's first GPU, except L's (to G2); free positions hold DAC cables. All indices here are 0-based
 * (GPU g is G(g+1), position p is P(p+1)).
 */
public final class KHopWiring {

    private final int gpusPerNode;
    private final int reach;
    private final List<String> names;
    private final int[] positionOf;
    private final List<Integer> freePositions;
    private final boolean[] sameBundle;

    /**
     * @param gpusPerNode R, even
     * @param reach       K, 1..R
     */
    public KHopWiring(int gpusPerNode, int reach) {
        if (reach < 1 || reach > gpusPerNode) {
            throw new IllegalArgumentException("K must be 1.." + gpusPerNode + "; it is " + reach);
        }
        this.gpusPerNode = gpusPerNode;
        this.reach = reach;
        this.names = bundleNames(reach);
        this.positionOf = new int[reach];
        boolean[] used = new boolean[gpusPerNode];
        positionOf[0] = 0;
        used[0] = true;
        if (reach > 1) {
            positionOf[1] = gpusPerNode / 2;
            used[gpusPerNode / 2] = true;
        }
        int next = 0;
        for (int b = 2; b < reach; b++) {
            while (used[next]) {
                next++;
            }
            positionOf[b] = next;
            used[next] = true;
        }
        List<Integer> free = new ArrayList<>();
        for (int p = 0; p < gpusPerNode; p++) {
            if (!used[p]) {
                free.add(p);
            }
        }
        this.freePositions = Collections.unmodifiableList(free);
        this.sameBundle = new boolean[(reach + 1) * (reach + 1)];
        for (int left = 1; left <= reach; left++) {
            for (int right = 1; right <= reach; right++) {
                sameBundle[left * (reach + 1) + right] = bundleFor(-left) == bundleFor(right);
            }
        }
    }

    /** True when a node reached by a hop of {@code left} and leaving by a hop of {@code right} needs one bundle. */
    public boolean conflicts(int left, int right) {
        return sameBundle[left * (reach + 1) + right];
    }

    /** L, R, L2, R2, ..., then X when K is odd. */
    static List<String> bundleNames(int reach) {
        List<String> out = new ArrayList<>();
        for (int j = 0; j < reach / 2; j++) {
            String suffix = j == 0 ? "" : Integer.toString(j + 1);
            out.add("L" + suffix);
            out.add("R" + suffix);
        }
        if (reach % 2 == 1) {
            out.add("X");
        }
        return List.copyOf(out);
    }

    public int gpusPerNode() {
        return gpusPerNode;
    }

    public int reach() {
        return reach;
    }

    public List<String> names() {
        return names;
    }

    public String name(int bundle) {
        return names.get(bundle);
    }

    /** The bundle serving {@code offset} (±1..±K). */
    public int bundleFor(int offset) {
        int d = Math.abs(offset);
        if (d < 1 || d > reach) {
            throw new IllegalArgumentException("offset " + offset + " is beyond the reach " + reach);
        }
        if (reach % 2 == 1 && d == reach) {
            return reach - 1;
        }
        int pair = (d - 1) / 2;
        return 2 * pair + (offset < 0 ? 0 : 1);
    }

    /** The external path (1 or 2) serving {@code offset}. */
    public int pathFor(int offset) {
        int d = Math.abs(offset);
        if (reach % 2 == 1 && d == reach) {
            return offset < 0 ? 1 : 2;
        }
        return (d - 1) % 2 + 1;
    }

    /** 0-based position of {@code bundle}. */
    public int position(int bundle) {
        return positionOf[bundle];
    }

    /** 0-based GPU that receives the bundle's upper lanes. */
    public int upperGpu(int bundle) {
        int p = positionOf[bundle];
        return names.get(bundle).equals("L") ? (p + 1) % gpusPerNode : p;
    }

    /** 0-based GPU that receives the bundle's lower lanes. */
    public int lowerGpu(int bundle) {
        int p = positionOf[bundle];
        return names.get(bundle).equals("L") ? p : (p + 1) % gpusPerNode;
    }

    /** 0-based positions without a bundle, ascending. */
    public List<Integer> freePositions() {
        return freePositions;
    }

    /** The bundle at 0-based position {@code p}, or -1 for a DAC position. */
    public int bundleAt(int p) {
        for (int b = 0; b < reach; b++) {
            if (positionOf[b] == p) {
                return b;
            }
        }
        return -1;
    }
}
