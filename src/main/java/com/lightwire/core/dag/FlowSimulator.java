package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.dag.Allocation;

import java.util.Arrays;
import java.util.PriorityQueue;

/**
 * The discrete-event flow simulator of DELTA (digest §3.8): a task starts exactly when it is ready (ASAP:
 * {@code max(release, max(end of predecessor + delay))}); between events the active tasks' per-flow rates are the
 * max-min fair allocation (progressive filling) over directed pair links ({@code x_ij B}, a task using {@code F_m}
 * units per unit of per-flow rate), GPU egress and ingress NICs ({@code B}; a task uses one unit per flow it has at
 * the GPU), or the pair-equal variant; an event is a start or a completion. Deterministic; stateless. O(events x
 * active tasks x resources they touch). The ideal network has unbounded pair links (only NICs limit).
 */
public final class FlowSimulator {

    /** Relative tolerance on completions and saturations. */
    static final double EPS = 1e-9;

    private FlowSimulator() {
    }

    /** Pair capacities of an allocation: {@code cap[i * P + j] = x_ij * B} MB/ms. */
    public static double[] capacities(DagIndex index, Allocation allocation) {
        int p = index.pods;
        double[] cap = new double[p * p];
        for (int i = 0; i < p; i++) {
            for (int j = 0; j < p; j++) {
                cap[i * p + j] = i < allocation.pods() && j < allocation.pods()
                        ? allocation.count(i, j) * index.bandwidth : 0;
            }
        }
        return cap;
    }

    /** Unbounded pair links: the ideal electrical network. */
    public static double[] ideal(DagIndex index) {
        double[] cap = new double[index.pods * index.pods];
        Arrays.fill(cap, Double.POSITIVE_INFINITY);
        return cap;
    }

    /** Simulates with {@code allocation}. */
    public static Schedule simulate(DagIndex index, Allocation allocation, Sharing sharing) {
        return simulate(index, capacities(index, allocation), sharing, SolveMonitor.NONE);
    }

    /**
     * Simulates with the given directed pair capacities (MB/ms).
     *
     * @throws IllegalArgumentException when a task's pair has no capacity (the allocation misses an active pair)
     */
    public static Schedule simulate(DagIndex index, double[] pairCapacity, Sharing sharing, SolveMonitor monitor) {
        for (int t = 0; t < index.tasks; t++) {
            if (!(pairCapacity[index.directedPair[t]] > 0)) {
                throw new IllegalArgumentException("pods " + index.src[t] + " and " + index.dst[t]
                        + " carry tasks but have no circuit");
            }
        }
        return new Run(index, pairCapacity, sharing, monitor).run();
    }

    /** One simulation's mutable state. */
    private static final class Run {
        final DagIndex ix;
        final double[] cap;
        final SolveMonitor monitor;
        final RateAllocator rates;
        final double[] rem;
        final double[] ready;
        final int[] waiting;
        final double[] start;
        final double[] end;
        final SegmentLog log;
        int[] active = new int[16];
        int activeCount;
        final PriorityQueue<long[]> queue = new PriorityQueue<>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0])
                : Long.compare(a[1], b[1]));
        double[] events = new double[64];
        int eventCount;

        Run(DagIndex ix, double[] cap, Sharing sharing, SolveMonitor monitor) {
            this.ix = ix;
            this.cap = cap;
            this.monitor = monitor;
            this.rates = new RateAllocator(ix, cap, sharing);
            int n = ix.tasks;
            rem = ix.volume.clone();
            ready = ix.release.clone();
            waiting = new int[n];
            start = new double[n];
            end = new double[n];
            log = new SegmentLog(n);
            for (int t = 0; t < n; t++) {
                waiting[t] = ix.predStart[t + 1] - ix.predStart[t];
                if (waiting[t] == 0) {
                    push(t);
                }
            }
        }

        void push(int t) {
            queue.add(new long[] {Double.doubleToLongBits(ready[t]), t});
        }

        Schedule run() {
            double now = 0;
            int done = 0;
            activate(now);
            while (done < ix.tasks) {
                if ((eventCount & 0x3FF) == 0) {
                    monitor.checkCancelled();
                }
                double[] r = rates.allocate(active, activeCount);
                double next = queue.isEmpty() ? Double.POSITIVE_INFINITY : Double.longBitsToDouble(queue.peek()[0]);
                for (int k = 0; k < activeCount; k++) {
                    if (r[k] > 0) {
                        next = Math.min(next, now + rem[active[k]] / r[k]);
                    }
                }
                if (next == Double.POSITIVE_INFINITY) {
                    throw new IllegalStateException("the simulation stalled: no task can progress");
                }
                done += advance(now, next, r);
                now = next;
                activate(now);
            }
            double makespan = 0;
            for (int t = 0; t < ix.tasks; t++) {
                makespan = Math.max(makespan, end[t] + ix.tail[t]);
            }
            return new Schedule(start, end, log.finish(), makespan, distinctEvents());
        }

        /** Moves every active task to {@code next}; completes those that finished. */
        int advance(double now, double next, double[] r) {
            int completed = 0;
            int kept = 0;
            int[] finished = new int[activeCount];
            for (int k = 0; k < activeCount; k++) {
                int t = active[k];
                log.add(t, now, next, r[k]);
                boolean finishes = r[k] > 0 && now + rem[t] / r[k] <= next * (1 + EPS) + EPS;
                rem[t] -= r[k] * (next - now);
                if (finishes || rem[t] <= EPS * ix.volume[t]) {
                    rem[t] = 0;
                    end[t] = next;
                    finished[completed++] = t;
                } else {
                    active[kept++] = t;
                }
            }
            activeCount = kept;
            if (completed > 0) {
                event(next);
            }
            for (int c = 0; c < completed; c++) {
                release(finished[c], next);
            }
            return completed;
        }

        void release(int t, double at) {
            for (int e = ix.succStart[t]; e < ix.succStart[t + 1]; e++) {
                int s = ix.succ[e];
                ready[s] = Math.max(ready[s], at + ix.succDelay[e]);
                if (--waiting[s] == 0) {
                    push(s);
                }
            }
        }

        void activate(double now) {
            while (!queue.isEmpty() && Double.longBitsToDouble(queue.peek()[0]) <= now * (1 + EPS) + EPS) {
                int t = (int) queue.poll()[1];
                start[t] = Math.max(ready[t], now);
                if (activeCount == active.length) {
                    active = Arrays.copyOf(active, activeCount * 2);
                }
                active[activeCount++] = t;
                event(start[t]);
            }
        }

        void event(double time) {
            if (eventCount == events.length) {
                events = Arrays.copyOf(events, eventCount * 2);
            }
            events[eventCount++] = time;
        }

        double[] distinctEvents() {
            double[] sorted = Arrays.copyOf(events, eventCount);
            Arrays.sort(sorted);
            int k = 0;
            for (double t : sorted) {
                if (k == 0 || t > sorted[k - 1] * (1 + EPS) + EPS) {
                    sorted[k++] = t;
                }
            }
            return Arrays.copyOf(sorted, k);
        }
    }
}
