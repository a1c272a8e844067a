package com.lightwire.core.spectra;

import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.spectra.Demand;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * Our numbers beside the paper's claims (issue 11 item 10, spectra.md §4.5): benchmark n = 64, s ∈ {4, 8}, δ over
 * seven values, 50 seeds (10 quick); a factor is the mean per-run ratio of two methods' makespans. Eclipse runs in
 * fast mode on a reduced grid (its exact mode takes seconds per instance). The Baseline is the reconstructed
 * stand-in, so factors against it are expected to differ from the paper's.
 */
public final class SpectraFidelity {

    /** The δ grid of spectra.md §7 item 1 (normalised units; not the paper's, which was lost). */
    public static final List<Double> DELAYS = List.of(0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1);

    /** s values. */
    public static final List<Integer> SWITCHES = List.of(4, 8);

    /**
     * One claim.
     *
     * @param id    stable key
     * @param claim what the paper says
     * @param paper the paper's figure or "qualitative"
     * @param ours  our figure
     * @param holds whether ours supports the claim; null where the claim has no number to hold against
     */
    public record Row(String id, String claim, String paper, double ours, Boolean holds) {
    }

    private SpectraFidelity() {
    }

    public static List<Row> run(boolean quick, SolveMonitor monitor) {
        int seeds = quick ? 10 : 50;
        List<Row> rows = new ArrayList<>();
        LongFunction<double[][]> bench = seed -> DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, seed);
        LongFunction<double[][]> gpt = seed -> DemandGenerators.gpt(4, 4, 2, 0.003, seed);
        LongFunction<double[][]> moe = seed -> DemandGenerators.moe(64, 512, 8, 1.0, 4, 4.0, seed);
        List<SpectraMethod> main = List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_NO_EQUALIZE,
                SpectraMethod.BASELINE);
        monitor.progress(0, "benchmark");
        List<SpectraSweep.Point> b = SpectraSweep.run(bench, seeds, SWITCHES, DELAYS, main, monitor.subTask(0, .3));
        List<SpectraSweep.Point> g = SpectraSweep.run(gpt, seeds, SWITCHES, DELAYS, main, monitor.subTask(.3, .4));
        List<SpectraSweep.Point> m = SpectraSweep.run(moe, seeds, SWITCHES, DELAYS, main, monitor.subTask(.4, .7));
        rows.add(factorRow("benchmark-vs-baseline", "Spectra beats Baseline on the benchmark by 2.4x", "2.4", b));
        rows.add(factorRow("gpt-vs-baseline", "Spectra beats Baseline on GPT by 1.4x", "1.4", g));
        rows.add(factorRow("moe-vs-baseline", "Spectra beats Baseline on MoE by 1.9x", "1.9", m));
        double benchLb = meanOf(b, SpectraMethod.SPECTRA, true);
        rows.add(new Row("benchmark-spectra-lb", "Spectra is close to LB on the benchmark (mean Spectra/LB)",
                "close", benchLb, benchLb <= 1.15));
        double moeLb = meanOf(m, SpectraMethod.SPECTRA, true);
        rows.add(new Row("moe-spectra-lb", "Spectra is indistinguishable from LB on MoE (mean Spectra/LB)",
                "indistinguishable", moeLb, moeLb <= 1.05));
        double eqGpt = factor(g, SpectraMethod.SPECTRA_NO_EQUALIZE, SpectraMethod.SPECTRA);
        rows.add(new Row("equalize-gpt", "Equalize makes a significant difference on GPT (no-Equalize/Spectra)",
                "significant", eqGpt, eqGpt >= 1.02));
        double eqMoe = factor(m, SpectraMethod.SPECTRA_NO_EQUALIZE, SpectraMethod.SPECTRA);
        rows.add(new Row("equalize-moe", "Equalize does not help on MoE (no-Equalize/Spectra)", "about 1", eqMoe,
                eqMoe <= 1.02));
        int eSeeds = quick ? 2 : 5;
        List<Double> eDelays = List.of(0.001, 0.01, 0.1);
        List<SpectraMethod> ecl = List.of(SpectraMethod.SPECTRA, SpectraMethod.SPECTRA_ECLIPSE);
        monitor.progress(0.7, "Eclipse");
        for (String[] w : new String[][] {{"benchmark", "b"}, {"gpt", "g"}, {"moe", "m"}}) {
            LongFunction<double[][]> gen = w[1].equals("b") ? bench : w[1].equals("g") ? gpt : moe;
            List<SpectraSweep.Point> e = SpectraSweep.run(gen, eSeeds, List.of(8), eDelays, ecl, SolveMonitor.NONE);
            rows.add(new Row("eclipse-" + w[0], "Spectra(Eclipse)/Spectra on " + w[0] + " (the paper's factors were "
                    + "lost)", "qualitative", factor(e, SpectraMethod.SPECTRA_ECLIPSE, SpectraMethod.SPECTRA), null));
        }
        rows.add(deltaGrowth(b));
        rows.add(flowsPerPort(quick ? 5 : 20));
        rows.addAll(exactRows(seeds));
        rows.add(runtime());
        return rows;
    }

    private static Row factorRow(String id, String claim, String paper, List<SpectraSweep.Point> points) {
        double f = factor(points, SpectraMethod.BASELINE, SpectraMethod.SPECTRA);
        return new Row(id, claim + " (mean per-run Baseline/Spectra; Baseline reconstructed)", paper, f, f > 1);
    }

    /** Mean over all points and seeds of makespan(a) / makespan(b) on the same run. */
    static double factor(List<SpectraSweep.Point> points, SpectraMethod a, SpectraMethod b) {
        double sum = 0;
        int k = 0;
        for (SpectraSweep.Point pa : points) {
            if (pa.method() != a || !pa.applicable()) {
                continue;
            }
            SpectraSweep.Point pb = points.stream().filter(p -> p.method() == b && p.switches() == pa.switches()
                    && p.delay() == pa.delay()).findFirst().orElseThrow();
            for (int i = 0; i < pa.makespans().length; i++) {
                double r = pa.makespans()[i] / pb.makespans()[i];
                if (Double.isFinite(r)) {
                    sum += r;
                    k++;
                }
            }
        }
        return k == 0 ? Double.NaN : sum / k;
    }

    private static double meanOf(List<SpectraSweep.Point> points, SpectraMethod m, boolean ratio) {
        double[] v = points.stream().filter(p -> p.method() == m).mapToDouble(p -> ratio ? p.meanRatio() : p.mean())
                .toArray();
        return SpectraSweep.Stats.mean(v);
    }

    /** Baseline's growth from the smallest to the largest δ over Spectra's, at s = 8. */
    private static Row deltaGrowth(List<SpectraSweep.Point> b) {
        double lo = DELAYS.get(0);
        double hi = DELAYS.get(DELAYS.size() - 1);
        double base = at(b, SpectraMethod.BASELINE, hi) - at(b, SpectraMethod.BASELINE, lo);
        double spec = at(b, SpectraMethod.SPECTRA, hi) - at(b, SpectraMethod.SPECTRA, lo);
        double ratio = base / spec;
        return new Row("delta-growth", "Spectra's makespan grows more slowly with delta than Baseline's "
                + "(Baseline growth / Spectra growth, s = 8)", "qualitative", ratio, ratio > 1);
    }

    private static double at(List<SpectraSweep.Point> points, SpectraMethod m, double delay) {
        return points.stream().filter(p -> p.method() == m && p.switches() == 8 && p.delay() == delay)
                .findFirst().orElseThrow().mean();
    }

    /** Spectra still beats Baseline at 4, 8, 16 and 32 flows per port (a quarter large), δ = 0.01, s = 8. */
    private static Row flowsPerPort(int seeds) {
        double worst = Double.POSITIVE_INFINITY;
        for (int flows : new int[] {4, 8, 16, 32}) {
            int large = Math.max(1, flows / 4);
            List<SpectraSweep.Point> p = SpectraSweep.run(seed -> DemandGenerators.benchmark(64, large,
                    flows - large, 0.7, 0.003, seed), seeds, List.of(8), List.of(0.01),
                    List.of(SpectraMethod.SPECTRA, SpectraMethod.BASELINE), SolveMonitor.NONE);
            worst = Math.min(worst, factor(p, SpectraMethod.BASELINE, SpectraMethod.SPECTRA));
        }
        return new Row("flows-per-port", "Spectra beats Baseline at every number of flows per port (smallest "
                + "Baseline/Spectra over 4, 8, 16, 32 flows)", "qualitative", worst, worst > 1);
    }

    /** The overview example, the decomposition count and Proposition 2. */
    private static List<Row> exactRows(int seeds) {
        List<Row> rows = new ArrayList<>();
        double[][] c3 = SpectraCases.byId("C3").orElseThrow().demand().matrix();
        double m = SpectraSolver.solve(Demand.of("C3", c3), SpectraOptions.of(2, 0.01, SpectraMethod.SPECTRA),
                SolveMonitor.NONE).value().schedule().makespan();
        rows.add(new Row("overview-example", "Figs. 2-4: weights 0.61/0.3/0.1 on 2 switches give 0.505 + 2 delta "
                + "(delta = 0.01)", "0.525", m, Math.abs(m - 0.525) <= 1e-9));
        int exact = 0;
        for (long seed = 1; seed <= seeds; seed++) {
            double[][] d = DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, seed);
            exact += SpectraDecomposer.decompose(d, Refiner.Mode.GREEDY, SolveMonitor.NONE).permutations().size()
                    == SpectraSolver.degree(d) ? 1 : 0;
        }
        rows.add(new Row("decompose-count", "Decompose returns exactly d permutations (share of benchmark runs)",
                "1", (double) exact / seeds, exact == seeds));
        for (int n : new int[] {32, 48, 64}) {
            rows.add(degreeRow(n));
        }
        return rows;
    }

    /** Median wall time of one Spectra solve (benchmark n = 64, s = 8, δ = 0.01); reported, not judged. */
    private static Row runtime() {
        Demand d = Demand.of("bench", DemandGenerators.benchmark(64, 4, 12, 0.7, 0.003, 1));
        long[] nanos = new long[21];
        for (int i = 0; i < nanos.length; i++) {
            long t = System.nanoTime();
            SpectraSolver.solve(d, SpectraOptions.of(8, 0.01, SpectraMethod.SPECTRA), SolveMonitor.NONE);
            nanos[i] = System.nanoTime() - t;
        }
        java.util.Arrays.sort(nanos);
        return new Row("runtime", "Spectra runs in under 1 ms to 14 ms (authors' machine; median ms here, benchmark "
                + "n = 64)", "<1-14 ms", nanos[nanos.length / 2] / 1e6, null);
    }

    /** Proposition 2 against 400 noise-free benchmark matrices (m = 16). */
    private static Row degreeRow(int n) {
        int hits = 0;
        for (long seed = 1; seed <= 400; seed++) {
            hits += SpectraSolver.degree(DemandGenerators.benchmark(n, 4, 12, 0.7, 0, seed)) == 16 ? 1 : 0;
        }
        double p = DegreeProbability.degreeEqualsM(n, 16);
        double ours = hits / 400.0;
        return new Row("degree-probability-n" + n, "Prop. 2: P(degree = 16) for n = " + n + " (share of 400 "
                + "noise-free benchmarks)", String.format(java.util.Locale.ROOT, "%.4f", p), ours,
                Math.abs(ours - p) <= 0.08);
    }
}
