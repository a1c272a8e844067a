package com.lightwire.core.hbd;

import com.lightwire.model.hbd.FaultTrace;
import com.lightwire.model.hbd.TraceEvent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Fault intervals of a trace: each {@code fault_end} closes the oldest open fault of its node (FIFO); an end without
 * an open fault is a stray end (warned, ignored); faults still open at the end last to the last event time H. Nodes
 * are sorted by id as text. O(E log E).
 *
 * @param nodes      distinct node ids with at least one fault, sorted as text
 * @param intervals  per node, its fault intervals [start, end] in days, by start
 * @param horizon    H, the last event time
 * @param faults     number of fault intervals
 * @param warnings   stray ends, in words
 */
public record TraceIntervals(List<String> nodes, List<double[][]> intervals, double horizon, int faults,
                             List<String> warnings) {

    public static TraceIntervals of(FaultTrace trace) {
        Map<String, Deque<Double>> open = new TreeMap<>();
        Map<String, List<double[]>> closed = new TreeMap<>();
        List<String> warnings = new ArrayList<>();
        double horizon = trace.events().isEmpty() ? 0 : trace.events().get(trace.events().size() - 1).days();
        for (int i = 0; i < trace.events().size(); i++) {
            TraceEvent e = trace.events().get(i);
            Deque<Double> q = open.computeIfAbsent(e.node(), x -> new ArrayDeque<>());
            if (e.start()) {
                q.addLast(e.days());
            } else if (q.isEmpty()) {
                warnings.add("event " + i + ": fault_end of node " + e.node() + " at day " + e.days()
                        + " has no open fault; ignored");
            } else {
                closed.computeIfAbsent(e.node(), x -> new ArrayList<>()).add(new double[]{q.removeFirst(), e.days()});
            }
        }
        open.forEach((node, q) -> q.forEach(start -> closed.computeIfAbsent(node, x -> new ArrayList<>())
                .add(new double[]{start, horizon})));
        List<String> nodes = new ArrayList<>(closed.keySet());
        List<double[][]> intervals = new ArrayList<>();
        int faults = 0;
        for (String node : nodes) {
            List<double[]> list = closed.get(node);
            list.sort((a, b) -> Double.compare(a[0], b[0]));
            faults += list.size();
            intervals.add(list.toArray(new double[0][]));
        }
        return new TraceIntervals(List.copyOf(nodes), List.copyOf(intervals), horizon, faults, List.copyOf(warnings));
    }

    /** Node {@code i}'s intervals merged where they overlap (a node is faulty while any fault is open). */
    public double[][] merged(int i) {
        double[][] in = intervals.get(i);
        List<double[]> out = new ArrayList<>();
        for (double[] iv : in) {
            if (!out.isEmpty() && iv[0] <= out.get(out.size() - 1)[1]) {
                double[] last = out.get(out.size() - 1);
                last[1] = Math.max(last[1], iv[1]);
            } else {
                out.add(iv.clone());
            }
        }
        return out.toArray(new double[0][]);
    }
}
