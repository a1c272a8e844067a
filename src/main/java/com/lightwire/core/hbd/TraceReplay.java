package com.lightwire.core.hbd;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.WasteRow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Replays a fault trace of 8-GPU servers on a design (digest §4.2, §7 item 15): the trace's faulty nodes, sorted as
 * text, take server slots ⌊k·S/F⌋ of a fleet of S; 8-GPU slot j of the design (nodes 2j+1 and 2j+2 when R = 4, node
 * j+1 when R = 8) replays server j mod S shifted circularly by c·H/C (c = ⌊j/S⌋, C = ⌈slots/S⌉); with R = 4 a fault
 * marks both halves with probability q4²/q8 (q8 = the trace's mean), else exactly one half, chosen 50/50 (seeded).
 * Every architecture's waste is then integrated over [0, H]: time-weighted mean and p99 of the waste ratio, and the
 * fewest usable GPUs. O(events · (N + TPs · architectures · F log F)).
 */
public final class TraceReplay {

    /**
     * One row.
     *
     * @param tp             TP size
     * @param architecture   architecture key
     * @param applicable     whether it applies
     * @param meanWasteRatio time-weighted mean
     * @param p99WasteRatio  time-weighted 99th percentile
     * @param minUsableGpus  fewest usable GPUs at any time
     */
    public record Row(int tp, String architecture, boolean applicable, double meanWasteRatio, double p99WasteRatio,
                      long minUsableGpus) {
    }

    private TraceReplay() {
    }

    /** Whether the design can replay an 8-GPU trace: R = 8, or R = 4 with an even node count. */
    public static String problem(HbdDesign design) {
        if (design.gpusPerNode() == 8 || (design.gpusPerNode() == 4 && design.nodes() % 2 == 0)) {
            return null;
        }
        return "replaying 8-GPU servers needs gpusPerNode 8, or 4 with an even number of nodes";
    }

    public static List<Row> run(HbdDesign design, TraceIntervals trace, int servers, int[] tps, long seed,
                                SolveMonitor monitor) {
        Architecture[] archs = Architecture.values();
        WasteModels[] models = Arrays.stream(tps).mapToObj(tp -> new WasteModels(design, tp))
                .toArray(WasteModels[]::new);
        TimeWeighted[][] waste = new TimeWeighted[tps.length][archs.length];
        long[][] minUsable = new long[tps.length][archs.length];
        boolean[][] applicable = new boolean[tps.length][archs.length];
        for (int t = 0; t < tps.length; t++) {
            for (int a = 0; a < archs.length; a++) {
                waste[t][a] = new TimeWeighted();
                minUsable[t][a] = Long.MAX_VALUE;
            }
        }
        replay(design, trace, servers, seed, monitor, (from, to, faulty) ->
                evaluate(models, faulty, to - from, archs, waste, minUsable, applicable));
        List<Row> rows = new ArrayList<>();
        for (int t = 0; t < tps.length; t++) {
            for (int a = 0; a < archs.length; a++) {
                rows.add(new Row(tps[t], archs[a].key(), applicable[t][a], waste[t][a].mean(),
                        waste[t][a].quantile(0.99), minUsable[t][a] == Long.MAX_VALUE ? 0 : minUsable[t][a]));
            }
        }
        return rows;
    }

    /**
     * The waste of every architecture over the trace's time, for curves: [0, H] cut into {@code buckets} equal spans,
     * each architecture's waste ratio time-weighted within each span, per TP size. Same replay as {@link #run}.
     */
    public static ReplayCurves curves(HbdDesign design, TraceIntervals trace, int servers, int[] tps, long seed,
                                      int buckets, SolveMonitor monitor) {
        Architecture[] archs = Architecture.values();
        WasteModels[] models = Arrays.stream(tps).mapToObj(tp -> new WasteModels(design, tp))
                .toArray(WasteModels[]::new);
        double h = Math.max(trace.horizon(), 1e-9);
        double[][][] sum = new double[tps.length][archs.length][buckets];
        boolean[][] applicable = new boolean[tps.length][archs.length];
        replay(design, trace, servers, seed, monitor, (from, to, faulty) -> {
            for (int t = 0; t < models.length; t++) {
                int[] positions = models[t].hbdPositions(faulty);
                for (int a = 0; a < archs.length; a++) {
                    WasteRow row = models[t].row(archs[a], faulty, positions);
                    applicable[t][a] = row.applicable();
                    spread(sum[t][a], from / h * buckets, to / h * buckets, row.wasteRatio());
                }
            }
        });
        double[] days = new double[buckets];
        for (int b = 0; b < buckets; b++) {
            days[b] = (b + 0.5) * h / buckets;
        }
        List<ReplayCurves.Curve> curves = new ArrayList<>();
        for (int t = 0; t < tps.length; t++) {
            for (int a = 0; a < archs.length; a++) {
                if (applicable[t][a]) {
                    curves.add(new ReplayCurves.Curve(tps[t], archs[a].key(), sum[t][a]));
                }
            }
        }
        return new ReplayCurves(days, curves);
    }

    /** Adds {@code value} weighted by its overlap with each bucket of [from, to) (in bucket units) to {@code into}. */
    private static void spread(double[] into, double from, double to, double value) {
        for (int b = (int) Math.max(0, Math.floor(from)); b < into.length && b < to; b++) {
            double overlap = Math.min(to, b + 1) - Math.max(from, b);
            if (overlap > 0) {
                into[b] += value * overlap;
            }
        }
    }

    /** What the replay hands on: the faulty nodes (0-based, sorted) during [from, to). */
    @FunctionalInterface
    private interface IntervalSink {
        void accept(double from, double to, int[] faulty);
    }

    /** Steps through the replayed events, handing each span of constant faults in [0, H] to {@code sink}. */
    private static void replay(HbdDesign design, TraceIntervals trace, int servers, long seed, SolveMonitor monitor,
                               IntervalSink sink) {
        double q8 = TraceStatistics.of(trace, servers).meanFaultyFraction();
        double[][] events = events(design, trace, servers, q8, new SplittableRandom(seed));
        int[] count = new int[design.nodes()];
        int[] faulty = new int[0];
        double time = 0;
        int e = 0;
        while (e < events.length) {
            double next = Math.min(events[e][0], trace.horizon());
            if (next > time) {
                sink.accept(time, next, faulty);
                time = next;
            }
            while (e < events.length && events[e][0] <= time) {
                count[(int) events[e][1]] += (int) events[e][2];
                e++;
            }
            faulty = faulty(count);
            monitor.checkCancelled();
            monitor.progress(time / Math.max(1e-9, trace.horizon()), "day " + (int) time);
        }
        if (trace.horizon() > time || events.length == 0) {
            sink.accept(time, time + Math.max(trace.horizon() - time, 1e-9), faulty);
        }
    }

    private static void evaluate(WasteModels[] models, int[] faulty, double duration, Architecture[] archs,
                                 TimeWeighted[][] waste, long[][] minUsable, boolean[][] applicable) {
        for (int t = 0; t < models.length; t++) {
            int[] positions = models[t].hbdPositions(faulty);
            for (int a = 0; a < archs.length; a++) {
                WasteRow row = models[t].row(archs[a], faulty, positions);
                applicable[t][a] = row.applicable();
                waste[t][a].add(row.wasteRatio(), duration);
                minUsable[t][a] = Math.min(minUsable[t][a], row.usableGpus());
            }
        }
    }

    private static int[] faulty(int[] count) {
        int k = 0;
        for (int c : count) {
            k += c > 0 ? 1 : 0;
        }
        int[] out = new int[k];
        int i = 0;
        for (int node = 0; node < count.length; node++) {
            if (count[node] > 0) {
                out[i++] = node;
            }
        }
        return out;
    }

    /** Events {time, node index (0-based), +1 or -1}, by time. */
    static double[][] events(HbdDesign design, TraceIntervals trace, int servers, double q8, SplittableRandom random) {
        int f = trace.nodes().size();
        List<List<double[]>> byServer = new ArrayList<>();
        for (int s = 0; s < servers; s++) {
            byServer.add(new ArrayList<>());
        }
        for (int k = 0; k < f; k++) {
            byServer.get((int) ((long) k * servers / f)).addAll(Arrays.asList(trace.merged(k)));
        }
        boolean halves = design.gpusPerNode() == 4;
        int slots = halves ? design.nodes() / 2 : design.nodes();
        int copies = (slots + servers - 1) / servers;
        double h = trace.horizon();
        double both = FaultRates.bothGivenNode8(FaultRates.gpuFromNode8(q8));
        List<double[]> out = new ArrayList<>();
        for (int j = 0; j < slots; j++) {
            double shift = (double) (j / servers) * h / copies;
            for (double[] iv : byServer.get(j % servers)) {
                int[] nodes = !halves ? new int[]{j} : random.nextDouble() < both ? new int[]{2 * j, 2 * j + 1}
                        : new int[]{2 * j + (random.nextBoolean() ? 1 : 0)};
                for (int node : nodes) {
                    shifted(out, iv[0] + shift, iv[1] + shift, h, node);
                }
            }
        }
        out.sort((a, b) -> Double.compare(a[0], b[0]));
        return out.toArray(new double[0][]);
    }

    private static void shifted(List<double[]> out, double start, double end, double h, int node) {
        if (h <= 0 || start < h && end <= h) {
            out.add(new double[]{start, node, 1});
            out.add(new double[]{end, node, -1});
        } else if (start >= h) {
            shifted(out, start - h, end - h, h, node);
        } else {
            shifted(out, start, h, h, node);
            shifted(out, 0, end - h, h, node);
        }
    }
}
