package com.lightwire.core.staging;

import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Decides whether the groups fit θ stages under ι, by depth-first assignment with per-leaf stage sums. */
final class Backtrack {

    private final List<Integer> order;
    private final GroupLoads loads;
    private final double iota;
    private final int theta;
    private final SolveMonitor monitor;
    private final List<List<Integer>> stages = new ArrayList<>();
    private final List<Map<Integer, Long>> sums = new ArrayList<>();

    Backtrack(List<Integer> order, GroupLoads loads, double iota, int theta, SolveMonitor monitor) {
        this.order = order;
        this.loads = loads;
        this.iota = iota;
        this.theta = theta;
        this.monitor = monitor;
    }

    /** The stages, or null when θ stages do not suffice. */
    List<List<Integer>> run() {
        return place(0) ? stages : null;
    }

    private boolean place(int next) {
        if (next == order.size()) {
            return true;
        }
        monitor.checkCancelled();
        int h = order.get(next);
        for (int s = 0; s < Math.min(stages.size() + 1, theta); s++) {
            if (s == stages.size()) {
                stages.add(new ArrayList<>());
                sums.add(new HashMap<>());
            }
            if (fits(h, s)) {
                apply(h, s, 1);
                if (place(next + 1)) {
                    return true;
                }
                apply(h, s, -1);
            }
            if (stages.get(s).isEmpty()) {
                stages.remove(s);
                sums.remove(s);
            }
        }
        return false;
    }

    private boolean fits(int h, int s) {
        for (int[] e : loads.group(h)) {
            long sum = sums.get(s).getOrDefault(e[0], 0L) + e[1];
            if (sum > iota * loads.total(e[0]) + GroupLoads.EPS * loads.total(e[0])) {
                return false;
            }
        }
        return true;
    }

    private void apply(int h, int s, int sign) {
        for (int[] e : loads.group(h)) {
            sums.get(s).merge(e[0], (long) sign * e[1], Long::sum);
        }
        if (sign > 0) {
            stages.get(s).add(h);
        } else {
            stages.get(s).remove(Integer.valueOf(h));
        }
    }
}
