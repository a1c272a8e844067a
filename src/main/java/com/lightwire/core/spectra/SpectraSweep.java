package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Schedule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongFunction;
import java.util.stream.IntStream;

/**
 * Runs methods over a grid of switch counts and delays and a range of seeds (spectra.md §5.2 item 8), reusing what does
 * not depend on a grid value: Spectra's and Solstice's decompositions per seed, Eclipse's per (seed, δ), the
 * Baseline's split and per-switch decompositions per (seed, s). Every schedule is checked by the verifier; one the
 * verifier rejects counts as a failure, not as a value.
 */
public final class SpectraSweep {

    /** The most runs (grid points × seeds) one sweep takes. */
    public static final int MAX_RUNS = 100_000;

    private SpectraSweep() {
    }

    /**
     * One grid point: the makespans and lower bounds of every seed, in seed order (NaN where the method failed).
     *
     * @param switches   s
     * @param delay      δ
     * @param method     the method
     * @param makespans  one per seed
     * @param lowerBounds one per seed
     * @param applicable false for Eclipse at δ = 0 and exact above n = 6 (no runs)
     */
    public record Point(int switches, double delay, SpectraMethod method, double[] makespans, double[] lowerBounds,
                        boolean applicable) {

        /** Runs that gave a verified schedule. */
        public int runs() {
            int k = 0;
            for (double m : makespans) {
                k += Double.isNaN(m) ? 0 : 1;
            }
            return k;
        }

        public double mean() {
            return Stats.mean(makespans);
        }

        /** Half-width of the 95 % confidence interval of the mean (Student t). */
        public double ci95() {
            return Stats.ci95(makespans);
        }

        /** Mean of makespan / LB over runs with LB > 0, or NaN when there is none. */
        public double meanRatio() {
            double[] r = new double[makespans.length];
            for (int i = 0; i < r.length; i++) {
                r[i] = lowerBounds[i] > 0 ? makespans[i] / lowerBounds[i] : Double.NaN;
            }
            return Stats.mean(r);
        }

        public double meanLowerBound() {
            return Stats.mean(lowerBounds);
        }
    }

    /**
     * Sweeps {@code methods} over {@code switches} × {@code delays} for seeds 1..{@code seeds}. Seeds run in parallel on
     * the machine's cores (each writes only its own entry of every point, so the result does not depend on the order);
     * every seed's demand must have the first seed's n, which decides which methods apply.
     */
    public static List<Point> run(LongFunction<double[][]> demandOfSeed, int seeds, List<Integer> switches,
                                  List<Double> delays, List<SpectraMethod> methods, SolveMonitor monitor) {
        List<Point> points = new ArrayList<>();
        if (seeds < 1) {
            return points;
        }
        double[][] first = demandOfSeed.apply(1);
        for (int s : switches) {
            for (double delay : delays) {
                for (SpectraMethod m : methods) {
                    boolean applies = applicable(m, first.length, delay);
                    points.add(new Point(s, delay, m, nan(applies ? seeds : 0), nan(applies ? seeds : 0), applies));
                }
            }
        }
        AtomicInteger done = new AtomicInteger();
        int threads = Math.max(1, Math.min(seeds, Runtime.getRuntime().availableProcessors()));
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            pool.submit(() -> IntStream.rangeClosed(1, seeds).parallel().forEach(seed -> {
                monitor.checkCancelled();
                double[][] d = seed == 1 ? first : demandOfSeed.apply(seed);
                runSeed(seed, d, first.length, points);
                int finished = done.incrementAndGet();
                synchronized (monitor) {
                    monitor.progress((double) finished / seeds, "seed " + finished + " of " + seeds);
                }
            })).join();
        } finally {
            pool.shutdown();
        }
        return points;
    }

    /** Fills seed {@code seed}'s entry of every applicable point. */
    private static void runSeed(int seed, double[][] d, int n, List<Point> points) {
        PerSeed cache = new PerSeed(d);
        for (Point point : points) {
            if (!point.applicable()) {
                continue;
            }
            if (d.length != n) {
                throw new IllegalArgumentException("seed " + seed + " gave " + d.length + " ports, seed 1 gave " + n);
            }
            LowerBounds.Report bounds = cache.bounds(point.switches(), point.delay());
            Schedule schedule = cache.schedule(point.method(), point.switches(), point.delay(), bounds);
            boolean ok = schedule != null && ScheduleVerifier.verify(d, schedule).isPassed();
            point.makespans()[seed - 1] = ok ? schedule.makespan() : Double.NaN;
            point.lowerBounds()[seed - 1] = bounds.lowerBound();
        }
    }

    static boolean applicable(SpectraMethod m, int n, double delay) {
        return !(m == SpectraMethod.SPECTRA_ECLIPSE && !(delay > 0)) && !(m == SpectraMethod.EXACT
                && n > ExactScheduler.MAX_N);
    }

    private static double[] nan(int k) {
        double[] a = new double[k];
        java.util.Arrays.fill(a, Double.NaN);
        return a;
    }

    /** What one seed's matrix reuses across the grid. */
    private static final class PerSeed {
        private final double[][] d;
        private final Map<String, Object> cache = new HashMap<>();

        PerSeed(double[][] d) {
            this.d = d;
        }

        LowerBounds.Report bounds(int s, double delay) {
            return (LowerBounds.Report) cache.computeIfAbsent("lb " + s + " " + delay,
                    k -> LowerBounds.compute(d, s, delay));
        }

        /** The method's schedule, or null when the exact method found none in its time limit. */
        Schedule schedule(SpectraMethod m, int s, double delay, LowerBounds.Report bounds) {
            SpectraOptions options = SpectraOptions.of(s, delay, m);
            return switch (m) {
                case SPECTRA, SPECTRA_NO_EQUALIZE -> SpectraSolver.scheduled(d, decomposition("spectra", delay),
                        options, m, bounds).schedule();
                case SOLSTICE -> SpectraSolver.scheduled(d, decomposition("solstice", delay), options, m, bounds)
                        .schedule();
                case SPECTRA_ECLIPSE -> SpectraSolver.scheduled(d, decomposition("eclipse", delay), options, m,
                        bounds).schedule();
                case BASELINE -> redelayed((Schedule) cache.computeIfAbsent("baseline " + s, k -> SpectraSolver
                        .heuristic(d, options, m, bounds, SolveMonitor.NONE).schedule()), delay);
                case BEST -> best(s, delay, bounds);
                case EXACT -> {
                    SpectraResult r = SpectraSolver.solve(com.lightwire.model.spectra.Demand.of("sweep", d), options,
                            SolveMonitor.NONE).value();
                    yield r == null ? null : r.schedule();
                }
            };
        }

        private Schedule best(int s, double delay, LowerBounds.Report bounds) {
            Schedule best = schedule(SpectraMethod.SPECTRA, s, delay, bounds);
            List<SpectraMethod> others = delay > 0 ? List.of(SpectraMethod.SPECTRA_ECLIPSE, SpectraMethod.SOLSTICE)
                    : List.of(SpectraMethod.SOLSTICE);
            for (SpectraMethod m : others) {
                Schedule c = schedule(m, s, delay, bounds);
                if (c != null && c.makespan() < best.makespan() && ScheduleVerifier.verify(d, c).isPassed()) {
                    best = c;
                }
            }
            return best;
        }

        private Decomposition decomposition(String kind, double delay) {
            String key = kind.equals("eclipse") ? "eclipse " + delay : kind;
            return (Decomposition) cache.computeIfAbsent(key, k -> switch (kind) {
                case "spectra" -> SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE);
                case "solstice" -> SolsticeDecomposer.decompose(d, SolveMonitor.NONE);
                default -> EclipseDecomposer.decompose(d, delay, EclipseDecomposer.Mode.FAST, SolveMonitor.NONE);
            });
        }

        private static Schedule redelayed(Schedule s, double delay) {
            return new Schedule(s.method(), s.n(), delay, s.permutations(), s.slots());
        }
    }

    /** Means and confidence intervals over runs, ignoring NaN (failed) runs. */
    public static final class Stats {
        private static final double[] T95 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
            2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
            2.056, 2.052, 2.048, 2.045, 2.042};

        private Stats() {
        }

        public static double mean(double[] values) {
            double sum = 0;
            int k = 0;
            for (double v : values) {
                if (!Double.isNaN(v)) {
                    sum += v;
                    k++;
                }
            }
            return k == 0 ? Double.NaN : sum / k;
        }

        /** t(0.975, k−1) · sd / √k; 0 for one run, NaN for none. */
        public static double ci95(double[] values) {
            double mean = mean(values);
            double ss = 0;
            int k = 0;
            for (double v : values) {
                if (!Double.isNaN(v)) {
                    ss += (v - mean) * (v - mean);
                    k++;
                }
            }
            if (k < 2) {
                return k == 1 ? 0 : Double.NaN;
            }
            double t = k - 1 <= T95.length ? T95[k - 2] : 1.96;
            return t * Math.sqrt(ss / (k - 1)) / Math.sqrt(k);
        }
    }
}
