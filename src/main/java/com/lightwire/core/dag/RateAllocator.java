package com.lightwire.core.dag;

import java.util.Arrays;

/**
 * Max-min fair per-flow rates by progressive filling (DELTA digest §3.8): raise every unfrozen task's per-flow rate
 * together until a resource (directed pair link, GPU egress or ingress NIC) saturates, freeze its users, repeat. In
 * pair-equal mode freezing a task freezes every task on its directed pair. Returns task rates (F x per-flow rate).
 */
final class RateAllocator {

    private final DagIndex ix;
    private final boolean pairEqual;
    private final double[] cap;
    private final double[] load;
    private final double[] weight;
    private final int pairs;

    RateAllocator(DagIndex ix, double[] pairCapacity, Sharing sharing) {
        this.ix = ix;
        this.pairEqual = sharing == Sharing.PAIR_EQUAL;
        this.pairs = ix.pods * ix.pods;
        int resources = pairs + 2 * ix.gpus;
        cap = new double[resources];
        System.arraycopy(pairCapacity, 0, cap, 0, pairs);
        Arrays.fill(cap, pairs, resources, ix.bandwidth);
        load = new double[resources];
        weight = new double[resources];
    }

    double[] allocate(int[] active, int count) {
        double[] perFlow = new double[count];
        boolean[] frozen = new boolean[count];
        for (int k = 0; k < count; k++) {
            touch(active[k], 1);
        }
        int unfrozen = count;
        while (unfrozen > 0) {
            double delta = Double.POSITIVE_INFINITY;
            for (int k = 0; k < count; k++) {
                if (!frozen[k]) {
                    delta = Math.min(delta, headroom(active[k]));
                }
            }
            for (int k = 0; k < count; k++) {
                if (!frozen[k]) {
                    perFlow[k] += delta;
                    addLoad(active[k], delta);
                }
            }
            unfrozen -= freezeSaturated(active, count, frozen);
        }
        double[] rate = new double[count];
        for (int k = 0; k < count; k++) {
            rate[k] = perFlow[k] * ix.flows[active[k]];
            clear(active[k]);
        }
        return rate;
    }

    private int freezeSaturated(int[] active, int count, boolean[] frozen) {
        int newly = 0;
        for (int k = 0; k < count; k++) {
            if (!frozen[k] && saturated(active[k])) {
                frozen[k] = true;
                touch(active[k], -1);
                newly++;
            }
        }
        if (pairEqual && newly > 0) {
            for (int k = 0; k < count; k++) {
                if (!frozen[k] && pairHasFrozen(active, count, frozen, ix.directedPair[active[k]])) {
                    frozen[k] = true;
                    touch(active[k], -1);
                    newly++;
                }
            }
        }
        return newly;
    }

    private boolean pairHasFrozen(int[] active, int count, boolean[] frozen, int pair) {
        for (int k = 0; k < count; k++) {
            if (frozen[k] && ix.directedPair[active[k]] == pair) {
                return true;
            }
        }
        return false;
    }

    /** Adds (sign 1) or removes (sign -1) a task's weights from the unfrozen totals. */
    private void touch(int t, int sign) {
        weight[ix.directedPair[t]] += sign * ix.flows[t];
        for (int i = 0; i < ix.srcGpu[t].length; i++) {
            weight[pairs + ix.srcGpu[t][i]] += sign * ix.srcGpuFlows[t][i];
        }
        for (int i = 0; i < ix.dstGpu[t].length; i++) {
            weight[pairs + ix.gpus + ix.dstGpu[t][i]] += sign * ix.dstGpuFlows[t][i];
        }
    }

    private double headroom(int t) {
        double h = slack(ix.directedPair[t]);
        for (int g : ix.srcGpu[t]) {
            h = Math.min(h, slack(pairs + g));
        }
        for (int g : ix.dstGpu[t]) {
            h = Math.min(h, slack(pairs + ix.gpus + g));
        }
        return h;
    }

    private double slack(int res) {
        return weight[res] > 0 ? Math.max(0, cap[res] - load[res]) / weight[res] : Double.POSITIVE_INFINITY;
    }

    private void addLoad(int t, double delta) {
        load[ix.directedPair[t]] += delta * ix.flows[t];
        for (int i = 0; i < ix.srcGpu[t].length; i++) {
            load[pairs + ix.srcGpu[t][i]] += delta * ix.srcGpuFlows[t][i];
        }
        for (int i = 0; i < ix.dstGpu[t].length; i++) {
            load[pairs + ix.gpus + ix.dstGpu[t][i]] += delta * ix.dstGpuFlows[t][i];
        }
    }

    private boolean saturated(int t) {
        if (full(ix.directedPair[t])) {
            return true;
        }
        for (int g : ix.srcGpu[t]) {
            if (full(pairs + g)) {
                return true;
            }
        }
        for (int g : ix.dstGpu[t]) {
            if (full(pairs + ix.gpus + g)) {
                return true;
            }
        }
        return false;
    }

    private boolean full(int res) {
        return cap[res] - load[res] <= FlowSimulator.EPS * cap[res];
    }

    private void clear(int t) {
        load[ix.directedPair[t]] = 0;
        weight[ix.directedPair[t]] = 0;
        for (int g : ix.srcGpu[t]) {
            load[pairs + g] = 0;
            weight[pairs + g] = 0;
        }
        for (int g : ix.dstGpu[t]) {
            load[pairs + ix.gpus + g] = 0;
            weight[pairs + ix.gpus + g] = 0;
        }
    }
}
