package com.lightwire.core.hbd;

import com.lightwire.core.solve.SolveCancelledException;
import com.lightwire.core.solve.SolveMonitor;
import com.lightwire.model.hbd.HbdDesign;
import com.lightwire.model.hbd.WasteRow;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte-Carlo waste under i.i.d. node faults (digest §5.2 item 6, figs. 10/18): for each TP size and node fault
 * ratio, {@code samples} fault sets drawn by geometric skipping (O(F) each, the same set for every architecture), the
 * mean waste ratio and usable GPUs per architecture, with the Appendix C bound beside InfiniteHBD. Deterministic per
 * seed: cell (tp, ratio) draws from {@code SplittableRandom(seed + cell)}. O(cells · samples · F log F).
 */
public final class MonteCarloSweep {

    /**
     * One row.
     *
     * @param tp              TP size
     * @param faultRatio      node fault probability
     * @param architecture    architecture key
     * @param applicable      whether the architecture applies
     * @param meanWasteRatio  mean over samples
     * @param meanUsableGpus  mean over samples
     * @param bound           Appendix C bound for infinitehbd-kK, else null
     */
    public record Row(int tp, double faultRatio, String architecture, boolean applicable, double meanWasteRatio,
                      double meanUsableGpus, Double bound) {
    }

    private MonteCarloSweep() {
    }

    /**
     * @throws SolveCancelledException when the monitor is cancelled
     */
    public static List<Row> run(HbdDesign design, int[] tps, double[] ratios, int samples, long seed,
                                SolveMonitor monitor) {
        List<Row> rows = new ArrayList<>();
        int cells = tps.length * ratios.length;
        int cell = 0;
        for (int tp : tps) {
            WasteModels models = new WasteModels(design, tp);
            for (double ratio : ratios) {
                monitor.progress((double) cell / cells, "TP-" + tp + " at " + ratio);
                rows.addAll(cell(design, models, tp, ratio, samples, new SplittableRandom(seed + cell), monitor));
                cell++;
            }
        }
        monitor.progress(1, "done");
        return rows;
    }

    private static List<Row> cell(HbdDesign design, WasteModels models, int tp, double ratio, int samples,
                                  SplittableRandom random, SolveMonitor monitor) {
        Architecture[] archs = Architecture.values();
        double[] waste = new double[archs.length];
        double[] usable = new double[archs.length];
        boolean[] applicable = new boolean[archs.length];
        int[] buffer = new int[design.nodes()];
        for (int s = 0; s < samples; s++) {
            if ((s & 63) == 0) {
                monitor.checkCancelled();
            }
            int[] faulty = draw(design.nodes(), ratio, random, buffer);
            int[] positions = models.hbdPositions(faulty);
            for (int a = 0; a < archs.length; a++) {
                WasteRow row = models.row(archs[a], faulty, positions);
                applicable[a] = row.applicable();
                waste[a] += row.wasteRatio();
                usable[a] += row.usableGpus();
            }
        }
        List<Row> out = new ArrayList<>();
        for (int a = 0; a < archs.length; a++) {
            int k = archs[a].name().startsWith("INFINITEHBD") ? archs[a].size() : 0;
            out.add(new Row(tp, ratio, archs[a].key(), applicable[a], waste[a] / samples, usable[a] / samples,
                    k > 0 ? FaultRates.bound(tp, design.gpusPerNode(), k, ratio) : null));
        }
        return out;
    }

    /** Node indices failing i.i.d. with probability {@code p}, ascending, by geometric skipping. */
    static int[] draw(int n, double p, SplittableRandom random, int[] buffer) {
        if (p <= 0) {
            return new int[0];
        }
        if (p >= 1) {
            for (int i = 0; i < n; i++) {
                buffer[i] = i;
            }
            return Arrays.copyOf(buffer, n);
        }
        double log = Math.log1p(-p);
        int count = 0;
        long next = -1;
        while (true) {
            next += 1 + (long) Math.floor(Math.log(1 - random.nextDouble()) / log);
            if (next >= n) {
                return Arrays.copyOf(buffer, count);
            }
            buffer[count++] = (int) next;
        }
    }
}
