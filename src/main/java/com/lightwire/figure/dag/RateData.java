package com.lightwire.figure.dag;

import com.lightwire.core.dag.Schedule;
import com.lightwire.model.dag.Allocation;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What a rate-versus-capacity plot shows for one directed pod pair (DELTA Fig. 7), toolkit-free: the pair's tasks,
 * the time cuts where any of their rates changes, each task's rate (MB/ms) between consecutive cuts, and the pair's
 * capacity {@code x_ab B}.
 *
 * @param title    e.g. "Fair sharing (DES)"
 * @param pair     e.g. "P0 → P2"
 * @param tasks    task ids, bottom of the stack first
 * @param cuts     ascending times in ms
 * @param rates    per task, per interval between cuts, MB/ms
 * @param capacity {@code x_ab B} in MB/ms (infinite on the ideal network)
 * @param makespan the schedule's makespan (the axis end)
 */
public record RateData(String title, String pair, List<String> tasks, double[] cuts, double[][] rates,
                       double capacity, double makespan) {

    /** The rates of the tasks from pod {@code a} to pod {@code b} in {@code s}. */
    public static RateData of(String title, TaskDag dag, Schedule s, Allocation x, int a, int b) {
        List<Integer> on = new ArrayList<>();
        TreeSet<Double> cuts = new TreeSet<>();
        for (int t = 0; t < dag.tasks().size(); t++) {
            if (dag.tasks().get(t).src() == a && dag.tasks().get(t).dst() == b) {
                on.add(t);
                double[] seg = s.segments()[t];
                for (int i = 0; i < seg.length; i += 3) {
                    cuts.add(seg[i]);
                    cuts.add(seg[i + 1]);
                }
            }
        }
        double[] c = cuts.stream().mapToDouble(Double::doubleValue).toArray();
        double[][] rates = new double[on.size()][Math.max(0, c.length - 1)];
        List<String> ids = new ArrayList<>();
        for (int k = 0; k < on.size(); k++) {
            int t = on.get(k);
            ids.add(dag.tasks().get(t).id());
            double[] seg = s.segments()[t];
            for (int i = 0; i + 1 < c.length; i++) {
                double mid = (c[i] + c[i + 1]) / 2;
                for (int j = 0; j < seg.length; j += 3) {
                    if (seg[j] <= mid && mid < seg[j + 1]) {
                        rates[k][i] = seg[j + 2];
                    }
                }
            }
        }
        int count = x.pods() > Math.max(a, b) ? x.count(a, b) : 0;
        double cap = count > 0 ? count * dag.bandwidthMBperMs() : Double.POSITIVE_INFINITY;
        String pair = dag.pods().get(a).name() + " \u2192 " + dag.pods().get(b).name();
        return new RateData(title, pair, ids, c, rates, cap, s.makespan());
    }

    /** The largest summed rate over the intervals. */
    public double peak() {
        double peak = 0;
        for (int i = 0; i + 1 < cuts.length; i++) {
            double sum = 0;
            for (double[] r : rates) {
                sum += r[i];
            }
            peak = Math.max(peak, sum);
        }
        return peak;
    }
}
