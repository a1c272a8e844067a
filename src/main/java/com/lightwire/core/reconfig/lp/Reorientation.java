package com.lightwire.core.reconfig.lp;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Frees room for a unit of pair {a, b} when both pods' out-ports (or both in-ports) are full: the shortest path of
 * placed units from a or b to a pod with a free out-port (in-port) is reversed, unit by unit, each re-inserted by
 * least-loss Kempe swaps. Every pod on the path keeps its degrees except the two ends, so afterwards one orientation
 * of {a, b} fits (the orientation-augmenting path of Theorem 3.1). O(P · n) for the search.
 */
final class Reorientation {

    private Reorientation() {
    }

    /** Reverses one path so that a unit of {a, b} fits; false when no pod has room (demand beyond capacity). */
    static boolean freeRoom(GroupColouring x, int a, int b) {
        int n = x.colours();
        boolean outFull = x.outDegree(a) == n && x.outDegree(b) == n;
        boolean inFull = x.inDegree(a) == n && x.inDegree(b) == n;
        if (!outFull && !inFull) {
            return false;
        }
        int pods = x.pods();
        int[] parentPod = new int[pods];
        int[] parentColour = new int[pods];
        Arrays.fill(parentPod, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int start : new int[] {a, b}) {
            parentPod[start] = -1;
            queue.add(start);
        }
        while (!queue.isEmpty()) {
            int v = queue.poll();
            if (outFull ? x.outDegree(v) < n : x.inDegree(v) < n) {
                reverse(x, v, parentPod, parentColour, outFull);
                return true;
            }
            for (int m = 0; m < n; m++) {
                int w = outFull ? x.targetOf(m, v) : x.sourceOf(m, v);
                if (w >= 0 && parentPod[w] == -2) {
                    parentPod[w] = v;
                    parentColour[w] = m;
                    queue.add(w);
                }
            }
        }
        return false;
    }

    /** Removes every unit on the path ending at {@code end}, then re-inserts each reversed. */
    private static void reverse(GroupColouring x, int end, int[] parentPod, int[] parentColour, boolean outFull) {
        int length = 0;
        for (int v = end; parentPod[v] >= 0; v = parentPod[v]) {
            length++;
        }
        int[] sources = new int[length];
        int[] targets = new int[length];
        int u = 0;
        for (int v = end; parentPod[v] >= 0; v = parentPod[v], u++) {
            int p = parentPod[v];
            sources[u] = outFull ? p : v;
            targets[u] = outFull ? v : p;
            x.remove(sources[u], targets[u], parentColour[v]);
        }
        for (u = 0; u < length; u++) {
            x.insertDirected(targets[u], sources[u]);
        }
    }
}
