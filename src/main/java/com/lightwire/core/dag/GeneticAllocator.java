package com.lightwire.core.dag;

import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveMonitor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;

/**
 * DELTA-Fast, Alg. 3 (§3.7): a genetic algorithm over circuit counts per active pair, each candidate scored by one
 * simulator run; fitness lexicographic (makespan within a relative 1e-9, then circuits). The first population holds
 * the given seeds (the traffic-matrix baselines) and Alg. 5 individuals; each generation keeps the elites and fills
 * up with tournament (3) winners' uniform crossover, mutation and Alg. 6 repair (a fresh Alg. 5 individual when repair
 * fails). All random draws happen on the calling thread; only scoring runs in parallel, and scores are cached, so the
 * answer is the same for any thread count. Stops after {@code maxGenerations}, {@code stall} generations without
 * improvement, or the time limit.
 */
public final class GeneticAllocator {

    /**
     * @param population   individuals per generation
     * @param elites       kept unchanged
     * @param maxGenerations upper bound on generations
     * @param stall        generations without improvement that end the search (the paper: 200)
     * @param seed         random seed
     * @param threads      scoring threads
     * @param timeLimitSeconds wall-clock cap
     */
    public record Parameters(int population, int elites, int maxGenerations, int stall, long seed, int threads,
                             double timeLimitSeconds) {
        public static Parameters defaults(long seed, int threads, double seconds) {
            return new Parameters(48, 4, 100_000, 200, seed, threads, seconds);
        }
    }

    /**
     * @param counts      best circuits per active pair
     * @param makespan    its simulated makespan
     * @param generations generations run
     * @param curve       best makespan after each generation (the first entry: the initial population)
     * @param evaluations distinct simulations
     * @param stopped     why it stopped: "converged", "generations" or "time limit"
     */
    public record Result(int[] counts, double makespan, int generations, double[] curve, int evaluations,
                         String stopped) {
    }

    private GeneticAllocator() {
    }

    public static Result run(GaOperators ops, List<int[]> seeds, ToDoubleFunction<int[]> makespan,
                             Parameters params, SolveMonitor monitor) {
        long deadline = System.nanoTime() + (long) (params.timeLimitSeconds() * 1e9);
        Random rnd = new Random(params.seed());
        ConcurrentHashMap<String, Double> cache = new ConcurrentHashMap<>();
        List<int[]> pop = new ArrayList<>();
        for (int[] s : seeds) {
            int[] copy = s.clone();
            if (ops.repair(copy, rnd) && pop.size() < params.population()) {
                pop.add(copy);
            }
        }
        while (pop.size() < params.population()) {
            pop.add(ops.feasibleRandomInit(rnd));
        }
        ForkJoinPool pool = new ForkJoinPool(Math.max(1, params.threads()));
        try {
            double[] fit = score(pop, makespan, cache, pool);
            int best = bestIndex(ops, pop, fit);
            int[] bestX = pop.get(best).clone();
            double bestC = fit[best];
            List<Double> curve = new ArrayList<>(List.of(bestC));
            int unchanged = 0;
            int gen = 0;
            String stopped = "generations";
            while (gen < params.maxGenerations()) {
                if (unchanged >= params.stall()) {
                    stopped = "converged";
                    break;
                }
                if (System.nanoTime() > deadline) {
                    stopped = "time limit";
                    break;
                }
                monitor.checkCancelled();
                pop = nextGeneration(ops, pop, fit, params, rnd);
                fit = score(pop, makespan, cache, pool);
                gen++;
                int b = bestIndex(ops, pop, fit);
                if (better(fit[b], ops.circuits(pop.get(b)), bestC, ops.circuits(bestX))) {
                    bestX = pop.get(b).clone();
                    bestC = fit[b];
                    unchanged = 0;
                } else {
                    unchanged++;
                }
                curve.add(bestC);
                monitor.progress(Math.min(1, (double) unchanged / params.stall()), "generation " + gen + ", best "
                        + String.format(java.util.Locale.ROOT, "%.4f", bestC) + " ms");
            }
            return new Result(bestX, bestC, gen, curve.stream().mapToDouble(Double::doubleValue).toArray(),
                    cache.size(), stopped);
        } finally {
            pool.shutdownNow();
        }
    }

    private static List<int[]> nextGeneration(GaOperators ops, List<int[]> pop, double[] fit, Parameters params,
                                              Random rnd) {
        Integer[] rank = new Integer[pop.size()];
        for (int i = 0; i < rank.length; i++) {
            rank[i] = i;
        }
        Arrays.sort(rank, (a, b) -> compare(fit[a], ops.circuits(pop.get(a)), fit[b], ops.circuits(pop.get(b))));
        List<int[]> next = new ArrayList<>();
        for (int i = 0; i < Math.min(params.elites(), rank.length); i++) {
            next.add(pop.get(rank[i]));
        }
        while (next.size() < params.population()) {
            int[] child = ops.crossover(tournament(ops, pop, fit, rnd), tournament(ops, pop, fit, rnd), rnd);
            ops.mutate(child, rnd);
            if (!ops.repair(child, rnd)) {
                child = ops.feasibleRandomInit(rnd);
            }
            next.add(child);
        }
        return next;
    }

    private static int[] tournament(GaOperators ops, List<int[]> pop, double[] fit, Random rnd) {
        int best = rnd.nextInt(pop.size());
        for (int i = 1; i < 3; i++) {
            int c = rnd.nextInt(pop.size());
            if (compare(fit[c], ops.circuits(pop.get(c)), fit[best], ops.circuits(pop.get(best))) < 0) {
                best = c;
            }
        }
        return pop.get(best);
    }

    private static double[] score(List<int[]> pop, ToDoubleFunction<int[]> makespan,
                                  ConcurrentHashMap<String, Double> cache, ForkJoinPool pool) {
        double[] fit = new double[pop.size()];
        try {
            pool.submit(() -> IntStream.range(0, pop.size()).parallel().forEach(i -> fit[i] = cache.computeIfAbsent(
                    Arrays.toString(pop.get(i)), k -> makespan.applyAsDouble(pop.get(i))))).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof SolveCancelledException c) {
                throw c;
            }
            throw new IllegalStateException(e.getCause());
        }
        return fit;
    }

    private static int bestIndex(GaOperators ops, List<int[]> pop, double[] fit) {
        int best = 0;
        for (int i = 1; i < pop.size(); i++) {
            if (compare(fit[i], ops.circuits(pop.get(i)), fit[best], ops.circuits(pop.get(best))) < 0) {
                best = i;
            }
        }
        return best;
    }

    static boolean better(double c1, long s1, double c2, long s2) {
        return compare(c1, s1, c2, s2) < 0;
    }

    /** Lexicographic (makespan within 1e-9 relative, circuits). */
    static int compare(double c1, long s1, double c2, long s2) {
        if (Math.abs(c1 - c2) > 1e-9 * Math.max(1, Math.max(c1, c2))) {
            return Double.compare(c1, c2);
        }
        return Long.compare(s1, s2);
    }
}
