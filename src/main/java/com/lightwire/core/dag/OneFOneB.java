package com.lightwire.core.dag;

/**
 * The 1F1B micro-batch order of one pipeline stage (DELTA digest §2.2): {@code W = min(p - s, n)} warm-up forwards,
 * then alternating one forward and one backward, then the cool-down backwards. O(n).
 */
public final class OneFOneB {

    private OneFOneB() {
    }

    /**
     * The order of stage {@code s} (1-based) of {@code p} stages with {@code n} micro-batches: entry {@code +i} is the
     * forward of micro-batch i, {@code -i} its backward (1-based).
     */
    public static int[] order(int s, int p, int n) {
        int w = Math.min(p - s, n);
        int[] order = new int[2 * n];
        int k = 0;
        for (int i = 1; i <= w; i++) {
            order[k++] = i;
        }
        for (int i = 1; i <= n - w; i++) {
            order[k++] = w + i;
            order[k++] = -i;
        }
        for (int i = n - w + 1; i <= n; i++) {
            order[k++] = -i;
        }
        return order;
    }

    /** The order as text, e.g. "F1 F2 B1 B2". */
    public static String text(int s, int p, int n) {
        StringBuilder sb = new StringBuilder();
        for (int e : order(s, p, n)) {
            sb.append(sb.isEmpty() ? "" : " ").append(e > 0 ? "F" + e : "B" + (-e));
        }
        return sb.toString();
    }
}
