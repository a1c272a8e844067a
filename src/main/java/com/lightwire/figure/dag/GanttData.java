package com.lightwire.figure.dag;

import com.lightwire.core.dag.DagSolution;
import com.lightwire.core.dag.Timing;
import com.lightwire.model.dag.DagTask;
import com.lightwire.model.dag.TaskDag;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the Gantt shows, toolkit-free: one lane per directed pod pair (sorted), its tasks in rows that never overlap,
 * each bar with its rate segments, total slack and whether it is critical; the schedule's interval boundaries.
 *
 * @param lanes     the lanes, top to bottom
 * @param makespan  the schedule's makespan (the axis end)
 * @param events    interval boundaries
 * @param path      task ids of the critical path, first to last
 */
public record GanttData(List<Lane> lanes, double makespan, double[] events, List<String> path) {

    /** One bar: task {@code task} (its index in the DAG) in row {@code row} of its lane. */
    public record Bar(String id, int task, int row, double start, double end, double[] segments, double totalSlack,
                      boolean critical) {
    }

    /**
     * One directed pod pair.
     *
     * @param label    e.g. "P0 -> P1  x=2"
     * @param capacity x B in MB/ms (infinite on the ideal network)
     * @param rows     rows used
     * @param bars     the tasks
     */
    public record Lane(String label, double capacity, int rows, List<Bar> bars) {
    }

    public static GanttData of(TaskDag dag, DagSolution s, Timing timing) {
        return of(dag, s, timing, t -> true);
    }

    /** As above, with only the tasks {@code shown} accepts (a filter); lanes left without tasks are dropped. */
    public static GanttData of(TaskDag dag, DagSolution s, Timing timing, java.util.function.IntPredicate shown) {
        Map<Integer, List<Integer>> byPair = new TreeMap<>();
        for (int t = 0; t < dag.tasks().size(); t++) {
            if (!shown.test(t)) {
                continue;
            }
            DagTask task = dag.tasks().get(t);
            byPair.computeIfAbsent(task.src() * dag.pods().size() + task.dst(), k -> new ArrayList<>()).add(t);
        }
        List<Lane> lanes = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : byPair.entrySet()) {
            int a = e.getKey() / dag.pods().size();
            int b = e.getKey() % dag.pods().size();
            int x = s.allocation().pods() > Math.max(a, b) ? s.allocation().count(a, b) : 0;
            double cap = x > 0 ? x * dag.bandwidthMBperMs() : Double.POSITIVE_INFINITY;
            lanes.add(lane(dag, s, timing, e.getValue(), dag.pods().get(a).name() + " \u2192 "
                    + dag.pods().get(b).name() + (x > 0 ? "  x=" + x : ""), cap));
        }
        List<String> path = new ArrayList<>();
        for (int t : timing.path()) {
            path.add(dag.tasks().get(t).id());
        }
        return new GanttData(lanes, s.schedule().makespan(), s.schedule().eventTimes(), path);
    }

    private static Lane lane(TaskDag dag, DagSolution s, Timing timing, List<Integer> tasks, String label,
                             double cap) {
        List<Integer> sorted = new ArrayList<>(tasks);
        sorted.sort((p, q) -> Double.compare(s.schedule().start()[p], s.schedule().start()[q]));
        List<Double> rowEnds = new ArrayList<>();
        List<Bar> bars = new ArrayList<>();
        for (int t : sorted) {
            double start = s.schedule().start()[t];
            double end = s.schedule().end()[t];
            int row = 0;
            while (row < rowEnds.size() && rowEnds.get(row) > start + 1e-9) {
                row++;
            }
            if (row == rowEnds.size()) {
                rowEnds.add(end);
            } else {
                rowEnds.set(row, end);
            }
            bars.add(new Bar(dag.tasks().get(t).id(), t, row, start, end, s.schedule().segments()[t],
                    timing.totalSlack()[t], timing.critical()[t]));
        }
        return new Lane(label, cap, Math.max(1, rowEnds.size()), bars);
    }
}
